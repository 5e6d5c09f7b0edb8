/**
 * What the root draws before the router has loaded. On the sign-in page (and `/`, which leads there)
 * that is the sign-in page itself, disabled, so the app's first screen paints without waiting for
 * react-router; the router is asked for only once that frame is on screen. Elsewhere (a deep link into
 * the signed-in app) there is nothing useful to draw without the router, so it is asked for at once.
 */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { SignInPreview } from '@/pages/authentication/_shared/sign-in-preview';
import { SIGN_IN_PATH, trimPath } from './first-screen-paths';
import { AuthLayoutFrame } from './layouts/auth-layout-frame';

/** Whether the page at this path has a first frame that paints before the router. */
export function hasFirstFrame(pathname: string): boolean {
  const path = trimPath(pathname);
  return path === '/' || path === SIGN_IN_PATH;
}

const AppRouter = lazy(() =>
  import('./app-router').then(async (module) => {
    await module.routerReady;
    return module;
  }),
);

/** Runs `then` after the next frame has been painted. Returns a cancel. */
function afterNextPaint(then: () => void): () => void {
  let timeout: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timeout = window.setTimeout(then, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timeout !== undefined) window.clearTimeout(timeout);
  };
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
    return afterNextPaint(() => setRouterWanted(true));
  }, [routerWanted]);
  if (!routerWanted) return firstFrame;
  return (
    <Suspense fallback={firstFrame}>
      <AppRouter />
    </Suspense>
  );
}
