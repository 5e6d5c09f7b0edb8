/**
 * An order of ids remembered in localStorage. What is read back is untrusted (another version of the
 * app, a hand edit), so it is validated and reconciled with the ids that exist now.
 */
import { useCallback, useState } from 'react';
import { z } from 'zod';

const storedOrderSchema = z.array(z.string());

/**
 * Brings a stored order in line with the known ids: keeps the stored order of ids that still exist,
 * drops unknown ids and duplicates, and appends new ids in their default order. Anything that is not
 * an array of strings gives the default order.
 */
export function reconcileOrder(stored: unknown, knownIds: readonly string[]): string[] {
  const parsed = storedOrderSchema.safeParse(stored);
  if (!parsed.success) return [...knownIds];
  const known = new Set(knownIds);
  const seen = new Set<string>();
  const kept = parsed.data.filter((id) => {
    if (!known.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return [...kept, ...knownIds.filter((id) => !seen.has(id))];
}

/** Reads an order from storage; the default order when nothing usable is stored. */
export function readStoredOrder(storageKey: string, knownIds: readonly string[]): string[] {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (raw === null) return [...knownIds];
    return reconcileOrder(JSON.parse(raw), knownIds);
  } catch {
    // Unreadable JSON or storage blocked by the browser: fall back to the default order.
    return [...knownIds];
  }
}

export function writeStoredOrder(storageKey: string, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the order still holds for this visit.
  }
}

/** The order of `defaultIds` as the user last left it; `setOrder` saves, `reset` forgets. */
export function usePersistedOrder(storageKey: string, defaultIds: readonly string[]) {
  const [order, setOrderState] = useState<string[]>(() => readStoredOrder(storageKey, defaultIds));
  const setOrder = useCallback(
    (ids: string[]) => {
      setOrderState(ids);
      writeStoredOrder(storageKey, ids);
    },
    [storageKey],
  );
  const reset = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // Nothing to forget when storage is blocked.
    }
    setOrderState([...defaultIds]);
  }, [storageKey, defaultIds]);
  return { order, setOrder, reset } as const;
}
