/**
 * The last known rows of each page, kept per signed-in person so a reload shows them while the
 * database starts (the embedded backend needs a second or two before its first answer). What is
 * restored is marked stale at once, so every page on screen asks again and the live answer replaces
 * it. Another person's cache is never read: the entry is keyed and checked by e-mail, the in-memory
 * cache is emptied whenever the signed-in person changes, and sign-out deletes the stored entry.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** Where entries live: IndexedDB in the browser, a Map in tests. */
export interface CacheStore {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface PersistOptions {
  /** Changes with every build: rows cached by another version of the app are not trusted. */
  buster: string;
  /** Older entries are dropped rather than shown. */
  maxAgeMs?: number;
  /** Writes are gathered for this long after a change. */
  throttleMs?: number;
  now?: () => number;
}

interface StoredCache {
  buster: string;
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function cacheKeyOf(email: string): string {
  return `queries:${email.trim().toLowerCase()}`;
}

/** A stored entry is used only if it has the expected shape, owner and version, and is recent. */
export function readableCache(
  value: unknown,
  owner: string,
  buster: string,
  now: number,
  maxAgeMs: number,
): DehydratedState | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Partial<StoredCache>;
  if (entry.owner !== owner.trim().toLowerCase() || entry.buster !== buster) return null;
  if (typeof entry.savedAt !== 'number' || now - entry.savedAt > maxAgeMs || entry.savedAt > now + 60_000) {
    return null;
  }
  const state = entry.state as Partial<DehydratedState> | undefined;
  if (!state || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return null;
  return { queries: state.queries, mutations: [] };
}

let cacheOwner: string | null = null;

/**
 * Empties the in-memory cache when the signed-in person is not the one it was filled for. Called
 * while the main layout renders, before any page reads the cache: idempotent and cheap.
 */
export function ensureCacheOwner(client: QueryClient, email: string | null): void {
  const owner = email?.trim().toLowerCase() ?? null;
  if (owner === cacheOwner) return;
  client.clear();
  cacheOwner = owner;
}

/**
 * Restores the person's cached queries into the client, then keeps the store up to date with every
 * successful answer. Returns a stop function (on sign-out or a change of person).
 */
export function persistQueries(
  client: QueryClient,
  email: string,
  store: CacheStore,
  options: PersistOptions,
): () => void {
  const owner = email.trim().toLowerCase();
  const key = cacheKeyOf(owner);
  const maxAgeMs = options.maxAgeMs ?? DAY_MS;
  const throttleMs = options.throttleMs ?? 1000;
  const now = options.now ?? Date.now;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const save = () => {
    timer = null;
    if (stopped) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.['persist'] !== false,
    });
    const entry: StoredCache = { buster: options.buster, owner, savedAt: now(), state };
    store.write(key, entry).catch(() => {
      // A full or unavailable store only costs the next reload its head start.
    });
  };

  const restore = store.read(key).then(
    (value) => {
      if (stopped) return;
      const state = readableCache(value, owner, options.buster, now(), maxAgeMs);
      if (!state) return;
      // hydrate() keeps whatever is newer in the cache, so a live answer that came first stays.
      hydrate(client, state);
      const restored = new Set(state.queries.map((query) => query.queryHash));
      void client.invalidateQueries({
        predicate: (query) => restored.has(query.queryHash) && query.state.fetchStatus === 'idle',
      });
    },
    () => undefined,
  );

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer === null) timer = setTimeout(save, throttleMs);
  });

  // A reload or a closed tab inside the throttle window still leaves the latest rows behind.
  const saveNow = () => {
    if (timer === null) return;
    clearTimeout(timer);
    save();
  };
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('pagehide', saveNow);

  void restore;
  return () => {
    stopped = true;
    unsubscribe();
    target?.removeEventListener('pagehide', saveNow);
    if (timer !== null) clearTimeout(timer);
  };
}

const DATABASE = 'fpw-query-cache';
const STORE = 'entries';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        };
      }),
  );
}

/** The browser's store: one IndexedDB database, an entry per person. */
export const indexedDbCacheStore: CacheStore = {
  read: (key) => run('readonly', (store) => store.get(key)),
  write: (key, value) => run('readwrite', (store) => store.put(value, key)).then(() => undefined),
  remove: (key) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
};

/** Sign-out: the person's cached rows leave this browser. */
export function forgetCachedQueries(email: string, store: CacheStore = indexedDbCacheStore): Promise<void> {
  return store.remove(cacheKeyOf(email)).catch(() => undefined);
}

/** A restored backup: every person's cached rows are of the database that was replaced. */
export function forgetAllCachedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return run('readwrite', (store) => store.clear())
    .then(() => undefined)
    .catch(() => undefined);
}
