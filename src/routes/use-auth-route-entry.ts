import { useLocation } from 'react-router-dom';
import { findAuthRoute } from './first-screen-paths';
import type { RouteEntry } from './route-types';

/** The auth-layout route the router is showing, if it is one. */
export function useAuthRouteEntry(): RouteEntry | undefined {
  return findAuthRoute(useLocation().pathname);
}
