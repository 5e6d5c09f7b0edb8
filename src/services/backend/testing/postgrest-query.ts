/**
 * The emulator's reading of a PostgREST query string: filters (`eq.`, `in.(…)`, `or=(…)`), order,
 * select and the row guard of a PATCH or DELETE. Anything outside the subset the DataSource sends is
 * refused with Unsupported, which the emulator answers with 501.
 */
import type { ColumnFilter, Filter, FilterValue, SortKey } from '../data-source.ts';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export class Unsupported extends Error {}

/** A PostgREST scalar: `true`, `12.5` and `abc` all stay strings; the database casts them. */
function scalar(text: string): FilterValue {
  return text;
}

/** `(a,"b,c",d)` as PostgREST reads an in-list. */
function parseList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw new Unsupported(`in-list ${text}`);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (const char of text.slice(1, -1)) {
    if (char === '"') {
      quoted = !quoted;
      wasQuoted = true;
    } else if (char === ',' && !quoted) {
      items.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else {
      current += char;
    }
  }
  items.push(wasQuoted ? current : current.trim());
  return items;
}

function parseFilter(column: string, expression: string): ColumnFilter {
  const dot = expression.indexOf('.');
  const op = expression.slice(0, dot);
  const operand = expression.slice(dot + 1);
  switch (op) {
    case 'eq':
    case 'neq':
    case 'gte':
    case 'lte':
      return { column, op, value: scalar(operand) };
    case 'ilike':
      return { column, op, value: operand };
    case 'in':
      return { column, op, value: parseList(operand) };
    case 'is':
      if (operand !== 'null') throw new Unsupported(`is.${operand}`);
      return { column, op, value: null };
    default:
      throw new Unsupported(`operator ${op}`);
  }
}

export function parseOrder(text: string): SortKey[] {
  return text.split(',').map((term) => {
    const [column = '', direction = 'asc', nulls] = term.split('.');
    if (!['asc', 'desc'].includes(direction)) throw new Unsupported(`order ${term}`);
    const key: SortKey = { column, ascending: direction === 'asc' };
    if (nulls === 'nullsfirst') key.nullsFirst = true;
    else if (nulls === 'nullslast') key.nullsFirst = false;
    else if (nulls !== undefined) throw new Unsupported(`order ${term}`);
    return key;
  });
}

export function parseColumns(select: string | null): string[] | undefined {
  if (select === null || select === '*') return undefined;
  const columns = select.split(',');
  if (!columns.every((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name)))
    throw new Unsupported(`select=${select}`);
  return columns;
}

/** `a.ilike."x,y",b.in.("1","2")` split at the commas that are outside quotes and brackets. */
function splitTerms(text: string): string[] {
  const terms: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quoted && char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && !quoted && depth === 0) {
      terms.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  terms.push(current);
  return terms;
}

/** A double-quoted operand of a logical tree, unescaped; a bare one as it is. */
function unquoteOperand(operand: string): string {
  if (!operand.startsWith('"') || !operand.endsWith('"')) return operand;
  return operand.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** PostgREST's `or=(column.op.value,...)`: one level, the only shape the DataSource sends. */
function parseAnyOf(text: string): Filter {
  if (!text.startsWith('(') || !text.endsWith(')')) throw new Unsupported(`or=${text}`);
  const filters = splitTerms(text.slice(1, -1)).map((term) => {
    const dot = term.indexOf('.');
    const column = term.slice(0, dot);
    const expression = term.slice(dot + 1);
    const opEnd = expression.indexOf('.');
    const op = expression.slice(0, opEnd);
    const operand = expression.slice(opEnd + 1);
    return parseFilter(column, op === 'in' ? expression : `${op}.${unquoteOperand(operand)}`);
  });
  return { op: 'or', filters };
}

export function filtersOf(url: URL): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of url.searchParams) {
    if (key === 'or') filters.push(parseAnyOf(value));
    else if (!RESERVED.has(key)) filters.push(parseFilter(key, value));
  }
  return filters;
}

/** The row a PATCH or DELETE names: the DataSource only ever sends id (and version) filters. */
export function rowFilter(url: URL): { id: string; version: number | null } {
  const filters = filtersOf(url);
  const equal = (column: string): FilterValue | undefined => {
    for (const filter of filters) {
      if (filter.op === 'eq' && filter.column === column) return filter.value;
    }
    return undefined;
  };
  const id = equal('id');
  const version = equal('version');
  if (id === undefined || filters.length !== (version === undefined ? 1 : 2)) {
    throw new Unsupported(`row filter ${url.search}`);
  }
  return { id: String(id), version: version === undefined ? null : Number(version) };
}
