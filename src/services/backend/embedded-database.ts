/**
 * The tab's side of the embedded Postgres: starts the shared worker (pg.worker.ts) on first use,
 * never before, and hands out the PGliteWorker once the database is migrated and seeded.
 * Loaded through a dynamic import only, so PGlite stays off the first screen.
 */
import type { PGliteWorker } from '@electric-sql/pglite/worker';
import { reportEmbeddedStartFailure, reportEmbeddedStorage } from '../kit/embedded-start-failure';
import {
  currentEmbeddedDataDir,
  deleteStoredDataDir,
  forgetRetiredEmbeddedDataDir,
  retiredEmbeddedDataDir,
} from './embedded-data-dir';
import { provideCatalogue } from './embedded-catalogue.ts';
import { EARLY_CONNECT, takeEarlyWorker } from './embedded-early-start';
import {
  BUILD_SCRIPT_SET,
  downloadShippedCatalogue,
  shippedCatalogue,
} from './embedded-shipped-catalogue.ts';
import { readInOneTrip, type OneTripDatabase } from './embedded-one-trip.ts';
import { announceEmbedded, listenToEmbedded } from './embedded-start-progress';
import {
  applyScripts,
  readScriptSet,
  readStartOutcome,
  recordStartOutcome,
  START_RECORD_SQL,
  startOutcomeOf,
  type SqlDatabase,
  type SqlSession,
  type StartOutcome,
} from './migrate';
import { startWatchdog } from './start-watchdog';

/**
 * A real start (initdb, migrations, seed) takes seconds on a slow machine, and the worker says so at
 * every step; a worker that says nothing for QUIET_MS cannot start at all, and the tab shows the
 * start-failure screen instead of waiting. TOTAL_MS bounds a start that moves but never ends.
 */
const QUIET_MS = 15_000;
const TOTAL_MS = 120_000;

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
export type EmbeddedPostgres = Pick<
  PGliteWorker,
  'query' | 'exec' | 'transaction' | 'close' | 'syncToFs' | 'dumpDataDir'
>;

let starting: Promise<EmbeddedPostgres> | null = null;
/** The started worker: a restore asks it to check and write the file (embedded-backup-client.ts). */
let startedWorker: Worker | null = null;

async function start(): Promise<PGliteWorker> {
  const watchdog = startWatchdog({ quietMs: QUIET_MS, totalMs: TOTAL_MS });
  const stopListening = listenToEmbedded((message) => {
    if (message.type === 'progress') watchdog.progress();
  });
  const timeout = watchdog.expired.catch((error: unknown) => {
    throw new EmbeddedStartError(error instanceof Error ? error.message : String(error));
  });
  let worker: Worker | null = null;
  // The schema comes with the build (embedded-shipped-catalogue.ts): fetched beside the worker's start.
  const catalogueDownload = downloadShippedCatalogue();
  try {
    const { EmbeddedWorkerClient } = await import('./embedded-worker-client');
    const dataDir = currentEmbeddedDataDir();
    const early = takeEarlyWorker(dataDir);
    const started =
      early ??
      new Worker(new URL('./pg.worker.ts', import.meta.url), {
        type: 'module',
        name: 'fpw-postgres',
      });
    worker = started;
    const workerFailed = new Promise<never>((_resolve, reject) => {
      started.addEventListener('error', (event) =>
        reject(
          new EmbeddedStartError(`The embedded database worker failed: ${event.message || 'no message'}`),
        ),
      );
    });
    workerFailed.catch(() => undefined);
    const db = await Promise.race([
      // A restore switches the data directory (embedded-data-dir.ts); PGliteWorker elects a leader per
      // data directory, so a tab still on the old one never serves a tab started on the new.
      connect(EmbeddedWorkerClient.open(started, { dataDir }), early),
      timeout,
      workerFailed,
    ]);
    // The first query is where PGlite really starts (wasm, initdb, migrations): time this, not create.
    let outcome: StartOutcome | null;
    let scriptSet: () => Promise<string | null> = () => readScriptSet(db);
    try {
      ({ outcome, scriptSet } = await Promise.race([readStartRecord(db), timeout, workerFailed]));
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
      throw new EmbeddedStartError(
        outcome === null ? 'The embedded database did not record its start.' : outcome.message,
        outcome === null ? null : outcome.failedPath,
      );
    }
    provideCatalogue(
      db,
      shippedCatalogue({
        databaseScriptSet: scriptSet,
        buildScriptSet: BUILD_SCRIPT_SET,
        download: catalogueDownload,
      }),
    );
    reportEmbeddedStorage(outcome.storage ?? 'indexeddb');
    startedWorker = started;
    afterStart();
    return db;
  } catch (error) {
    worker?.terminate();
    const failure =
      error instanceof EmbeddedStartError
        ? error
        : new EmbeddedStartError(error instanceof Error ? error.message : String(error), null, {
            cause: error,
          });
    // One clear screen (src/routes/embedded-start-failure-screen.tsx) instead of every page failing.
    reportEmbeddedStartFailure({ failedPath: failure.failedPath, message: failure.message });
    throw failure;
  } finally {
    watchdog.stop();
    stopListening();
  }
}

/**
 * The start's record and the database's set of SQL files, in one round trip (START_RECORD_SQL): through
 * PGliteWorker a query is about six messages, each answered on the tab's busy main thread. A database
 * that cannot answer it (a worker of an older build leads) is asked the way it was.
 */
export async function readStartRecord(
  db: OneTripDatabase & SqlSession,
): Promise<{ outcome: StartOutcome | null; scriptSet: () => Promise<string | null> }> {
  // The client is ready (EmbeddedWorkerClient.open waits for the leader: a one-trip read's message
  // sent before it would be lost).
  let row: Record<string, string | null> | null;
  try {
    row = await readInOneTrip(db, START_RECORD_SQL);
  } catch {
    return { outcome: await readStartOutcome(db), scriptSet: () => readScriptSet(db) };
  }
  const recorded = row?.['outcome'] ?? null;
  const digest = row?.['script_set'] ?? null;
  return {
    outcome: recorded === null ? null : startOutcomeOf(JSON.parse(recorded)),
    scriptSet: () => Promise.resolve(digest),
  };
}

/** An early worker keeps its news until the tab's PGliteWorker listens: it listens once created. */
function connect<T>(created: Promise<T>, early: Worker | null): Promise<T> {
  early?.postMessage({ type: EARLY_CONNECT });
  return created;
}

/**
 * Once started: every tab reloads when a backup is restored in any of them (the database it talks to
 * was replaced), and the data directory a restore replaced is deleted once no tab holds it.
 */
function afterStart(): void {
  listenToEmbedded((message) => {
    if (message.type === 'restored') window.location.reload();
  });
  const retired = retiredEmbeddedDataDir();
  if (retired === null) return;
  deleteStoredDataDir(retired)
    .then((outcome) => {
      if (outcome === 'deleted') forgetRetiredEmbeddedDataDir();
    })
    .catch((error: unknown) => console.warn('The replaced database could not be deleted yet.', error));
}

/** The worker of the started database, for the backup checks it runs apart from the database. */
export async function embeddedWorker(): Promise<Worker> {
  await embeddedDatabase();
  if (startedWorker === null) throw new Error('The embedded database runs without a worker here.');
  return startedWorker;
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

/** A sign-in as auth.users holds it, carried across a reset as JSON. */
type KeptSignIn = Record<string, unknown>;

/**
 * Puts the demo data back: drops everything the SQL files built and applies them again, in the
 * shared database, so every tab sees the reset. It is one transaction: another tab sees the old
 * data or the new, never a half-built schema, and a reset that fails leaves the data as it was.
 * The record of the start stays (a tab opened afterwards finds it), and sign-ins stay with their
 * passwords: the demo accounts keep their ids (they derive from emails), and a sign-in an
 * administrator made for someone added later is kept too, linked again if that person is added
 * back with the same email.
 */
export async function resetEmbeddedDatabase(): Promise<void> {
  const db = await embeddedDatabase();
  const { bundledScripts } = await import('./sql-scripts.bundled');
  await db.transaction(async (tx) => {
    const before = await readStartOutcome(tx).catch(() => null);
    const { rows } = await tx.query<{ users: KeptSignIn[] }>(
      `select coalesce(jsonb_agg(to_jsonb(u)), '[]'::jsonb) as users from auth.users u`,
    );
    const kept = rows[0]?.users ?? [];
    await tx.exec(`
      drop table if exists fpw_meta.applied_scripts;
      drop schema if exists public cascade;
      drop schema if exists auth cascade;
      drop schema if exists extensions cascade;
      create schema public;
      grant usage on schema public to public;
    `);
    // Each file's own transaction would nest: inside this one, every file shares it.
    const inThisTransaction: SqlDatabase = {
      exec: (sql) => tx.exec(sql),
      query: <Row>(sql: string, params?: unknown[]) => tx.query<Row>(sql, params),
      transaction: (work) => work(tx),
    };
    // A tab starting meanwhile waits for this transaction: the news keeps its watchdog patient.
    await applyScripts(inThisTransaction, bundledScripts(), (path) =>
      announceEmbedded({ type: 'progress', step: `reset: ${path}` }),
    );
    await restoreSignIns(tx, kept);
    await recordStartOutcome(tx, { ok: true, storage: before?.storage });
  });
  await db.syncToFs();
  announceEmbedded({ type: 'reset' });
}

/**
 * Puts the sign-ins of before the reset back: the demo accounts (re-created by the seed with the
 * same ids) get their passwords and state back; other sign-ins come back as they were. Inserting
 * fires the link trigger, so a staff member with the same email is linked to theirs again.
 */
async function restoreSignIns(tx: SqlSession, kept: readonly KeptSignIn[]): Promise<void> {
  if (kept.length === 0) return;
  const payload = JSON.stringify(kept);
  await tx.query(
    `update auth.users u
        set encrypted_password = k.encrypted_password, email_confirmed_at = k.email_confirmed_at,
            last_sign_in_at = k.last_sign_in_at, banned_until = k.banned_until,
            raw_app_meta_data = k.raw_app_meta_data, raw_user_meta_data = k.raw_user_meta_data,
            created_at = k.created_at, updated_at = k.updated_at
       from jsonb_populate_recordset(null::auth.users, $1::jsonb) k
      where u.id = k.id`,
    [payload],
  );
  await tx.query(
    `insert into auth.users
     select k.* from jsonb_populate_recordset(null::auth.users, $1::jsonb) k
      where not exists (select 1 from auth.users u where u.id = k.id or lower(u.email) = lower(k.email))`,
    [payload],
  );
}
