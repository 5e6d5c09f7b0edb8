import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppShell, Breadcrumbs, GlobalSearch, Header, LoadingState, Sidebar, toaster } from '@/ui';
import {
  APP_TITLE,
  queryClient,
  reportMutationErrorsWith,
  ensureCacheOwner,
  indexedDbCacheStore,
  persistQueries,
} from '@/services/kit';
import { signOut, useStoredUser } from '@/services/auth';
import { onDemoDataReset } from '@/services/backend';
import { FullSystemScope } from '@/ui/theme/full-system-scope';
import { DocumentTitle } from '../document-title';
import { breadcrumbsFor, mainMenu, menuFor, searchTargets } from '../navigation';
import { usePermissions } from '@/services/admin';
import { SIGN_IN_PATH, useRouteEntry } from '../paths';
import { preloadPage } from '../page-preload';
import { MemoryModeBanner } from './memory-mode-banner';
import { useHeaderNotifications } from './use-header-notifications';
import { markFirstScreenPainted } from '@/ui/first-paint';

/** The sidebar of the signed-in person: what their roles do not grant is left out. */
function PersonalSidebar(props: {
  currentPath: string;
  collapsed: boolean;
  expand: () => void;
  closeDrawer: () => void;
}) {
  const user = useStoredUser();
  const { can, isPending } = usePermissions();
  const signedIn = user !== null;
  const items = useMemo(
    () => (!signedIn || isPending ? mainMenu : menuFor(mainMenu, can)),
    [signedIn, isPending, can],
  );
  return (
    <Sidebar
      items={items}
      currentPath={props.currentPath}
      collapsed={props.collapsed}
      onRequestExpand={props.expand}
      onNavigate={props.closeDrawer}
      onIntent={preloadPage}
    />
  );
}

declare const __FPW_BUILD_ID__: string | undefined;
const BUILD_ID = typeof __FPW_BUILD_ID__ === 'string' ? __FPW_BUILD_ID__ : 'dev';

export function MainLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = useRouteEntry();
  const user = useStoredUser();
  const email = user?.email ?? null;
  // Before any page reads the cache: never another person's rows, in this tab or after a sign-in in
  // another tab changed who is signed in.
  ensureCacheOwner(queryClient, email);
  // A deep link lands here first: the first screen is this page, and deferred work may start.
  useEffect(() => markFirstScreenPainted(), []);
  useEffect(() => {
    if (email === null) return;
    return persistQueries(queryClient, email, indexedDbCacheStore, { buster: BUILD_ID });
  }, [email]);

  // A failed mutation is toasted once, by the query client, unless the mutation shows it itself.
  useEffect(() => reportMutationErrorsWith((report) => toaster.create({ type: 'error', ...report })), []);

  // Demo data reset in another tab: what this tab shows was read before it.
  useEffect(() => onDemoDataReset(() => void queryClient.invalidateQueries()), []);

  const bell = useHeaderNotifications(email !== null);

  const handleSignOut = () => {
    void signOut().finally(() => {
      queryClient.clear();
      navigate(SIGN_IN_PATH);
    });
  };

  // The full Chakra system and server state belong to the signed-in pages, so they are provided here
  // rather than at the root, which the sign-in screen shares.
  return (
    <FullSystemScope>
      <QueryClientProvider client={queryClient}>
        <AppShell
          header={(openMenu) => (
            <Header
              brand={APP_TITLE}
              search={<GlobalSearch targets={searchTargets} onSelect={(path) => navigate(path)} />}
              user={user ? { name: user.name ?? user.email, email: user.email } : null}
              {...bell}
              onSignOut={handleSignOut}
              onOpenMenu={openMenu}
            />
          )}
          sidebar={({ collapsed, expand, closeDrawer }) => (
            <PersonalSidebar
              currentPath={location.pathname}
              collapsed={collapsed}
              expand={expand}
              closeDrawer={closeDrawer}
            />
          )}
        >
          <DocumentTitle />
          <MemoryModeBanner />
          <Breadcrumbs steps={breadcrumbsFor(entry)} />
          <Suspense fallback={<LoadingState label="Loading page…" />}>
            <Outlet />
          </Suspense>
        </AppShell>
      </QueryClientProvider>
    </FullSystemScope>
  );
}
