/**
 * What the root draws before the router has loaded. On the sign-in page (and `/`, which leads there)
 * that is the sign-in page itself, disabled, so the app's first screen paints without waiting for
 * react-router; the router is asked for only once that frame is on screen. Elsewhere (a deep link into
 * the signed-in app) there is nothing useful to draw without the router, so it is asked for at once.
 */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { SignInPreview } from '@/pages/authentication/_shared/sign-in-preview';
import { FIRST_FRAME_PATHS, trimPath } from './first-screen-paths';
import { AuthLayoutFrame } from './layouts/auth-layout-frame';

/** Whether the page at this path has a first frame that paints before the router. */
export function hasFirstFrame(pathname: string): boolean {
  return FIRST_FRAME_PATHS.includes(trimPath(pathname));
}

const AppRouter = lazy(() =>
  import('./app-router').then(async (module) => {
    await module.routerReady;
    return module;
  }),
);

/** How long to wait for the first frame's paint at most: a tab opened in the background never paints. */
const PAINT_WAIT_MS = 500;

/**
 * Runs `then` once the first frame is on screen, as the browser reports it (its first contentful
 * paint: the sign-in page's frame paints in one go), or after PAINT_WAIT_MS. Returns a cancel.
 */
function afterFirstContentfulPaint(then: () => void): () => void {
  let observer: PerformanceObserver | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    stop();
    window.setTimeout(then, 0);
  };
  const fallback = window.setTimeout(run, PAINT_WAIT_MS);
  const stop = () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(fallback);
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the fallback starts it.
  }
  return stop;
}

export function RoutedApp({ pathname = window.location.pathname }: { pathname?: string }) {
  const [firstFrame] = useState<ReactNode>(() =>
    hasFirstFrame(pathname) ? (
      <AuthLayoutFrame>
        <SignInPreview />
      </AuthLayoutFrame>
    ) : null,
  );
  const [routerWanted, setRouterWanted] = useState(firstFrame === null);
  useEffect(() => {
    if (routerWanted) return undefined;
    return afterFirstContentfulPaint(() => setRouterWanted(true));
  }, [routerWanted]);
  if (!routerWanted) return firstFrame;
  return (
    <Suspense fallback={firstFrame}>
      <AppRouter />
    </Suspense>
  );
}
