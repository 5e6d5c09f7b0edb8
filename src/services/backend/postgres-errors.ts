/**
 * Postgres and PostgREST errors turned into DataSourceError, the same way for both backends, so a
 * form can say "this email is taken" from the constraint's name whichever database refused it.
 * Also carries a Postgres error's fields across the embedded worker, whose channel keeps only an
 * error's message (see encodePostgresError).
 */
import {
  ConflictError,
  DataSourceError,
  NotFoundError,
  type DataErrorKind,
  type RowId,
} from './data-source.ts';

/** The fields of a Postgres ErrorResponse that matter to callers (pg-protocol's DatabaseError). */
export interface PostgresErrorFields {
  message: string;
  code?: string | undefined;
  constraint?: string | undefined;
  column?: string | undefined;
  table?: string | undefined;
  detail?: string | undefined;
  hint?: string | undefined;
}

const MARKER = '\n\u0000fpw-postgres-error:';

function field(source: object, key: string): string | undefined {
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads the Postgres fields of anything thrown by PGlite (or decoded from the worker channel). */
export function postgresErrorFields(error: unknown): PostgresErrorFields | null {
  if (error === null || typeof error !== 'object') return null;
  const message = field(error, 'message') ?? '';
  const markerAt = message.indexOf(MARKER);
  if (markerAt >= 0) {
    try {
      const decoded: unknown = JSON.parse(message.slice(markerAt + MARKER.length));
      if (decoded !== null && typeof decoded === 'object') {
        return { ...(decoded as PostgresErrorFields), message: message.slice(0, markerAt) };
      }
    } catch {
      // A damaged payload still leaves the readable message.
    }
    return { message: message.slice(0, markerAt) };
  }
  const code = field(error, 'code');
  if (code === undefined || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return {
    message,
    code,
    constraint: field(error, 'constraint'),
    column: field(error, 'column'),
    table: field(error, 'table'),
    detail: field(error, 'detail'),
    hint: field(error, 'hint'),
  };
}

/**
 * For the worker: an Error whose message carries the Postgres fields after the readable text,
 * because PGliteWorker forwards only `message` to the tab.
 */
export function encodePostgresError(error: unknown): unknown {
  const fields = postgresErrorFields(error);
  if (fields === null || fields.code === undefined) return error;
  const { message, ...rest } = fields;
  return new Error(`${message}${MARKER}${JSON.stringify(rest)}`);
}

/** Postgres puts the constraint in a field; PostgREST only in the message. */
function constraintFromMessage(message: string): string | undefined {
  return /constraint "([^"]+)"/.exec(message)?.[1];
}

function columnFromMessage(message: string): string | undefined {
  return /column "([^"]+)"/.exec(message)?.[1];
}

export function kindOfCode(code: string | undefined, status?: number): DataErrorKind {
  if (code === undefined || code === '') {
    if (status === 0 || status === undefined) return 'unavailable';
    if (status === 401 || status === 403) return 'permission';
    if (status === 404) return 'invalid';
    if (status === 409) return 'constraint';
    if (status >= 500) return 'unavailable';
    return 'unknown';
  }
  if (code === 'PGRST116') return 'not-found';
  if (code === 'PGRST301' || code === 'PGRST302') return 'permission';
  if (code.startsWith('PGRST')) return 'invalid';
  if (code.startsWith('23')) return 'constraint';
  if (code === '42501') return 'permission';
  if (code === 'P0001') return 'rejected';
  // serialization_failure: a version-guarded SQL function found the row saved by someone else.
  if (code === '40001') return 'conflict';
  if (code.startsWith('22') || code.startsWith('42')) return 'invalid';
  if (code.startsWith('08') || code.startsWith('57')) return 'unavailable';
  return 'unknown';
}

/** A Postgres error (from PGlite or a PostgREST body) as a DataSourceError. */
export function toDataSourceError(
  fields: PostgresErrorFields,
  status?: number,
  cause?: unknown,
): DataSourceError {
  const kind = kindOfCode(fields.code, status);
  return new DataSourceError(
    kind,
    fields.message || 'The database refused the request.',
    {
      code: fields.code,
      constraint:
        fields.constraint ?? (kind === 'constraint' ? constraintFromMessage(fields.message) : undefined),
      column: fields.column ?? (fields.code === '23502' ? columnFromMessage(fields.message) : undefined),
      table: fields.table,
      detail: fields.detail,
      hint: fields.hint,
      status,
    },
    cause === undefined ? undefined : { cause },
  );
}

/** Anything the embedded database threw, as a DataSourceError. */
export function fromEmbeddedError(error: unknown): DataSourceError {
  if (error instanceof DataSourceError) return error;
  const fields = postgresErrorFields(error);
  if (fields !== null) return toDataSourceError(fields, undefined, error);
  const message = error instanceof Error ? error.message : String(error);
  return new DataSourceError('unknown', message, {}, { cause: error });
}

/** A write the policies did not let through: the row is there, visible, and unchanged. */
export function refused(table: string): DataSourceError {
  return new DataSourceError('permission', `You may not change this ${table} row.`, { table, code: '42501' });
}

/**
 * Why a version-guarded update matched no row, from the version the caller can see now: none (gone
 * or hidden), the same as expected (the policies refused the change), or another (a conflict).
 */
export function staleOrRefused(
  table: string,
  id: RowId,
  expectedVersion: number,
  currentVersion: number | null,
): DataSourceError {
  if (currentVersion === null) return new NotFoundError(table, id);
  if (currentVersion === expectedVersion) return refused(table);
  return new ConflictError(table, id, expectedVersion, currentVersion);
}
