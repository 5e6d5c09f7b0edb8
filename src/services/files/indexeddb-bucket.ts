/**
 * The embedded file store's bytes in IndexedDB: a database of their own ('fpw-files', kept apart
 * from PGlite's), one object store keyed by path holding { blob, contentType, size }.
 */
import { FileStoreError } from './file-store';
import type { ByteBucket, StoredBytes } from './embedded-file-store';

export const FILES_DATABASE = 'fpw-files';
const STORE = 'files';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(FILES_DATABASE, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  return promised(request);
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function unavailable(error: unknown): FileStoreError {
  const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
  return new FileStoreError(
    'unavailable',
    quota
      ? 'This browser has no room left for the file; free some space or remove old files.'
      : `The browser's file storage failed: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}

export function indexedDbBucket(factory: IDBFactory = indexedDB): ByteBucket {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => {
    database ??= openDatabase(factory).catch((error: unknown) => {
      database = null;
      throw unavailable(error);
    });
    return database;
  };

  return {
    async put(path: string, value: StoredBytes): Promise<void> {
      try {
        const transaction = (await db()).transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).put(value, path);
        await done(transaction);
      } catch (error) {
        throw error instanceof FileStoreError ? error : unavailable(error);
      }
    },
    async get(path: string): Promise<StoredBytes | undefined> {
      const transaction = (await db()).transaction(STORE, 'readonly');
      const value = (await promised(transaction.objectStore(STORE).get(path))) as StoredBytes | undefined;
      return value;
    },
    async delete(path: string): Promise<void> {
      const transaction = (await db()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete(path);
      await done(transaction);
    },
  };
}
