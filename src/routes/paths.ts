/** Typed access to the route table: href builders, lookups and the current route. */
import { useLocation } from 'react-router-dom';
import { trimPath } from './first-screen-paths';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';

export type { RoutePath } from './route-path';

const byPath: ReadonlyMap<string, RouteEntry> = new Map(routeTable.map((entry) => [entry.path, entry]));

export function findRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(trimPath(pathname));
}

export function useRouteEntry(): RouteEntry | undefined {
  return findRoute(useLocation().pathname);
}

export { href, HOME_PATH, SIGN_IN_PATH, UNAUTHORIZED_PATH } from './first-screen-paths';
export { routeTable };
export type { RouteEntry };
