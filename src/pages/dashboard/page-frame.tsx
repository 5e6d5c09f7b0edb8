/** The frame of a dashboard page: its header named by the route, and the frame of a page for signed-in people. */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccessDenied, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { useStoredUser } from '@/services/auth';

/** The page's header: the route's title (else `title`), what the page is for, its actions. */
export function RouteHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string | undefined;
  actions?: ReactNode;
}) {
  const route = useRouteEntry();
  return <PageHeader title={route?.title ?? title} description={description} actions={actions} />;
}

/**
 * The page's header (the route's title, else `title`), then its body; signed out, why to sign in
 * (`signedOut`) instead of the body.
 */
export function SignedInPage({
  title,
  description,
  actions,
  signedOut,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  signedOut: { title: string; reason: string };
  children: ReactNode;
}) {
  const user = useStoredUser();
  return (
    <Stack gap="6">
      <RouteHeader title={title} description={description} actions={actions} />
      {user === null ? <AccessDenied title={signedOut.title} reason={signedOut.reason} /> : children}
    </Stack>
  );
}
