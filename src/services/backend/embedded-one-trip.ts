/**
 * A read as the caller in one round trip to the database. Through PGliteWorker every `query` is about
 * a dozen messages between the tab and the worker (locks, parse, describe, bind, execute, sync), and a
 * DataSource read is a transaction of three of them: some forty messages, each answered on the tab's
 * main thread, behind whatever the page is rendering (0.2 to 0.4 s for a list page's first reads).
 * Here the role, the claims and the statement go as one simple-protocol message: several statements
 * in one message run as one implicit transaction, so `set_config(..., true)` holds for the statement
 * and ends with it, and an error rolls it all back. Values are written as escaped literals (E'' form,
 * so the meaning does not depend on standard_conforming_strings).
 */
import { invalid } from './embedded-catalogue.ts';
import { queryMessage } from './protocol-message.ts';

/** What the one-trip read needs of the database: PGlite and PGliteWorker both have it. */
export interface OneTripDatabase {
  execProtocol(message: Uint8Array): Promise<{ messages: readonly ProtocolMessage[] }>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface ProtocolMessage {
  name: string;
  fields?: unknown;
}

export function canReadInOneTrip(db: object): db is OneTripDatabase {
  const candidate = db as Partial<OneTripDatabase>;
  return (
    typeof candidate.execProtocol === 'function' && typeof candidate._runExclusiveTransaction === 'function'
  );
}

/** A value as an SQL literal; null as NULL. */
export function sqlLiteral(value: string | null): string {
  if (value === null) return 'NULL';
  if (value.includes('\u0000')) throw invalid('A value cannot contain the NUL character.');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** The statement with each `$n::text` placeholder (the only kind Parameters writes) as its literal. */
export function withLiterals(sql: string, values: readonly (string | null)[]): string {
  return sql.replace(/\$(\d+)::text/g, (_placeholder, position: string) => {
    const index = Number(position) - 1;
    if (index < 0 || index >= values.length) throw invalid(`No value for parameter ${position}.`);
    return `${sqlLiteral(values[index] ?? null)}::text`;
  });
}

/**
 * Runs the statement as the caller (role and claims) and returns its first row as text by column name,
 * or null when it returns no row. Errors come as the database's (PGlite throws on ErrorResponse).
 */
export function readAsCallerInOneTrip(
  db: OneTripDatabase,
  caller: { role: string; claims: string },
  sql: string,
  values: readonly (string | null)[],
): Promise<Record<string, string | null> | null> {
  return readInOneTrip(
    db,
    `select set_config('role', ${sqlLiteral(caller.role)}, true), ` +
      `set_config('request.jwt.claims', ${sqlLiteral(caller.claims)}, true);\n` +
      withLiterals(sql, values),
  );
}

/** Runs the statements in one message; the first row of the last result set, as text by column name. */
export async function readInOneTrip(
  db: OneTripDatabase,
  text: string,
): Promise<Record<string, string | null> | null> {
  const message = queryMessage(text);
  const { messages } = await db._runExclusiveTransaction(() => db.execProtocol(message));
  let columns: string[] = [];
  let row: (string | null)[] | null = null;
  for (const { name, fields } of messages) {
    if (name === 'rowDescription' && Array.isArray(fields)) {
      columns = fields.map((field: { name?: unknown }) => String(field.name));
      row = null;
    } else if (name === 'dataRow' && Array.isArray(fields) && row === null) {
      row = fields as (string | null)[];
    }
  }
  if (row === null) return null;
  const named: Record<string, string | null> = {};
  columns.forEach((column, index) => {
    named[column] = row[index] ?? null;
  });
  return named;
}
