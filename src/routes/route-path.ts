/** The paths of the route table as a type, apart from paths.ts so first-screen-paths.ts needs no import of it. */
import type { routeTable } from './route-table';

export type RoutePath = (typeof routeTable)[number]['path'];
