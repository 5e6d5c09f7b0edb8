/**
 * A migration or seed file of the embedded database that failed to apply, reported to the whole app so
 * it can stop on one clear screen instead of failing query by query. Kept apart from the backend code
 * (which loads lazily) so the root can watch it at no cost. Each SQL file runs in its own transaction
 * (backend/migrate.ts): a failure leaves the database as it was before that file.
 */
import { EMBEDDED_DATA_DIR, indexedDbNameOf } from './backend/embedded-data-dir';

export interface EmbeddedStartFailure {
  /** The SQL file that failed, e.g. supabase/migrations/20261121001000_crm.sql. */
  readonly failedPath: string;
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

/** Deletes the stored embedded database, so the next start builds it afresh from the SQL files. */
export function deleteStoredEmbeddedDatabase(): Promise<void> {
  const name = indexedDbNameOf(EMBEDDED_DATA_DIR);
  if (name === null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('The stored database could not be deleted.'));
    // Another tab still holds it open: it goes once that tab closes.
    request.onblocked = () => resolve();
  });
}
