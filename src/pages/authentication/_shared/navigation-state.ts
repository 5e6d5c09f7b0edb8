/**
 * What one auth screen hands the next through the router's location state: where to go after
 * signing in (`from`, set by the guard) and an email to start the form with (`email`).
 */
import { landingPath } from '@/routes/landing';
import { HOME_PATH, SIGN_IN_PATH } from '@/routes/first-screen-paths';

export interface AuthNavigationState {
  from?: string;
  email?: string;
}

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;
}

/**
 * Where to go once signed in: the page the user was sent away from, if it is a path of this app,
 * otherwise where the person's designation lands (landingPath; the sales dashboard when it is not
 * given). `from` may be a path or a location object ({ pathname, search }).
 */
export function destinationAfterSignIn(state: unknown, designation?: string): string {
  const home = designation === undefined ? HOME_PATH : landingPath(designation);
  const from = field(state, 'from');
  const path =
    typeof from === 'string'
      ? from
      : typeof from === 'object' && from !== null && typeof field(from, 'pathname') === 'string'
        ? `${field(from, 'pathname') as string}${typeof field(from, 'search') === 'string' ? (field(from, 'search') as string) : ''}`
        : undefined;
  // Only same-app paths: "//host" would leave the app, and going back to sign-in would loop.
  if (!path || !path.startsWith('/') || path.startsWith('//')) return home;
  if (path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}?`)) return home;
  return path;
}

/** The email another screen passed on (sign-up, reset password), or an empty field. */
export function prefilledEmail(state: unknown): string {
  const email = field(state, 'email');
  return typeof email === 'string' ? email : '';
}
