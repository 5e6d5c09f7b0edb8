/**
 * The routes of the auth layout (sign-in and the other authentication screens): part of the route table
 * (route-table.ts spreads them in) kept in their own module, because the sign-in page is the app's
 * first screen and must be routed, titled and painted without the ~40 KB table of every other page
 * (router.tsx loads that on the first navigation elsewhere).
 */
import type { RouteEntry } from './route-types';

export const authRouteTable = [
  {
    path: '/auth/login',
    title: 'Sign in',
    layout: 'auth',
    module: 'auth/login',
    purpose: 'Sign in to the workspace',
  },
  {
    path: '/authentication/coming-soon',
    title: 'Coming soon',
    layout: 'auth',
    module: 'authentication/coming-soon',
    purpose: 'Authentication screen: coming soon',
  },
  {
    path: '/authentication/create-password/basic',
    title: 'Create password (basic)',
    layout: 'auth',
    module: 'authentication/create-password/basic',
    purpose: 'Authentication screen: create password (basic)',
  },
  {
    path: '/authentication/create-password/cover',
    title: 'Create password (cover)',
    layout: 'auth',
    module: 'authentication/create-password/cover',
    purpose: 'Authentication screen: create password (cover)',
  },
  {
    path: '/authentication/lock-screen/basic',
    title: 'Lock screen (basic)',
    layout: 'auth',
    module: 'authentication/lock-screen/basic',
    purpose: 'Authentication screen: lock screen (basic)',
  },
  {
    path: '/authentication/lock-screen/cover',
    title: 'Lock screen (cover)',
    layout: 'auth',
    module: 'authentication/lock-screen/cover',
    purpose: 'Authentication screen: lock screen (cover)',
  },
  {
    path: '/authentication/reset-password/basic',
    title: 'Reset password (basic)',
    layout: 'auth',
    module: 'authentication/reset-password/basic',
    purpose: 'Authentication screen: reset password (basic)',
  },
  {
    path: '/authentication/reset-password/cover',
    title: 'Reset password (cover)',
    layout: 'auth',
    module: 'authentication/reset-password/cover',
    purpose: 'Authentication screen: reset password (cover)',
  },
  {
    path: '/authentication/sign-up/basic',
    title: 'Sign up (basic)',
    layout: 'auth',
    module: 'authentication/sign-up/basic',
    purpose: 'Authentication screen: sign up (basic)',
  },
  {
    path: '/authentication/sign-up/cover',
    title: 'Sign up (cover)',
    layout: 'auth',
    module: 'authentication/sign-up/cover',
    purpose: 'Authentication screen: sign up (cover)',
  },
  {
    path: '/authentication/sign-in/basic',
    title: 'Sign in (basic)',
    layout: 'auth',
    module: 'authentication/sign-in/basic',
    purpose: 'Authentication screen: sign in (basic)',
  },
  {
    path: '/authentication/sign-in/cover',
    title: 'Sign in (cover)',
    layout: 'auth',
    module: 'authentication/sign-in/cover',
    purpose: 'Authentication screen: sign in (cover)',
  },
  {
    path: '/authentication/two-step-verification/basic',
    title: 'Two step verification (basic)',
    layout: 'auth',
    module: 'authentication/two-step-verification/basic',
    purpose: 'Authentication screen: two step verification (basic)',
  },
  {
    path: '/authentication/two-step-verification/cover',
    title: 'Two step verification (cover)',
    layout: 'auth',
    module: 'authentication/two-step-verification/cover',
    purpose: 'Authentication screen: two step verification (cover)',
  },
  {
    path: '/authentication/under-maintanace',
    title: 'Under maintenance',
    layout: 'auth',
    module: 'authentication/under-maintanace',
    purpose: 'Authentication screen: under maintenance',
  },
] as const satisfies readonly RouteEntry[];
