import { useMemo, useSyncExternalStore } from 'react';
import { readStoredUser, readStoredUserRaw, subscribeToStoredUser, type StoredUser } from './session';

/** The signed-in user as stored, kept in step with sign-in and sign-out in this and other tabs. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribeToStoredUser, readStoredUserRaw, () => null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the raw string is the snapshot; parse when it changes
  return useMemo(() => readStoredUser(), [raw]);
}
