// The router starts with the auth screens only (the first screen's weight budget) and learns every other
// route on the first navigation elsewhere: no route of the table may be lost on the way.
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authRouteTable } from './auth-route-table';
import { routeTable } from './route-table';
import { appRoutes, patchOtherRoutes } from './router';

type PatchArgs = Parameters<PatchRoutesOnNavigationFunction>[0];

function collect(patchFn: PatchRoutesOnNavigationFunction) {
  const added: RouteObject[][] = [];
  const call = (path: string) =>
    patchFn({
      path,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
      patch: (routeId, children) => {
        expect(routeId).toBeNull();
        added.push(children);
      },
    } as PatchArgs);
  return { added, call };
}

// The deepest route with a path (a permission gate's page is its index child, without one).
const matchedPath = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.findLast((match) => match.route.path !== undefined)?.route.path;

describe('the router', () => {
  it('starts with every auth screen of the route table and nothing else', () => {
    const authPaths = routeTable.filter((entry) => entry.layout === 'auth').map((entry) => entry.path);
    expect(authRouteTable.map((entry) => entry.path)).toEqual(authPaths);
    for (const path of authPaths) expect(matchedPath(appRoutes, path)).toBe(path);
    expect(matchRoutes(appRoutes, '/dashboard/projects')).toBeNull();
    expect(matchedPath(appRoutes, '/')).toBe('/');
  });

  it('adds every other route of the table once, with the 404 page for unknown paths', async () => {
    const { added, call } = collect(patchOtherRoutes());
    await Promise.all([call('/dashboard/projects'), call('/dashboard/leads')]);
    await call('/no/such/page');
    expect(added).toHaveLength(1);
    const routes = [...appRoutes, ...(added[0] ?? [])];
    for (const entry of routeTable) expect(matchedPath(routes, entry.path), entry.path).toBe(entry.path);
    expect(matchedPath(routes, '/no/such/page')).toBe('*');
  });
});
