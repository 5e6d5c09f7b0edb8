/**
 * Node tests that write through a DataSource and must leave the shared test database as they found it.
 * PGlite's transaction() inside an open BEGIN commits that BEGIN, so a test that wrapped its writes in
 * `begin … rollback` kept them (and the tests after it saw them). Data sources made over `database`
 * here turn their transaction into a savepoint while `inRollback` runs, so everything the work wrote,
 * through a DataSource or straight on `db`, is rolled back at its end.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { EmbeddedDatabase, Session } from '../embedded-catalogue';
import type { OneTripDatabase } from '../embedded-one-trip';

export interface RollbackableDatabase {
  /** What createEmbeddedDataSource takes: PGlite itself, until inRollback runs. */
  database: EmbeddedDatabase;
  /** Runs the work in one transaction that is rolled back at the end, whatever happens. */
  inRollback(work: () => Promise<void>): Promise<void>;
}

export function rollbackable(db: () => PGlite): RollbackableDatabase {
  let rollingBack = false;
  const session: Session = { query: (sql, params) => db().query(sql, params) };
  // Outside inRollback the DataSource reads in one trip, as in the browser (embedded-one-trip.ts);
  // inside, through the savepoint below (one trip's implicit transaction would be the outer one's).
  const database: EmbeddedDatabase & Partial<OneTripDatabase> = {
    get execProtocol() {
      return rollingBack ? undefined : (message: Uint8Array) => db().execProtocol(message);
    },
    get _runExclusiveTransaction() {
      return rollingBack ? undefined : <T>(fn: () => Promise<T>) => db()._runExclusiveTransaction(fn);
    },
    query: (sql, params) => db().query(sql, params),
    async transaction(callback) {
      if (!rollingBack) return db().transaction(callback);
      await db().query('savepoint data_source');
      try {
        const result = await callback(session);
        await db().query('release savepoint data_source');
        return result;
      } catch (error) {
        await db().query('rollback to savepoint data_source');
        throw error;
      } finally {
        // The DataSource set its role for the transaction; a savepoint keeps it until the outer end.
        await db().query('reset role');
      }
    },
  };
  return {
    database,
    async inRollback(work) {
      await db().exec('begin');
      rollingBack = true;
      try {
        await work();
      } finally {
        rollingBack = false;
        await db().exec('rollback');
      }
    },
  };
}
