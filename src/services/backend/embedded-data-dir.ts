/**
 * Where the embedded database is kept. Small and import-free: the worker, the tab's starter and the
 * root's failure screen (which must not load the backend) all name it from here.
 */

/** PGlite keeps `idb://NAME` in the IndexedDB database `/pglite/NAME`. */
export const EMBEDDED_DATA_DIR = 'idb://fpw';

/** The IndexedDB database behind an `idb://` data directory; null for any other kind. */
export function indexedDbNameOf(dataDir: string): string | null {
  return dataDir.startsWith('idb://') ? `/pglite/${dataDir.slice('idb://'.length)}` : null;
}

/**
 * What initdb is given for the embedded database (the build's snapshot and a database made in the
 * browser): write-ahead log segments of 1 MB instead of 16. PGlite keeps the data directory in
 * IndexedDB file by file, so every flush after a write stores the current segment whole, and every
 * warm start reads the data directory back: 16 MB of mostly empty log was a third of it (54 -> 39 MB).
 */
export const EMBEDDED_INITDB_PARAMS: readonly string[] = ['--wal-segsize=1'];

/**
 * What the embedded Postgres starts with, beside PGlite's own start parameters: 16 MB of shared
 * buffers instead of 128. The whole demo database is some 20 MB and PGlite allocates and sets up every
 * buffer at each start: a new tab's open took ~80 ms less in Chromium (a bare page opening the same
 * IndexedDB data directory, five opens each: median 906 -> 820 ms). A table larger than the buffers is
 * read through them as in any Postgres (embedded-start-params.node.test.ts).
 */
export const EMBEDDED_START_PARAMS: readonly string[] = ['-c', 'shared_buffers=16MB'];

/**
 * Which data directory is the database: `idb://fpw` until a backup is restored, then the one the
 * restore wrote. Kept in localStorage (one per origin, so every tab reads the same; a worker has none,
 * and the tab hands the worker its data directory). The switch is one write, after the new data
 * directory is complete: a restore that fails before it leaves the database as it was.
 */
export const DATA_DIR_KEY = 'fpw.embedded-data-dir';
/** The data directory a restore replaced, deleted at a later start if it could not be at once. */
const RETIRED_KEY = 'fpw.embedded-data-dir.retired';
export const OWN_DATA_DIR = /^idb:\/\/fpw(-[a-z0-9]+)?$/;

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function currentEmbeddedDataDir(store: Storage | null = localStore()): string {
  const chosen = store?.getItem(DATA_DIR_KEY) ?? null;
  return chosen !== null && OWN_DATA_DIR.test(chosen) ? chosen : EMBEDDED_DATA_DIR;
}

/** A data directory no database uses yet, for a restore to write. */
export function freshEmbeddedDataDir(now: number = Date.now()): string {
  return `${EMBEDDED_DATA_DIR}-r${now.toString(36)}`;
}

/** Makes `next` the database from the next start on; the one it replaces is remembered for deletion. */
export function switchEmbeddedDataDir(next: string, store: Storage | null = localStore()): void {
  if (store === null)
    throw new Error('This browser keeps no settings for this site: a restore cannot be kept.');
  const previous = currentEmbeddedDataDir(store);
  store.setItem(RETIRED_KEY, previous);
  store.setItem(DATA_DIR_KEY, next);
}

export function retiredEmbeddedDataDir(store: Storage | null = localStore()): string | null {
  const retired = store?.getItem(RETIRED_KEY) ?? null;
  return retired !== null && OWN_DATA_DIR.test(retired) && retired !== currentEmbeddedDataDir(store)
    ? retired
    : null;
}

export function forgetRetiredEmbeddedDataDir(store: Storage | null = localStore()): void {
  store?.removeItem(RETIRED_KEY);
}

/**
 * Deletes a data directory's IndexedDB database. 'blocked' when a tab still holds it open (it goes
 * once that tab closes or reloads; the browser keeps the request).
 */
export function deleteStoredDataDir(dataDir: string): Promise<'deleted' | 'blocked'> {
  const name = indexedDbNameOf(dataDir);
  if (name === null || typeof indexedDB === 'undefined') return Promise.resolve('deleted');
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve('deleted');
    request.onerror = () => reject(request.error ?? new Error('The stored database could not be deleted.'));
    request.onblocked = () => resolve('blocked');
  });
}
