/**
 * What the sign-in screens need of paths.ts, without the whole route table: the named paths, the href
 * builder and the auth routes. paths.ts re-exports the same functions, so every other module keeps
 * importing from there. It imports nothing from the router: the sign-in page paints before the router
 * has loaded (first-frame.tsx).
 */
import { authRouteTable } from './auth-route-table';
import type { RoutePath } from './route-path';
import type { RouteEntry } from './route-types';

/** The URL of a route, with optional search parameters; only paths of the table type-check. */
export function href(path: RoutePath, search?: Record<string, string | number | undefined>): string {
  if (!search) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A path without its trailing slashes, as the table writes it. */
export function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const authByPath: ReadonlyMap<string, RouteEntry> = new Map(
  authRouteTable.map((entry) => [entry.path, entry]),
);

/** The auth-layout route at this path, if it is one. */
export function findAuthRoute(pathname: string): RouteEntry | undefined {
  return authByPath.get(trimPath(pathname));
}

export const SIGN_IN_PATH: RoutePath = '/auth/login';
/**
 * The paths whose page paints before the router has loaded (first-frame.tsx): sign-in, and `/`, which
 * leads there. index.html's router preload (vite.config.ts) skips them, reading this same list.
 */
export const FIRST_FRAME_PATHS: readonly string[] = ['/', SIGN_IN_PATH];
export const HOME_PATH: RoutePath = '/dashboard/sales';
export const UNAUTHORIZED_PATH: RoutePath = '/unauthorized';
