/** Typed access to the route table: href builders, lookups and the current route. */
import { useLocation } from 'react-router-dom';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';

export type RoutePath = (typeof routeTable)[number]['path'];

const byPath: ReadonlyMap<string, RouteEntry> = new Map(routeTable.map((entry) => [entry.path, entry]));

/** The URL of a route, with optional search parameters; only paths of the table type-check. */
export function href(path: RoutePath, search?: Record<string, string | number | undefined>): string {
  if (!search) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(trimmed);
}

export function useRouteEntry(): RouteEntry | undefined {
  return findRoute(useLocation().pathname);
}

export const SIGN_IN_PATH: RoutePath = '/auth/login';
export const HOME_PATH: RoutePath = '/dashboard/sales';
export const UNAUTHORIZED_PATH: RoutePath = '/unauthorized';

export { routeTable };
export type { RouteEntry };
