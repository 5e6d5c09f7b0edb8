/**
 * Every route outside the auth layout, wired to layouts, lazy page modules and the guards. Loaded on the
 * first navigation to one of them (router.tsx's patchRoutesOnNavigation), so the sign-in screen never
 * carries the route table or the 200 page loaders.
 */
import type { RouteObject } from 'react-router-dom';
import { AdonaiUsersGuard } from './guards/adonai-users-guard';
import { lazyPage, pageLoader, type PageModule } from './page-modules';
import { registerPagePreloader } from './page-preload';
import { routeTable } from './paths';
import { routeErrorElement } from './route-error-element';
import type { LayoutKind, RouteEntry } from './route-types';

const pageModules = import.meta.glob<PageModule>('../pages/**/*.page.tsx');
const page = (module: string) => lazyPage(pageModules, module);

const GUARDED = '/dashboard/adonai-users';

// Loaded with a page, not with the routes: the gate reads permissions (TanStack Query, zod).
const permissionGate = () => import('./guards/permission-gate');
const mainLayoutModule = () => import('./layouts/main-layout');

function pageRoute(entry: RouteEntry): RouteObject {
  if (entry.path === GUARDED) {
    return {
      path: entry.path,
      element: <AdonaiUsersGuard />,
      children: [{ index: true, lazy: page(entry.module) }],
    };
  }
  const permission = entry.permission;
  if (permission) {
    return {
      path: entry.path,
      lazy: async () => {
        const { PermissionGate } = await permissionGate();
        return { Component: () => <PermissionGate permission={permission} /> };
      },
      children: [{ index: true, lazy: page(entry.module) }],
    };
  }
  return { path: entry.path, lazy: page(entry.module) };
}

// A sidebar link the pointer or focus rests on loads its page's code (and its gate) before the click;
// a sign-in waiting for the database loads the layout every signed-in page opens in.
registerPagePreloader({
  page(path) {
    const entry = (routeTable as readonly RouteEntry[]).find((each) => each.path === path);
    if (entry === undefined) return null;
    return Promise.all([pageLoader(pageModules, entry.module)(), entry.permission ? permissionGate() : null]);
  },
  shell: () => Promise.all([mainLayoutModule(), permissionGate()]),
});

const byLayout = (layout: LayoutKind) =>
  (routeTable as readonly RouteEntry[]).filter((entry) => entry.layout === layout).map(pageRoute);

// Layouts load with their first page.
const mainLayout: RouteObject['lazy'] = async () => ({
  Component: (await mainLayoutModule()).MainLayout,
});
const plainLayouts = () => import('./layouts/plain-layouts');

export const otherRoutes: RouteObject[] = [
  { lazy: mainLayout, errorElement: routeErrorElement, children: byLayout('main') },
  {
    lazy: async () => ({ Component: (await plainLayouts()).LandingLayout }),
    errorElement: routeErrorElement,
    children: byLayout('landing'),
  },
  {
    lazy: async () => ({ Component: (await plainLayouts()).PlainLayout }),
    errorElement: routeErrorElement,
    children: [...byLayout('plain'), { path: '*', lazy: page('error/error404') }],
  },
];
