/**
 * The app's browser router, in its own chunk: the root (app.tsx) loads it after the sign-in page's first
 * frame has painted, so react-router (~30 KB gzip) is not part of what the first screen waits for.
 */
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { afterFirstScreen } from '@/ui/first-paint';
import { appRoutes, loadOtherRoutes, patchOtherRoutes } from './router';

const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchOtherRoutes() });

// The sign-in screen's next step is a page outside the auth layout: fetch those routes once the
// sign-in page has painted and the browser is idle, so neither its paint nor signing in waits for them.
afterFirstScreen(() => void loadOtherRoutes());

/**
 * Settles once the router has loaded the modules of the page it starts on. Until then RouterProvider
 * draws nothing, so the root keeps its first frame on screen until this settles.
 */
export const routerReady: Promise<void> = new Promise((resolve) => {
  if (router.state.initialized) {
    resolve();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export default function AppRouter() {
  return <RouterProvider router={router} />;
}
