/**
 * The embedded backend's auth session: who the embedded DataSource runs as, kept in localStorage as
 * supabase-js keeps its own session. Separate from `userDetails` (session.ts), which is the app's
 * stored login that the guard reads; sign-in writes both, sign-out clears both.
 */
import type { CallerClaims } from './embedded-data-source';

export const EMBEDDED_SESSION_KEY = 'fpw.embedded-auth';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readEmbeddedCaller(store: Storage | null = storage()): CallerClaims | null {
  const raw = store?.getItem(EMBEDDED_SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return null;
    const { sub, email } = parsed as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof email !== 'string') return null;
    return { sub, email, role: 'authenticated' };
  } catch {
    return null;
  }
}

export function writeEmbeddedCaller(caller: CallerClaims, store: Storage | null = storage()): void {
  store?.setItem(EMBEDDED_SESSION_KEY, JSON.stringify({ sub: caller.sub, email: caller.email }));
}

export function clearEmbeddedCaller(store: Storage | null = storage()): void {
  store?.removeItem(EMBEDDED_SESSION_KEY);
}
