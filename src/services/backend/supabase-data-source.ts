/**
 * The DataSource over Supabase: PostgREST requests through supabase-js, row-level security on the
 * server. Names are checked to be plain identifiers before they reach a URL, so a column name
 * coming from a link cannot smuggle PostgREST syntax (`or=`, embedded resources) into a request.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import {
  DataSourceError,
  NotFoundError,
  type ColumnFilter,
  type DataSource,
  type ListQuery,
  type ListResult,
  type RowId,
  type RowValues,
} from './data-source.ts';
import { refuseNonFiniteNumbers } from './finite-values.ts';
import { refused, staleOrRefused, toDataSourceError } from './postgres-errors.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Query parameters PostgREST reads as instructions, not as column filters. */
const POSTGREST_WORDS = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
  'not',
]);

function identifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name) || POSTGREST_WORDS.has(name.toLowerCase())) {
    throw new DataSourceError('invalid', `"${name}" is not a ${what} name.`);
  }
  return name;
}

function columnList(columns: readonly string[] | undefined): string {
  if (columns === undefined || columns.length === 0) return '*';
  return columns.map((name) => identifier(name, 'column')).join(',');
}

/**
 * A value inside PostgREST's `or=(...)`, always double-quoted so commas, dots, colons and brackets in
 * what someone typed into a search box stay data (PostgREST unescapes `\\` and `\"` inside quotes).
 */
function quotedOperand(value: string | number | boolean): string {
  return `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** One condition of an `or` filter in PostgREST's logical-tree syntax: `column.op.operand`. */
export function postgrestTerm(filter: ColumnFilter): string {
  const column = identifier(filter.column, 'column');
  switch (filter.op) {
    case 'in':
      return `${column}.in.(${filter.value.map(quotedOperand).join(',')})`;
    case 'is':
      return `${column}.is.null`;
    default:
      return `${column}.${filter.op}.${quotedOperand(filter.value)}`;
  }
}

function failure(error: PostgrestError, status: number): DataSourceError {
  return toDataSourceError(
    {
      message: error.message,
      code: error.code,
      detail: error.details ?? undefined,
      hint: error.hint ?? undefined,
    },
    status,
    error,
  );
}

interface Answer<T> {
  data: T | null;
  error: PostgrestError | null;
  count?: number | null;
  status: number;
}

/** Anything supabase-js rejects with (it should not, but a fetch polyfill might) is "unavailable". */
async function settle<T>(request: PromiseLike<Answer<T>>): Promise<Answer<T>> {
  try {
    return await request;
  } catch (error) {
    throw new DataSourceError(
      'unavailable',
      error instanceof Error ? error.message : String(error),
      {},
      { cause: error },
    );
  }
}

export function createSupabaseDataSource(client: SupabaseClient): DataSource {
  /** The current version of a row, or null when the caller cannot see it. */
  const versionOf = async (table: string, id: RowId): Promise<number | null> => {
    const answer = await settle(
      client.from(table).select('version').eq('id', id).maybeSingle<{ version: number }>(),
    );
    if (answer.error) throw failure(answer.error, answer.status);
    return answer.data?.version ?? null;
  };

  /** Whether the caller can still see the row (any columns). */
  const isVisible = async (table: string, id: RowId): Promise<boolean> => {
    const answer = await settle(client.from(table).select('id').eq('id', id).maybeSingle<{ id: RowId }>());
    if (answer.error) throw failure(answer.error, answer.status);
    return answer.data !== null;
  };

  return {
    async list<Row>(relation: string, query: ListQuery = {}): Promise<ListResult<Row>> {
      const counted = query.count === 'exact' || query.count === 'estimated';
      // An empty `or` matches no row (as in SQL); PostgREST has no way to say so, so nothing is asked.
      if (query.filters?.some((filter) => filter.op === 'or' && filter.filters.length === 0)) {
        return { rows: [], count: counted ? 0 : null };
      }
      let request = client
        .from(identifier(relation, 'table'))
        .select(
          columnList(query.columns),
          counted ? { count: query.count as 'exact' | 'estimated' } : undefined,
        );
      for (const filter of query.filters ?? []) {
        if (filter.op === 'or') {
          request = request.or(filter.filters.map(postgrestTerm).join(','));
          continue;
        }
        const column = identifier(filter.column, 'column');
        switch (filter.op) {
          case 'eq':
            request = request.eq(column, filter.value);
            break;
          case 'neq':
            request = request.neq(column, filter.value);
            break;
          case 'gte':
            request = request.gte(column, filter.value);
            break;
          case 'lte':
            request = request.lte(column, filter.value);
            break;
          case 'in':
            request = request.in(column, [...filter.value]);
            break;
          case 'ilike':
            request = request.ilike(column, filter.value);
            break;
          case 'is':
            request = request.is(column, null);
            break;
        }
      }
      for (const key of query.sort ?? []) {
        request = request.order(
          identifier(key.column, 'column'),
          key.nullsFirst === undefined
            ? { ascending: key.ascending !== false }
            : { ascending: key.ascending !== false, nullsFirst: key.nullsFirst },
        );
      }
      if (query.range !== undefined) {
        const { from, to } = query.range;
        if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
          throw new DataSourceError('invalid', `The range ${from}-${to} is not a range of rows.`);
        }
        request = request.range(from, to);
      }
      const answer = await settle(request);
      if (answer.error) throw failure(answer.error, answer.status);
      return { rows: (answer.data ?? []) as Row[], count: counted ? (answer.count ?? 0) : null };
    },

    async get<Row>(relation: string, id: RowId, columns?: readonly string[]): Promise<Row | null> {
      const answer = await settle(
        client
          .from(identifier(relation, 'table'))
          .select(columnList(columns))
          .eq('id', id)
          .maybeSingle<Row>(),
      );
      if (answer.error) throw failure(answer.error, answer.status);
      return answer.data ?? null;
    },

    async insert<Row>(table: string, values: RowValues | readonly RowValues[]): Promise<Row[]> {
      const records: RowValues[] = Array.isArray(values)
        ? [...(values as readonly RowValues[])]
        : [values as RowValues];
      if (records.length === 0) return [];
      for (const record of records) for (const name of Object.keys(record)) identifier(name, 'column');
      refuseNonFiniteNumbers(records);
      // missing=default: a key left out of one row takes the column default, as on the embedded backend.
      const answer = await settle(
        client.from(identifier(table, 'table')).insert(records, { defaultToNull: false }).select(),
      );
      if (answer.error) throw failure(answer.error, answer.status);
      return (answer.data ?? []) as Row[];
    },

    async update<Row>(table: string, id: RowId, expectedVersion: number, changes: RowValues): Promise<Row> {
      identifier(table, 'table');
      if (!Number.isInteger(expectedVersion)) {
        throw new DataSourceError('invalid', 'The expected version must be a whole number.');
      }
      const editable: RowValues = { ...changes };
      delete editable.id;
      delete editable.version;
      for (const name of Object.keys(editable)) identifier(name, 'column');
      refuseNonFiniteNumbers(editable);
      // The database bumps the version too (touch_row); sending it covers tables without the trigger.
      const answer = await settle(
        client
          .from(table)
          .update({ ...editable, version: expectedVersion + 1 })
          .eq('id', id)
          .eq('version', expectedVersion)
          .select(),
      );
      if (answer.error) throw failure(answer.error, answer.status);
      const row = (answer.data as Row[] | null)?.[0];
      if (row !== undefined) return row;
      // No row matched: it moved on (conflict), it is gone, or the policies keep this caller from it.
      throw staleOrRefused(table, id, expectedVersion, await versionOf(table, id));
    },

    async remove(table: string, id: RowId): Promise<void> {
      const answer = await settle(client.from(identifier(table, 'table')).delete().eq('id', id).select('id'));
      if (answer.error) throw failure(answer.error, answer.status);
      if ((answer.data ?? []).length > 0) return;
      throw (await isVisible(table, id)) ? refused(table) : new NotFoundError(table, id);
    },

    async rpc<Result>(fn: string, args: RowValues = {}): Promise<Result> {
      for (const name of Object.keys(args)) identifier(name, 'argument');
      refuseNonFiniteNumbers(args);
      const answer = await settle(client.rpc(identifier(fn, 'function'), args));
      if (answer.error) throw failure(answer.error, answer.status);
      return (answer.data ?? null) as Result;
    },
  };
}
