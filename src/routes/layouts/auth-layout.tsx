/**
 * The layout of sign-in and the other authentication screens: the first screen of the app, so it uses the
 * root's first-screen Chakra system and imports nothing the full shell needs (DESIGN section 6).
 */
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/ui/components/loading-state/loading-state';
import { documentTitle } from '@/services/kit';
import { useAuthRouteEntry } from '../use-auth-route-entry';
import { AuthLayoutFrame } from './auth-layout-frame';

/** The browser tab's `FPW · Page name`, from the auth routes alone (DocumentTitle reads the whole table). */
function AuthDocumentTitle() {
  const name = useAuthRouteEntry()?.title;
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
  return null;
}

export function AuthLayout() {
  return (
    <AuthLayoutFrame>
      <AuthDocumentTitle />
      <Suspense fallback={<LoadingState label="Loading page…" minH="100dvh" />}>
        <Outlet />
      </Suspense>
    </AuthLayoutFrame>
  );
}
