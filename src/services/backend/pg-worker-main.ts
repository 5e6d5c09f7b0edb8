/**
 * The embedded Postgres, in a Web Worker shared by every tab (loaded by pg.worker.ts, which has
 * already started fetching and compiling PGlite's WebAssembly and file-system bundle) (PGliteWorker elects one leader; the
 * others talk to it). The leader opens the IndexedDB database (memory when IndexedDB cannot be
 * used: embedded-open.ts), applies the SQL files not yet applied (compatibility schema, migrations,
 * seeds) and records how that went, and where the data lives, in fpw_meta.start_outcome, which each
 * tab reads first: a failed migration must reach the screen, and PGliteWorker would otherwise wait
 * forever for a leader whose start-up threw. Each step is announced on a BroadcastChannel so a
 * waiting tab can tell a slow start from a dead one (start-watchdog.ts).
 * On a first visit a production build starts from the prepared snapshot (build/embedded-snapshot.ts)
 * instead of running initdb and every SQL file here. A restore's file is checked and written by
 * this worker too, in a database of its own (embedded-backup-worker.ts).
 */
import { PGlite, type Extension } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { answerBackupRequests } from './embedded-backup-worker';
import { checkpointAfterWrites } from './embedded-checkpoint';
import { earlyDataDirOf, startEarly } from './embedded-early-start';
import {
  EMBEDDED_DATA_DIR,
  EMBEDDED_INITDB_PARAMS,
  EMBEDDED_START_PARAMS,
  indexedDbNameOf,
} from './embedded-data-dir';
import { makeFlushDurable, openWithFallback } from './embedded-open';
import { announceEmbedded } from './embedded-start-progress';
import {
  applyScripts,
  readScriptSet,
  recordScriptSet,
  recordStartOutcome,
  ScriptFailedError,
} from './migrate';
import { scriptSetDigest, type SqlScript } from './sql-scripts';
import { encodePostgresError } from './postgres-errors';
import { TabActivity, warmUpWhenQuiet } from './embedded-warm-up';
import type { PgliteArtifacts } from './pglite-artifacts';

/** The tabs count as quiet once none has asked anything for this long: then the warm-up runs. */
const QUIET_MS = 300;
const tabs = new TabActivity(QUIET_MS);

/** Set by the embedded-snapshot Vite plugin in production builds. */
declare const __FPW_EMBEDDED_SNAPSHOT__: string | undefined;
declare const __FPW_SCRIPT_SET__: string | undefined;

async function open(artifacts: PgliteArtifacts, dataDir: string, snapshot?: Blob): Promise<PGlite> {
  const [pgliteWasmModule, fsBundle] = await Promise.all([artifacts.wasmModule, artifacts.fsBundle]);
  return PGlite.create({
    // Fetched and compiled while this module loaded (pg.worker.ts); PGlite fetches them itself when
    // that failed.
    ...(pgliteWasmModule === undefined ? {} : { pgliteWasmModule }),
    ...(fsBundle === undefined ? {} : { fsBundle }),
    dataDir,
    // Without it every protocol message waits for IndexedDB: the main cause of slow queries
    // through the worker in the prototype (STACK.md). Writes are made durable before the page
    // confirms them: the tab's DataSource calls syncToFs() after each write (makeFlushDurable).
    relaxedDurability: true,
    extensions: { pgcrypto, compileOnFirstUse },
    // Used when there is no snapshot to load (a development server): the snapshot has them already.
    initDbStartParams: [...EMBEDDED_INITDB_PARAMS],
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_START_PARAMS],
    ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
  });
}

/**
 * pgcrypto's 3 MB of WebAssembly compiled when a statement first calls it (a password check at
 * sign-in), not at every open: Emscripten compiles each extension library while the database starts
 * unless the module says noWasmDecoding, and a new tab never needs it (A/B in Chromium: the open
 * 759 -> 677 ms; the first password check 60 -> 150 ms).
 */
const compileOnFirstUse: Extension = {
  name: 'compile extension libraries on first use',
  setup: (_pg, emscriptenOpts: Record<string, unknown>) => {
    emscriptenOpts['noWasmDecoding'] = true;
    return Promise.resolve({ emscriptenOpts });
  },
};

/** True when IndexedDB holds no database yet; throws when IndexedDB cannot be asked. */
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

// The SQL files are a chunk of their own (178 KB gzip), fetched only when the database has not had
// this build's set of them applied (a new build, a development server, a restored older backup): a
// database from the build's snapshot, and every start after, needs neither the files nor their check.
let scripts: Promise<SqlScript[]> | null = null;
function loadScripts(): Promise<SqlScript[]> {
  scripts ??= import('./sql-scripts.bundled').then((module) => module.bundledScripts());
  return scripts;
}
const buildScriptSet = typeof __FPW_SCRIPT_SET__ === 'string' ? __FPW_SCRIPT_SET__ : null;

/**
 * Serves the tabs: answers restore requests, and opens the database for the leader's `init` (at once
 * when index.html started this worker early: embedded-early-start.ts).
 */
export function serveDatabase(artifacts: PgliteArtifacts): void {
  // A restore's file is checked and written here, in a PGlite of its own (embedded-backup-worker.ts).
  answerBackupRequests({
    knownScripts: async () => new Set((await loadScripts()).map((script) => script.path)),
    openFrom: async (dataDir, tar) => {
      const pgliteWasmModule = await artifacts.wasmModule;
      return PGlite.create({
        dataDir,
        extensions: { pgcrypto },
        loadDataDir: tar,
        ...(pgliteWasmModule === undefined ? {} : { pgliteWasmModule }),
      });
    },
  });

  const serve = () =>
    void worker({
      async init(options) {
        const dataDir = options.dataDir ?? EMBEDDED_DATA_DIR;
        const { db, storage } = await openWithFallback(dataDir, {
          isFirstVisit: () => isFirstVisit(dataDir),
          fetchSnapshot,
          open: (dir, snapshot) => open(artifacts, dir, snapshot),
          warn: (message, error) => console.warn(message, error),
        });
        announceEmbedded({ type: 'progress', step: `opened (${storage})` });
        try {
          if (buildScriptSet === null || (await readScriptSet(db)) !== buildScriptSet) {
            const loaded = await loadScripts();
            announceEmbedded({ type: 'progress', step: 'SQL files loaded' });
            const report = await applyScripts(db, loaded, (path) =>
              announceEmbedded({ type: 'progress', step: path }),
            );
            if (report.changedSinceApplied.length > 0) {
              console.warn('Edited after being applied (not re-run):', report.changedSinceApplied.join(', '));
            } else {
              await recordScriptSet(db, scriptSetDigest(loaded));
            }
          }
          announceEmbedded({ type: 'progress', step: 'SQL files checked' });
          await recordStartOutcome(db, { ok: true, storage });
        } catch (error) {
          console.error(error);
          await recordStartOutcome(db, {
            ok: false,
            failedPath: error instanceof ScriptFailedError ? error.path : null,
            message: error instanceof Error ? error.message : String(error),
            storage,
          });
        }
        announceEmbedded({ type: 'progress', step: 'ready' });
        makeFlushDurable(db);
        // A tab's query: counted as the tabs' activity, which the warm-up gives way to
        // (embedded-warm-up.ts); PGliteWorker forwards only an error's message to the tab, so SQLSTATE
        // and constraint go in it.
        const asTabQuery = <T>(run: () => Promise<T>): Promise<T> =>
          tabs.track(async () => {
            try {
              return await run();
            } catch (error) {
              throw encodePostgresError(error);
            }
          });
        const execProtocolStream = db.execProtocolStream.bind(db);
        db.execProtocolStream = (...args: Parameters<PGlite['execProtocolStream']>) =>
          asTabQuery(() => execProtocolStream(...args));
        // The DataSource's one-trip reads (embedded-one-trip.ts) come through execProtocol. They only
        // read: nothing to sync to storage after them (a sync walks the whole data directory).
        const execProtocol = db.execProtocol.bind(db);
        db.execProtocol = (message: Uint8Array, options?: Parameters<PGlite['execProtocol']>[1]) =>
          asTabQuery(() => execProtocol(message, { ...options, syncToFs: false }));
        // The worker's own statements (warm-up, checkpoint): not counted as the tabs' activity.
        const own = {
          execProtocol,
          _runExclusiveTransaction: db._runExclusiveTransaction.bind(db),
        };
        const pause = () => new Promise<void>((resolve) => setTimeout(resolve, QUIET_MS / 3));
        // A tab calls syncToFs after each write (makeFlushDurable): checkpoint once the tabs are quiet,
        // and once after the open (embedded-checkpoint.ts).
        const persist = db.syncToFs.bind(db);
        const checkpoints = checkpointAfterWrites(own, tabs, { persist, pause, stopped: () => db.closed });
        db.syncToFs = async () => {
          await persist();
          checkpoints.written();
        };
        checkpoints.written();
        setTimeout(() => {
          warmUpWhenQuiet(own, tabs, { pause, stopped: () => db.closed }).catch((error: unknown) =>
            console.warn('The warm-up stopped:', error),
          );
        }, 0);
        return db;
      },
    });

  // Started by index.html before the tab asked (embedded-early-start.ts): open the database now.
  const earlyDataDir = earlyDataDirOf(self.name);
  if (earlyDataDir === null) serve();
  else startEarly(self, earlyDataDir, serve);
}
