/** The route table wired to layouts, lazy page modules and the one guard. */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdonaiUsersGuard } from './guards/adonai-users-guard';
import { SIGN_IN_PATH, routeTable } from './paths';
import { RouteError } from './route-error';
import type { LayoutKind, RouteEntry } from './route-types';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('../pages/**/*.page.tsx');

export function pageLoader(module: string): () => Promise<PageModule> {
  const loader = pageModules[`../pages/${module}.page.tsx`];
  if (!loader) throw new Error(`No page module src/pages/${module}.page.tsx`);
  return loader;
}

function lazyPage(module: string): RouteObject['lazy'] {
  const load = pageLoader(module);
  return async () => ({ Component: (await load()).default });
}

const GUARDED = '/dashboard/adonai-users';

function pageRoute(entry: RouteEntry): RouteObject {
  if (entry.path === GUARDED) {
    return {
      path: entry.path,
      element: <AdonaiUsersGuard />,
      children: [{ index: true, lazy: lazyPage(entry.module) }],
    };
  }
  const permission = entry.permission;
  if (permission) {
    // Loaded with the page, not with the router: the gate reads permissions (TanStack Query, zod), which
    // the sign-in screen must not carry.
    return {
      path: entry.path,
      lazy: async () => {
        const { PermissionGate } = await import('./guards/permission-gate');
        return { Component: () => <PermissionGate permission={permission} /> };
      },
      children: [{ index: true, lazy: lazyPage(entry.module) }],
    };
  }
  return { path: entry.path, lazy: lazyPage(entry.module) };
}

const byLayout = (layout: LayoutKind) =>
  (routeTable as readonly RouteEntry[]).filter((entry) => entry.layout === layout).map(pageRoute);

// Layouts load with their first page: the sign-in screen never pays for the sidebar and header.
const mainLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/main-layout')).MainLayout,
});
const plainLayouts = () => import('./layouts/plain-layouts');
// Its own module: the sign-in screen's layout must not pull in the full Chakra system the others use.
const authLayout = () => import('./layouts/auth-layout');

export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={SIGN_IN_PATH} replace /> },
  { lazy: mainLayout, errorElement: <RouteError />, children: byLayout('main') },
  {
    lazy: async () => ({ Component: (await authLayout()).AuthLayout }),
    errorElement: <RouteError />,
    children: byLayout('auth'),
  },
  {
    lazy: async () => ({ Component: (await plainLayouts()).LandingLayout }),
    errorElement: <RouteError />,
    children: byLayout('landing'),
  },
  {
    lazy: async () => ({ Component: (await plainLayouts()).PlainLayout }),
    errorElement: <RouteError />,
    children: [...byLayout('plain'), { path: '*', lazy: lazyPage('error/error404') }],
  },
];
