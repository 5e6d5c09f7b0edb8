/** The frame of a dashboard page that shows only signed-in people their own records. */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccessDenied, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { useStoredUser } from '@/services/auth';

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
  const route = useRouteEntry();
  const user = useStoredUser();
  return (
    <Stack gap="6">
      <PageHeader title={route?.title ?? title} description={description} actions={actions} />
      {user === null ? <AccessDenied title={signedOut.title} reason={signedOut.reason} /> : children}
    </Stack>
  );
}
