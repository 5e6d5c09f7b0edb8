/**
 * The stored login: localStorage key `userDetails`, a JSON object with at least a string `email`.
 * Anything else stored there (missing, not JSON, no string email) means "no stored email", never a crash.
 */

export const SESSION_STORAGE_KEY = 'userDetails';

/** What sign-in stores. Other keys found in storage are kept as they are (another app may have put them). */
export interface StoredUser {
  email: string;
  name?: string | undefined;
  designation?: string | undefined;
  staffId?: string | undefined;
  [other: string]: unknown;
}

const OPTIONAL_TEXT = ['name', 'designation', 'staffId'] as const;

/**
 * Checked by hand rather than with a schema library: this runs on the first screen, which has a weight
 * budget. A string email is required; the optional fields, when present, must be strings.
 */
function asStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record['email'] !== 'string') return null;
  for (const key of OPTIONAL_TEXT) {
    if (record[key] !== undefined && typeof record[key] !== 'string') return null;
  }
  return { ...record, email: record['email'] };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredUser(store: Storage | null = storage()): StoredUser | null {
  const raw = store?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return asStoredUser(parsed);
}

/** The stored email exactly as stored, or null when there is none (the guard compares it as is). */
export function readStoredEmail(store: Storage | null = storage()): string | null {
  return readStoredUser(store)?.email ?? null;
}

export function writeStoredUser(user: StoredUser, store: Storage | null = storage()): StoredUser {
  const normalised = { ...user, email: normaliseEmail(user.email) };
  store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(normalised));
  notify();
  return normalised;
}

export function clearStoredUser(store: Storage | null = storage()): void {
  store?.removeItem(SESSION_STORAGE_KEY);
  notify();
}

type Listener = () => void;
const listeners = new Set<Listener>();
function notify() {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: changes in this tab and in other tabs (the storage event). */
export function subscribeToStoredUser(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored value: a stable snapshot for useSyncExternalStore (parsing happens after). */
export function readStoredUserRaw(store: Storage | null = storage()): string | null {
  return store?.getItem(SESSION_STORAGE_KEY) ?? null;
}
