// The route table, assembled from its sections (one file each): one source for the router, the sidebar, breadcrumbs, search and tests.
// Every path of ../shared/spec/routes.txt appears here exactly once (a unit test checks it).
import { authRouteTable } from './auth-route-table';
import type { RouteEntry } from './route-types';
import { dashboardRoutes } from './dashboard-routes';
import { templatePageRoutes } from './template-page-routes';
import { appRoutes } from './app-routes';
import { componentRoutes } from './component-routes';
import { showcaseRoutes } from './showcase-routes';

export const routeTable = [
  // The sign-in screens: their own module, so the first screen routes them without this whole table.
  ...authRouteTable,
  {
    path: '/unauthorized',
    title: 'Access refused',
    layout: 'plain',
    module: 'unauthorized',
    purpose: 'Access to the page was refused',
  },
  ...dashboardRoutes,
  ...templatePageRoutes,
  ...appRoutes,
  ...componentRoutes,
  ...showcaseRoutes,
] as const satisfies readonly RouteEntry[];
