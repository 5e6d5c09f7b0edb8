/**
 * The embedded database's start as the whole app sees it, kept apart from the backend code (which
 * loads lazily) so the root and the main layout can watch it at no cost:
 *   - a start that failed (a migration or seed file that did not apply, or a worker that could not
 *     start at all), so the app stops on one clear screen instead of failing query by query. Each
 *     SQL file runs in its own transaction (backend/migrate.ts): a failure leaves the database as it
 *     was before that file;
 *   - where the data lives: in memory (no usable IndexedDB, e.g. some private windows) the main
 *     layout says that changes vanish when the tab is closed or reloaded.
 */
import { currentEmbeddedDataDir, deleteStoredDataDir } from '../backend/embedded-data-dir';

export interface EmbeddedStartFailure {
  /** The SQL file that failed, e.g. supabase/migrations/20261121001000_crm.sql; null when the database did not start at all. */
  readonly failedPath: string | null;
  readonly message: string;
}

let current: EmbeddedStartFailure | null = null;
const listeners = new Set<() => void>();

export function reportEmbeddedStartFailure(failure: EmbeddedStartFailure | null): void {
  current = failure;
  for (const listener of listeners) listener();
}

export function embeddedStartFailure(): EmbeddedStartFailure | null {
  return current;
}

export function subscribeToEmbeddedStartFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type EmbeddedStorage = 'indexeddb' | 'memory';

let storage: EmbeddedStorage | null = null;
const storageListeners = new Set<() => void>();

/** Where the started embedded database keeps its data; null until it has started (or on Supabase). */
export function reportEmbeddedStorage(mode: EmbeddedStorage | null): void {
  storage = mode;
  for (const listener of storageListeners) listener();
}

export function embeddedStorage(): EmbeddedStorage | null {
  return storage;
}

export function subscribeToEmbeddedStorage(listener: () => void): () => void {
  storageListeners.add(listener);
  return () => storageListeners.delete(listener);
}

/** Deletes the stored embedded database, so the next start builds it afresh from the SQL files. */
export async function deleteStoredEmbeddedDatabase(): Promise<void> {
  // Another tab still holding it open ('blocked'): it goes once that tab closes.
  await deleteStoredDataDir(currentEmbeddedDataDir());
}
