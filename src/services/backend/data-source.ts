/**
 * The one DataSource: what every domain function in src/services uses to reach data, whichever
 * backend runs (Supabase over PostgREST, or the embedded Postgres). Both implementations pass the
 * same contract suite (data-source.contract.ts); rows come back as PostgREST would send them
 * (JSON: timestamps as ISO strings, numerics as numbers).
 */

/** A value a filter compares with. Dates travel as ISO strings. */
export type FilterValue = string | number | boolean;

/** A condition on one column. */
export type ColumnFilter =
  | { column: string; op: 'eq' | 'neq' | 'gte' | 'lte'; value: FilterValue }
  | { column: string; op: 'in'; value: readonly FilterValue[] }
  /** Case-insensitive LIKE: `%` (or `*`, as PostgREST allows) matches any run of characters, `_` one. */
  | { column: string; op: 'ilike'; value: string }
  | { column: string; op: 'is'; value: null };

/**
 * At least one of the conditions holds: search across several columns in one filter, sent to
 * PostgREST as `or=(name.ilike.*x*,phone.ilike.*x*)` and to SQL as `(… or …)`. An empty list matches
 * no row.
 */
export interface AnyOfFilter {
  op: 'or';
  filters: readonly ColumnFilter[];
}

export type Filter = ColumnFilter | AnyOfFilter;

export type FilterOp = Filter['op'];

export interface SortKey {
  column: string;
  ascending?: boolean;
  /** Postgres's default when left out: nulls last ascending, first descending. */
  nullsFirst?: boolean;
}

/** Inclusive row positions, as PostgREST's Range: { from: 0, to: 24 } is the first 25 rows. */
export interface RowRange {
  from: number;
  to: number;
}

/**
 * `exact` counts every matching row; `estimated` lets the server use the planner's estimate on big
 * tables (PostgREST counts exactly up to its row limit, then estimates); `none` skips the count.
 */
export type CountMode = 'exact' | 'estimated' | 'none';

export interface ListQuery {
  /** Columns to return; all when left out. */
  columns?: readonly string[];
  filters?: readonly Filter[];
  sort?: readonly SortKey[];
  range?: RowRange;
  count?: CountMode;
}

export interface ListResult<Row> {
  rows: Row[];
  /** Matching rows before the range was applied; null when the count mode was `none`. */
  count: number | null;
}

export type RowId = string | number;

/** Column values of a row to write: JSON-compatible values (objects for json/jsonb columns). */
export type RowValues = Record<string, unknown>;

export interface DataSource {
  /** Rows of a table or view: filters are ANDed, sort keys apply in order. */
  list<Row>(relation: string, query?: ListQuery): Promise<ListResult<Row>>;
  /** One row by its `id`, or null when there is none (or the caller may not see it). */
  get<Row>(relation: string, id: RowId, columns?: readonly string[]): Promise<Row | null>;
  /** Inserts one row or several (in one statement) and returns them as stored. */
  insert<Row>(table: string, values: RowValues | readonly RowValues[]): Promise<Row[]>;
  /**
   * Changes one row if it still has the version the editor loaded, and returns it as stored (with
   * its new version). A stale version rejects with ConflictError, never overwrites.
   */
  update<Row>(table: string, id: RowId, expectedVersion: number, changes: RowValues): Promise<Row>;
  /** Deletes one row; NotFoundError when no row was deleted (missing, or not the caller's to delete). */
  remove(table: string, id: RowId): Promise<void>;
  /** Calls a SQL function of the public schema with named arguments. */
  rpc<Result>(fn: string, args?: RowValues): Promise<Result>;
}

export type DataErrorKind =
  /** A version guard failed: someone saved the row since it was loaded. */
  | 'conflict'
  | 'not-found'
  /** A constraint refused the row (unique, check, foreign key, not null); see `constraint`. */
  | 'constraint'
  /** Row-level security or a missing grant refused the caller. */
  | 'permission'
  /** A rule written in SQL refused the request with its own message (raise exception). */
  | 'rejected'
  /** The request itself is wrong: unknown table or column, a value of the wrong type. */
  | 'invalid'
  /** The backend could not be reached or did not start. */
  | 'unavailable'
  | 'unknown';

export interface DataErrorDetails {
  /** SQLSTATE (e.g. 23505) or PostgREST code (e.g. PGRST116) when the backend gave one. */
  code?: string | undefined;
  constraint?: string | undefined;
  column?: string | undefined;
  table?: string | undefined;
  detail?: string | undefined;
  hint?: string | undefined;
  /** HTTP status, Supabase only. */
  status?: number | undefined;
}

export class DataSourceError extends Error {
  readonly kind: DataErrorKind;
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly column: string | undefined;
  readonly table: string | undefined;
  readonly detail: string | undefined;
  readonly hint: string | undefined;
  readonly status: number | undefined;

  constructor(kind: DataErrorKind, message: string, details: DataErrorDetails = {}, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DataSourceError';
    this.kind = kind;
    this.code = details.code;
    this.constraint = details.constraint;
    this.column = details.column;
    this.table = details.table;
    this.detail = details.detail;
    this.hint = details.hint;
    this.status = details.status;
  }
}

export class ConflictError extends DataSourceError {
  readonly rowId: RowId;
  /** The version the row has now. */
  readonly currentVersion: number;

  constructor(table: string, id: RowId, expectedVersion: number, currentVersion: number) {
    super(
      'conflict',
      `This ${table} row was changed by someone else (version ${currentVersion}, you had ${expectedVersion}).`,
      { table },
    );
    this.name = 'ConflictError';
    this.rowId = id;
    this.currentVersion = currentVersion;
  }
}

export class NotFoundError extends DataSourceError {
  readonly rowId: RowId;

  constructor(table: string, id: RowId) {
    super('not-found', `No ${table} row with id ${String(id)} that you may change.`, { table });
    this.name = 'NotFoundError';
    this.rowId = id;
  }
}

export function isDataSourceError(error: unknown): error is DataSourceError {
  return error instanceof DataSourceError;
}
