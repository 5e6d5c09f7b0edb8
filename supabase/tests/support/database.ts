/**
 * What the data tests share: the migrated and seeded database (built once and cached by the
 * backend's test helper, so every test file opens the same schema the browser gets), the seeded
 * person for each designation, and a way to try a statement inside a caller's transaction
 * without the first refusal aborting the rest of the test.
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole, claimsOf, openTestDatabase } from '@/services/backend/testing/test-database';

export { asRole, claimsOf, openTestDatabase };

export type Session = Pick<PGlite, 'query' | 'exec'>;

/** One seeded, active person per designation, and two who must be refused everything. */
export const PEOPLE = {
  sales: 'asha.rao@fpw.in',
  designer: 'meera.iyer@fpw.in',
  production: 'rahul.verma@fpw.in',
  accounts: 'kavya.menon@fpw.in',
  admin: 'priya.nair@fpw.in',
  /** A former sales executive: deactivated, so nobody. */
  inactive: 'arjun.desai@fpw.in',
} as const;

export type Person = keyof typeof PEOPLE;

export type Attempt =
  | { ok: true; rows: Record<string, unknown>[] }
  | { ok: false; code: string | undefined; constraint: string | undefined; message: string };

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * Runs one statement behind a savepoint: a refused statement is rolled back on its own and
 * reported, and the transaction carries on.
 */
export async function attempt(tx: Session, sql: string, params: unknown[] = []): Promise<Attempt> {
  await tx.exec('savepoint attempt');
  try {
    const { rows } = await tx.query<Record<string, unknown>>(sql, params);
    await tx.exec('release savepoint attempt');
    return { ok: true, rows };
  } catch (error) {
    await tx.exec('rollback to savepoint attempt');
    const fields = error as DatabaseErrorFields;
    return {
      ok: false,
      code: fields.code,
      constraint: fields.constraint,
      message: fields.message ?? String(error),
    };
  }
}

/** Runs work as the seeded person (or signed out, for null), then rolls everything back. */
export async function as<T>(
  db: PGlite,
  person: Person | null,
  work: (tx: Session) => Promise<T>,
): Promise<T> {
  const caller = person === null ? null : await claimsOf(db, PEOPLE[person]);
  return asRole(db, caller, work);
}

/** Runs work as the database owner inside a transaction that is rolled back afterwards. */
export async function rolledBack<T>(db: PGlite, work: (tx: Session) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db.transaction(async (tx) => {
    result = await work(tx);
    await tx.rollback();
  });
  return result as T;
}
