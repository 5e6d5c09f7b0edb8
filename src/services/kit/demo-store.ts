/**
 * Demo content of the template pages: typed fixtures, with what the user creates or changes kept in
 * localStorage so it survives a reload. A stored value is validated on every read; anything malformed
 * falls back to the fixtures instead of crashing a page. "Reset demo content" removes every stored key.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';

export const DEMO_STORAGE_PREFIX = 'fpw.demo.';

export interface DemoStore<T> {
  readonly key: string;
  read(): T;
  write(next: T): void;
  update(change: (current: T) => T): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

const listenersByKey = new Map<string, Set<() => void>>();

function emit(key: string) {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

/**
 * True for the browser's "storage is full" refusal, whatever the browser calls it (Chromium and
 * Safari: QuotaExceededError, code 22; old Firefox: NS_ERROR_DOM_QUOTA_REACHED, code 1014).
 */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** What to tell the person when demo content could not be saved (for an error toast). */
export interface DemoSaveFailure {
  title: string;
  description: string;
}

/**
 * Runs a save of demo content (one or more store writes) and says how it went: null when stored,
 * else what to tell the person. Every page that saves demo content goes through this: localStorage
 * that is full (pictures are kept as data URLs) must not fail silently, and the page keeps its form
 * as typed so nothing is lost.
 */
export function saveDemoContent(what: string, save: () => void): DemoSaveFailure | null {
  try {
    save();
    return null;
  } catch (error) {
    if (isStorageFull(error)) {
      return {
        title: `${what} could not be saved`,
        description:
          'The browser’s storage is full. Use smaller or fewer pictures, or remove old items; what you typed is still here.',
      };
    }
    return {
      title: `${what} could not be saved`,
      description: error instanceof Error ? error.message : String(error),
    };
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createDemoStore<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  fixtures: z.infer<Schema>,
): DemoStore<z.infer<Schema>> {
  type Value = z.infer<Schema>;
  const key = `${DEMO_STORAGE_PREFIX}${name}`;
  // useSyncExternalStore needs the same object for the same stored text.
  let cache: { raw: string | null; value: Value } | null = null;

  const read = (): Value => {
    const raw = storage()?.getItem(key) ?? null;
    if (cache && cache.raw === raw) return cache.value;
    let value: Value = fixtures;
    if (raw !== null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) value = parsed.data;
        else console.warn(`Stored demo content "${name}" is malformed; showing the original content.`);
      } catch {
        console.warn(`Stored demo content "${name}" is not JSON; showing the original content.`);
      }
    }
    cache = { raw, value };
    return value;
  };

  const write = (next: Value) => {
    const checked = schema.parse(next);
    storage()?.setItem(key, JSON.stringify(checked));
    emit(key);
  };

  return {
    key,
    read,
    write,
    update: (change) => write(change(read())),
    reset: () => {
      storage()?.removeItem(key);
      emit(key);
    },
    subscribe: (listener) => {
      const set = listenersByKey.get(key) ?? new Set();
      set.add(listener);
      listenersByKey.set(key, set);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        set.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** Restores every template page to its fixtures. */
export function resetAllDemoContent(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(DEMO_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    store.removeItem(key);
    emit(key);
  }
}

/** The store's current value and a setter, re-rendering on changes from this tab and others. */
export function useDemoStore<T>(store: DemoStore<T>): [T, (next: T | ((current: T) => T)) => void] {
  const value = useSyncExternalStore(store.subscribe, store.read, store.read);
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      typeof next === 'function' ? store.update(next as (current: T) => T) : store.write(next),
    [store],
  );
  return [value, set];
}
