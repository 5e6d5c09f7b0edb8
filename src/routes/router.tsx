/**
 * The routes the router starts with: the root's redirect and the auth layout's screens, the first screen
 * of the app. Every other route arrives on the first navigation to one of them (patchRoutesOnNavigation,
 * other-routes.tsx), so the sign-in page loads neither the whole route table nor its 200 page loaders
 * (~11 KB gzip). `loadOtherRoutes` also warms them once the sign-in page has painted.
 */
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { authRouteTable } from './auth-route-table';
import { SIGN_IN_PATH } from './first-screen-paths';
import { lazyPage, type PageModule } from './page-modules';
import { routeErrorElement } from './route-error-element';

const authPages = import.meta.glob<PageModule>([
  '../pages/auth/*.page.tsx',
  '../pages/authentication/**/*.page.tsx',
]);

// Its own module: the sign-in screen's layout must not pull in the full Chakra system the others use.
const authLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/auth-layout')).AuthLayout,
});

export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={SIGN_IN_PATH} replace /> },
  {
    lazy: authLayout,
    errorElement: routeErrorElement,
    children: authRouteTable.map((entry) => ({ path: entry.path, lazy: lazyPage(authPages, entry.module) })),
  },
];

let otherRoutes: Promise<RouteObject[]> | undefined;

/** The routes outside the auth layout (one chunk, fetched once). */
export function loadOtherRoutes(): Promise<RouteObject[]> {
  otherRoutes ??= import('./other-routes').then((module) => module.otherRoutes);
  return otherRoutes;
}

/**
 * For one router: adds the other routes the first time a path is not one of the starting routes. The
 * router asks again for paths only the 404 catch-all matches; by then everything is known, so it returns
 * at once.
 */
export function patchOtherRoutes(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    const routes = await loadOtherRoutes();
    if (patched) return;
    patched = true;
    patch(null, routes);
  };
}
