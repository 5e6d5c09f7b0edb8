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
