/**
 * Where a person lands after signing in when no page is waiting for them: the page their work starts
 * from. Decided by the designation stored at sign-in (a small pure function: the sign-in screen
 * carries no permission lookups). Sales staff and administrators start on the sales dashboard; the
 * others on a page their roles open, since the sales dashboard needs leads.view.
 */
import type { RoutePath } from './paths';

const LANDING: Readonly<Record<string, RoutePath>> = {
  sales: '/dashboard/sales',
  admin: '/dashboard/sales',
  designer: '/dashboard/projects',
  production: '/dashboard/optimizer',
  accounts: '/dashboard/projects',
};

/** An unknown or missing designation lands on the projects list, which every staff member may open. */
export function landingPath(designation: string | null | undefined): RoutePath {
  if (typeof designation === 'string' && Object.hasOwn(LANDING, designation)) {
    return LANDING[designation] ?? '/dashboard/projects';
  }
  return '/dashboard/projects';
}
