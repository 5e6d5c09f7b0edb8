import { Suspense, lazy } from 'react';

// The error screen loads when a route fails, not with the first screen (it brings Chakra's alert and icons).
const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }));

/** The `errorElement` of every layout route: RouteError, loaded on demand. */
export const routeErrorElement = (
  <Suspense fallback={null}>
    <RouteError />
  </Suspense>
);
