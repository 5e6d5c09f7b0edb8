import type { PermissionCode } from '@/services/admin';

export type LayoutKind = 'main' | 'auth' | 'plain' | 'landing';

export type BusinessSection =
  | 'Dashboards'
  | 'Design tool'
  | 'CRM'
  | 'Projects'
  | 'Design'
  | 'Catalogue'
  | 'Commercials'
  | 'Production'
  | 'Admin';

export interface RouteEntry {
  /** The URL path, exactly as in the specification's route list. */
  readonly path: string;
  /** The page name: heading, breadcrumb, browser title and sidebar label. */
  readonly title: string;
  readonly layout: LayoutKind;
  /** The page module under src/pages, without the `.page.tsx` suffix. */
  readonly module: string;
  /** Business pages under /dashboard are grouped by area in the sidebar. */
  readonly section?: BusinessSection;
  /** One line on what the page is for. */
  readonly purpose: string;
  /**
   * The permission code (the `permissions` table's, e.g. `leads.view`) a signed-in person needs to see
   * the page, or several of which any one will do: without it the menu leaves the page out and a
   * direct URL shows "Not yours to see".
   */
  readonly permission?: PagePermission;
}

/** One permission, or several of which any one opens the page. */
export type PagePermission = PermissionCode | readonly PermissionCode[];

/** Whether `can` grants a page's permission (any one of several). */
export function holdsPagePermission(can: (code: PermissionCode) => boolean, needed: PagePermission): boolean {
  return typeof needed === 'string' ? can(needed) : needed.some(can);
}
