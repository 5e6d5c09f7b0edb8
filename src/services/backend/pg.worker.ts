/**
 * The embedded Postgres, in a Web Worker shared by every tab (PGliteWorker elects one leader; the
 * others talk to it). The leader opens the IndexedDB database, applies the SQL files not yet
 * applied (compatibility schema, migrations, seeds) and records how that went in
 * fpw_meta.start_outcome, which each tab reads first: a failed migration must reach the screen, and
 * PGliteWorker would otherwise wait forever for a leader whose start-up threw.
 * On a first visit a production build starts from the prepared snapshot (build/embedded-snapshot.ts)
 * instead of running initdb and every SQL file here.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { EMBEDDED_DATA_DIR, indexedDbNameOf } from './embedded-data-dir';
import { applyScripts, recordStartOutcome, ScriptFailedError } from './migrate';
import { encodePostgresError } from './postgres-errors';
import { bundledScripts } from './sql-scripts.bundled';

/** Set by the embedded-snapshot Vite plugin in production builds. */
declare const __FPW_EMBEDDED_SNAPSHOT__: string | undefined;

function open(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    // Without it every protocol message waits for IndexedDB: the main cause of slow queries
    // through the worker in the prototype (STACK.md). A tab closed mid-write may lose that write.
    relaxedDurability: true,
    extensions: { pgcrypto },
    ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
  });
}

/** True when IndexedDB holds no database yet. */
async function isFirstVisit(dataDir: string): Promise<boolean> {
  const name = indexedDbNameOf(dataDir);
  if (name === null || typeof indexedDB.databases !== 'function') return false;
  const existing = await indexedDB.databases();
  return !existing.some((database) => database.name === name);
}

async function fetchSnapshot(): Promise<Blob | undefined> {
  if (typeof __FPW_EMBEDDED_SNAPSHOT__ !== 'string') return undefined;
  try {
    const response = await fetch(
      new URL(`${import.meta.env.BASE_URL}${__FPW_EMBEDDED_SNAPSHOT__}`, self.location.origin),
    );
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

async function openDatabase(dataDir: string): Promise<PGlite> {
  const snapshot = (await isFirstVisit(dataDir)) ? await fetchSnapshot() : undefined;
  if (snapshot !== undefined) {
    try {
      return await open(dataDir, snapshot);
    } catch (error) {
      console.warn('The prepared database could not be loaded; building it here instead.', error);
    }
  }
  try {
    return await open(dataDir);
  } catch (error) {
    // No IndexedDB (a private window of some browsers): a database for this visit beats none.
    console.warn('The embedded database cannot be stored; it will last for this visit only.', error);
    return open('memory://');
  }
}

void worker({
  async init(options) {
    const db = await openDatabase(options.dataDir ?? EMBEDDED_DATA_DIR);
    try {
      const report = await applyScripts(db, bundledScripts());
      if (report.changedSinceApplied.length > 0) {
        console.warn('Edited after being applied (not re-run):', report.changedSinceApplied.join(', '));
      }
      await recordStartOutcome(db, { ok: true });
    } catch (error) {
      console.error(error);
      await recordStartOutcome(db, {
        ok: false,
        failedPath: error instanceof ScriptFailedError ? error.path : null,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    // PGliteWorker forwards only an error's message to the tab: keep SQLSTATE and constraint in it.
    const execProtocolStream = db.execProtocolStream.bind(db);
    db.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
      try {
        return await execProtocolStream(...args);
      } catch (error) {
        throw encodePostgresError(error);
      }
    };
    return db;
  },
});
