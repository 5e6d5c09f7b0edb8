/**
 * The tab's side of the embedded Postgres: starts the shared worker (pg.worker.ts) on first use,
 * never before, and hands out the PGliteWorker once the database is migrated and seeded.
 * Loaded through a dynamic import only, so PGlite stays off the first screen.
 */
import type { PGliteWorker } from '@electric-sql/pglite/worker';
import { reportEmbeddedStartFailure } from '../embedded-start-failure';
import { EMBEDDED_DATA_DIR } from './embedded-data-dir';
import { applyScripts, readStartOutcome, type StartOutcome } from './migrate';

/** A real start (initdb, migrations, seed) takes seconds on a slow machine; a hang must end. */
const START_TIMEOUT_MS = 120_000;

export class EmbeddedStartError extends Error {
  /** The SQL file that failed, when a migration or seed was the cause. */
  readonly failedPath: string | null;

  constructor(message: string, failedPath: string | null = null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EmbeddedStartError';
    this.failedPath = failedPath;
  }
}

/** What the app uses of the embedded database: PGliteWorker in the browser, PGlite in node tests. */
export type EmbeddedPostgres = Pick<PGliteWorker, 'query' | 'exec' | 'transaction' | 'close'>;

let starting: Promise<EmbeddedPostgres> | null = null;

async function start(): Promise<PGliteWorker> {
  const { PGliteWorker } = await import('@electric-sql/pglite/worker');
  const worker = new Worker(new URL('./pg.worker.ts', import.meta.url), {
    type: 'module',
    name: 'fpw-postgres',
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new EmbeddedStartError('The embedded database did not start in time.')),
      START_TIMEOUT_MS,
    );
  });
  const workerFailed = new Promise<never>((_resolve, reject) => {
    worker.addEventListener('error', (event) =>
      reject(new EmbeddedStartError(`The embedded database worker failed: ${event.message || 'no message'}`)),
    );
  });
  try {
    const db = await Promise.race([
      PGliteWorker.create(worker, { dataDir: EMBEDDED_DATA_DIR }),
      timeout,
      workerFailed,
    ]);
    // The first query is where PGlite really starts (wasm, initdb, migrations): time this, not create.
    let outcome: StartOutcome | null;
    try {
      outcome = await Promise.race([readStartOutcome(db), timeout, workerFailed]);
    } catch (error) {
      if (error instanceof EmbeddedStartError) throw error;
      outcome = {
        ok: false,
        failedPath: null,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    if (outcome === null || !outcome.ok) {
      await db.close();
      if (outcome !== null && outcome.failedPath !== null) {
        reportEmbeddedStartFailure({ failedPath: outcome.failedPath, message: outcome.message });
      }
      throw new EmbeddedStartError(
        outcome === null ? 'The embedded database did not record its start.' : outcome.message,
        outcome === null ? null : outcome.failedPath,
      );
    }
    return db;
  } catch (error) {
    worker.terminate();
    throw error instanceof EmbeddedStartError
      ? error
      : new EmbeddedStartError(error instanceof Error ? error.message : String(error), null, {
          cause: error,
        });
  } finally {
    clearTimeout(timer);
  }
}

/** The started embedded database; every caller shares one start. A failed start may be retried. */
export function embeddedDatabase(): Promise<EmbeddedPostgres> {
  if (starting === null) {
    starting = start();
    starting.catch(() => {
      starting = null;
    });
  }
  return starting;
}

/** Node tests: use this database (PGlite in memory) instead of starting the worker; null to undo. */
export function provideEmbeddedDatabaseForTests(db: EmbeddedPostgres | null): void {
  starting = db === null ? null : Promise.resolve(db);
}

/**
 * Puts the demo data back: drops everything the SQL files built and applies them again, in the
 * shared database, so every tab sees the reset. Sign-ins keep their ids (they derive from emails).
 */
export async function resetEmbeddedDatabase(): Promise<void> {
  const db = await embeddedDatabase();
  const { bundledScripts } = await import('./sql-scripts.bundled');
  await db.exec(`
    drop schema if exists fpw_meta cascade;
    drop schema if exists public cascade;
    drop schema if exists auth cascade;
    drop schema if exists extensions cascade;
    create schema public;
    grant usage on schema public to public;
  `);
  await applyScripts(db, bundledScripts());
}
