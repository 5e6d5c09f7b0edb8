/**
 * The worker's decisions about opening the embedded database, kept apart from pg-worker-main.ts so they
 * can be tested without a browser:
 *   - where it lives: IndexedDB when it can be opened, else memory (some private windows have no
 *     IndexedDB, or one that throws); the storage mode is reported so the page can say that
 *     changes vanish on reload;
 *   - durability: every query syncs to IndexedDB relaxed (not awaited, or queries crawl), but
 *     syncToFs(), which the tab calls before confirming a write, waits until IndexedDB has it.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { StorageMode } from './migrate.ts';

export type { StorageMode };

export const MEMORY_DATA_DIR = 'memory://';

export interface OpenSteps<Db> {
  /** True when IndexedDB holds no database yet; may throw when IndexedDB is unavailable. */
  isFirstVisit(): Promise<boolean>;
  /** The prepared database of a production build, if any. */
  fetchSnapshot(): Promise<Blob | undefined>;
  open(dataDir: string, snapshot?: Blob): Promise<Db>;
  warn(message: string, error: unknown): void;
}

async function openInMemory<Db>(steps: OpenSteps<Db>): Promise<Db> {
  const snapshot = await steps.fetchSnapshot().catch(() => undefined);
  if (snapshot !== undefined) {
    try {
      return await steps.open(MEMORY_DATA_DIR, snapshot);
    } catch (error) {
      steps.warn('The prepared database could not be loaded into memory; building it here.', error);
    }
  }
  return steps.open(MEMORY_DATA_DIR);
}

/**
 * Opens the database at dataDir, from the snapshot on a first visit; falls back to memory when
 * IndexedDB cannot be used at all. Never throws for a storage reason: only a database that cannot
 * start even in memory is an error.
 */
export async function openWithFallback<Db>(
  dataDir: string,
  steps: OpenSteps<Db>,
): Promise<{ db: Db; storage: StorageMode }> {
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return { db: await openInMemory(steps), storage: 'memory' };
  let firstVisit = false;
  try {
    firstVisit = await steps.isFirstVisit();
  } catch (error) {
    // Asking IndexedDB failed; opening it will tell whether it is usable at all.
    steps.warn('IndexedDB could not be asked for its databases.', error);
  }
  const snapshot = firstVisit ? await steps.fetchSnapshot().catch(() => undefined) : undefined;
  if (snapshot !== undefined) {
    try {
      return { db: await steps.open(dataDir, snapshot), storage: 'indexeddb' };
    } catch (error) {
      steps.warn('The prepared database could not be loaded; building it here instead.', error);
    }
  }
  try {
    return { db: await steps.open(dataDir), storage: 'indexeddb' };
  } catch (error) {
    steps.warn('The embedded database cannot be stored; it lasts for this visit only.', error);
    return { db: await openInMemory(steps), storage: 'memory' };
  }
}

/** What makeFlushDurable needs of PGlite (tests hand in a fake). */
export type FlushableDatabase = Pick<PGlite, 'execProtocolRaw' | 'execProtocolRawStream' | 'syncToFs'> & {
  fs?: { syncToFs(relaxedDurability?: boolean): Promise<void> } | undefined;
};

/**
 * With relaxedDurability, PGlite starts a sync to IndexedDB after each query and does not wait for
 * it, so a commit can be answered before it is stored. This keeps that for every query (fast), and
 * turns syncToFs() (which the tab's DataSource calls after a write, before the page confirms it)
 * into a sync that resolves only once IndexedDB has the data. Every sync runs in one queue, one at
 * a time (two IndexedDB syncs at once would each write, and Emscripten complains about it).
 */
export const RELAXED_SYNC_DELAY_MS = 250;

export function makeFlushDurable(db: FlushableDatabase, warn: (error: unknown) => void = console.warn): void {
  const fs = db.fs;
  let queue: Promise<void> = Promise.resolve();
  let relaxedWaiting = false;
  const enqueue = (): Promise<void> => {
    const run = queue.then(() => fs?.syncToFs(false));
    queue = run.catch(() => undefined);
    return run;
  };
  // After a query: one sync at most, RELAXED_SYNC_DELAY_MS after the first query of a burst, not awaited
  // (as relaxedDurability does, but a page's burst of reads pays for one sync, not one each: a sync
  // walks every file of the data directory and every key of its IndexedDB store, ~80 ms of the
  // worker's time on the demo data, during which the next query waits).
  const relaxedSync = () => {
    if (relaxedWaiting || fs === undefined) return;
    relaxedWaiting = true;
    setTimeout(() => {
      queue = queue
        .then(() => {
          relaxedWaiting = false;
          return fs.syncToFs(false);
        })
        .catch(warn);
    }, RELAXED_SYNC_DELAY_MS);
  };
  const raw = db.execProtocolRaw.bind(db);
  db.execProtocolRaw = async (message, options = {}) => {
    const data = await raw(message, { ...options, syncToFs: false });
    if (options.syncToFs !== false) relaxedSync();
    return data;
  };
  const rawStream = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = async (message, options) => {
    await rawStream(message, { ...options, syncToFs: false });
    if (options.syncToFs !== false) relaxedSync();
  };
  // IdbFs.syncToFs resolves when IndexedDB's transaction completes; memory has nothing to do.
  db.syncToFs = enqueue;
}
