/**
 * A small in-memory Supabase project for page stories: MSW handlers answering the PostgREST requests
 * the Supabase DataSource sends (select, eq/neq/in/ilike/gte/lte/is filters, order, offset/limit,
 * exact counts, insert, version-guarded update, delete, rpc) from fixture tables. Enough for pages
 * to run on "real" data in the browser without a database; the node tests cover the SQL itself.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { overrideBackendConfig } from '../../../src/services/kit';

export type FakeRow = Record<string, unknown>;
export type FakeTables = Record<string, FakeRow[]>;
export type FakeRpc = (args: Record<string, unknown>, tables: FakeTables) => unknown;

/** Thrown by a FakeRpc to answer with a particular Postgres error code (e.g. 40001 for a stale version). */
export class FakeRpcRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const FAKE_SUPABASE_URL = 'https://fake.supabase.test';

export function switchToFakeSupabase(): () => void {
  overrideBackendConfig({ kind: 'supabase', url: FAKE_SUPABASE_URL, anonKey: 'test-anon-key' });
  return () => overrideBackendConfig(null);
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function matches(row: FakeRow, column: string, expression: string): boolean {
  const dot = expression.indexOf('.');
  const op = expression.slice(0, dot);
  const operand = expression.slice(dot + 1);
  const value = row[column];
  const text = value === null || value === undefined ? null : String(value);
  switch (op) {
    case 'eq':
      return text === unquote(operand);
    case 'neq':
      return text !== unquote(operand);
    case 'gte':
      return text !== null && (typeof value === 'number' ? value >= Number(operand) : text >= operand);
    case 'lte':
      return text !== null && (typeof value === 'number' ? value <= Number(operand) : text <= operand);
    case 'in':
      return operand
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map(unquote)
        .includes(text ?? '');
    case 'is':
      return value === null || value === undefined;
    case 'ilike': {
      const pattern = unquote(operand)
        .replace(/[.+?^${}()|[\]]/g, '\\$&')
        .replace(/[*%]/g, '.*')
        .replace(/_/g, '.');
      return text !== null && new RegExp(`^${pattern}$`, 'i').test(text);
    }
    default:
      throw new Error(`fake-supabase: no ${op} filter`);
  }
}

/** The terms of PostgREST's `or=(a.ilike."*x*",b.eq.1)`, split at commas outside quotes and brackets. */
function orTerms(text: string): { column: string; expression: string }[] {
  const inner = text.replace(/^\(|\)$/g, '');
  const terms: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index] ?? '';
    if (quoted && char === '\\') {
      current += inner[index + 1] ?? '';
      index += 1;
      continue;
    }
    if (char === '"') {
      quoted = !quoted;
      continue;
    }
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (char === ',' && !quoted && depth === 0) {
      terms.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  terms.push(current);
  return terms.map((term) => {
    const dot = term.indexOf('.');
    return { column: term.slice(0, dot), expression: term.slice(dot + 1) };
  });
}

function filtered(rows: FakeRow[], params: URLSearchParams): FakeRow[] {
  let result = rows;
  for (const [column, expression] of params) {
    if (column === 'or') {
      const terms = orTerms(expression);
      result = result.filter((row) => terms.some((term) => matches(row, term.column, term.expression)));
      continue;
    }
    if (RESERVED.has(column)) continue;
    result = result.filter((row) => matches(row, column, expression));
  }
  return result;
}

function ordered(rows: FakeRow[], order: string | null): FakeRow[] {
  if (!order) return rows;
  const keys = order.split(',').map((key) => {
    const [column = '', direction = 'asc'] = key.split('.');
    return { column, descending: direction === 'desc' };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending } of keys) {
      const x = a[column];
      const y = b[column];
      if (x === y) continue;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      const diff =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (diff !== 0) return descending ? -diff : diff;
    }
    return 0;
  });
}

function projected(rows: FakeRow[], select: string | null): FakeRow[] {
  if (!select || select === '*') return rows;
  const columns = select.split(',');
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
}

function answer(request: Request, rows: FakeRow[], init: ResponseInit = {}): Response {
  const accept = request.headers.get('accept') ?? '';
  if (accept.includes('vnd.pgrst.object')) {
    if (rows.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: null,
          hint: null,
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(rows[0], init);
  }
  return HttpResponse.json(rows, init);
}

let nextId = 1;

/**
 * Handlers over `tables` (mutated in place, so a story can assert what was saved). A `refuse` hook
 * may turn a write into a Postgres error: return { code, message } (e.g. 23505 and the constraint).
 * `defaults` gives an inserted row the columns the database would fill in (column defaults, the
 * author from auth.uid(), created_at), so the page can read back what it wrote.
 */
export function fakeSupabase(
  tables: FakeTables,
  options: {
    rpc?: Record<string, FakeRpc>;
    refuse?: (table: string, row: FakeRow) => { code: string; message: string } | null;
    defaults?: Record<string, () => FakeRow>;
  } = {},
): HttpHandler[] {
  const table = (name: string) => (tables[name] ??= []);
  const refusal = (name: string, row: FakeRow) => {
    const refused = options.refuse?.(name, row);
    return refused
      ? HttpResponse.json(
          { ...refused, details: null, hint: null },
          { status: refused.code === '42501' ? 403 : 409 },
        )
      : null;
  };
  return [
    http.post(`${FAKE_SUPABASE_URL}/rest/v1/rpc/:fn`, async ({ request, params }) => {
      const fn = options.rpc?.[String(params['fn'])];
      if (!fn)
        return HttpResponse.json(
          { code: 'PGRST202', message: `no function ${String(params['fn'])}` },
          { status: 404 },
        );
      const args = (await request.json()) as Record<string, unknown>;
      try {
        return HttpResponse.json(fn(args ?? {}, tables) ?? null);
      } catch (error) {
        return HttpResponse.json(
          {
            code: error instanceof FakeRpcRefusal ? error.code : 'P0001',
            message: error instanceof Error ? error.message : String(error),
            details: null,
            hint: null,
          },
          { status: error instanceof FakeRpcRefusal && error.code === '40001' ? 409 : 400 },
        );
      }
    }),
    http.get(`${FAKE_SUPABASE_URL}/rest/v1/:table`, ({ request, params }) => {
      const url = new URL(request.url);
      const all = ordered(
        filtered(table(String(params['table'])), url.searchParams),
        url.searchParams.get('order'),
      );
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = url.searchParams.get('limit');
      const page = limit === null ? all.slice(offset) : all.slice(offset, offset + Number(limit));
      const headers: Record<string, string> = {};
      if ((request.headers.get('prefer') ?? '').includes('count=')) {
        headers['Content-Range'] =
          `${page.length ? `${offset}-${offset + page.length - 1}` : '*'}/${all.length}`;
      }
      return answer(request, projected(page, url.searchParams.get('select')), { headers });
    }),
    http.post(`${FAKE_SUPABASE_URL}/rest/v1/:table`, async ({ request, params }) => {
      const name = String(params['table']);
      const body = (await request.json()) as FakeRow | FakeRow[];
      const incoming = Array.isArray(body) ? body : [body];
      const stored: FakeRow[] = [];
      for (const values of incoming) {
        const refused = refusal(name, values);
        if (refused) return refused;
        const row = { id: `fake-${nextId++}`, version: 1, ...options.defaults?.[name]?.(), ...values };
        table(name).push(row);
        stored.push(row);
      }
      return answer(request, stored, { status: 201 });
    }),
    http.patch(`${FAKE_SUPABASE_URL}/rest/v1/:table`, async ({ request, params }) => {
      const name = String(params['table']);
      const url = new URL(request.url);
      const changes = (await request.json()) as FakeRow;
      const targets = filtered(table(name), url.searchParams);
      for (const row of targets) {
        const refused = refusal(name, { ...row, ...changes });
        if (refused) return refused;
      }
      for (const row of targets) Object.assign(row, changes);
      return answer(request, projected(targets, url.searchParams.get('select')));
    }),
    http.delete(`${FAKE_SUPABASE_URL}/rest/v1/:table`, ({ request, params }) => {
      const name = String(params['table']);
      const url = new URL(request.url);
      const targets = new Set(filtered(table(name), url.searchParams));
      tables[name] = table(name).filter((row) => !targets.has(row));
      return answer(request, [...targets]);
    }),
  ];
}
