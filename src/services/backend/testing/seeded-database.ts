/**
 * One node test file's database and the people who use it: the shipped database opened before the
 * file's tests and closed after them, and a DataSource per seeded person, declared at the top:
 *
 *   const { db, as, inRollback } = seededDatabase();
 *   const sales = as('asha.rao@fpw.in');
 *
 * `db` is the database as its owner (no policy applies), usable once the file's tests start. A
 * DataSource made by `as` signs in with the person's claims, read when the database opens; `as(null)`
 * is signed out. Writes made inside `inRollback` are rolled back, through the DataSources too
 * (rolled-back.ts); outside it a DataSource writes to the database as the app does.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import type { DataSource } from '../data-source';
import { createEmbeddedDataSource, type CallerClaims } from '../embedded-data-source';
import { rollbackable, type RollbackableDatabase } from './rolled-back';
import { claimsOf, openTestDatabase } from './test-database';

export interface SeededDatabase extends RollbackableDatabase {
  /** The open database, as its owner. */
  db: PGlite;
  /** A DataSource signed in as the seeded person with this email (null: signed out). */
  as(email: string | null): DataSource;
}

export function seededDatabase(open: () => Promise<PGlite> = openTestDatabase): SeededDatabase {
  let opened: PGlite | undefined;
  const current = (): PGlite => {
    if (opened === undefined) throw new Error('The test database opens in beforeAll: use it inside a test');
    return opened;
  };
  const claims = new Map<string, CallerClaims | null>();

  beforeAll(async () => {
    opened = await open();
    for (const email of claims.keys()) claims.set(email, await claimsOf(opened, email));
  }, 240_000);
  afterAll(async () => {
    await opened?.close();
  });

  // The database itself, reached when a test uses it: the file names it once, at the top.
  const db = new Proxy({} as PGlite, {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const { database, inRollback } = rollbackable(current);

  return {
    db,
    database,
    inRollback,
    as(email) {
      if (email === null) return createEmbeddedDataSource(database, { caller: () => null });
      claims.set(email, null);
      return createEmbeddedDataSource(database, {
        caller: () => {
          const caller = claims.get(email);
          if (!caller) throw new Error(`${email} is signed in once the test database opens`);
          return caller;
        },
      });
    },
  };
}
