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
