import { Button } from '@chakra-ui/react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { AccessDenied, LoadingState, PageHeader } from '@/ui';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import { landingPath } from '../landing';
import { SIGN_IN_PATH, useRouteEntry } from '../paths';
import { holdsPagePermission, type PagePermission } from '../route-types';

const neededWords = (needed: PagePermission) =>
  typeof needed === 'string'
    ? `the “${needed}” permission`
    : `one of the permissions ${needed.map((code) => `“${code}”`).join(' or ')}`;

/**
 * A page that needs a permission (RouteEntry.permission): shows the page when the signed-in person
 * holds it, and otherwise the page's heading with "Not yours to see" instead of an error. The
 * database's policies still decide every row; this keeps people from landing on a page of refusals.
 */
export function PermissionGate({ permission }: { permission: PagePermission }) {
  const user = useStoredUser();
  const entry = useRouteEntry();
  const permissions = usePermissions();
  const title = entry?.title ?? 'Page';

  if (user === null) {
    return (
      <>
        <PageHeader title={title} description={entry?.purpose} />
        <AccessDenied
          title="Sign in to see this page"
          reason="This page shows the business's own records, so it needs a signed-in member of staff."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={SIGN_IN_PATH}>Sign in</RouterLink>
            </Button>
          }
        />
      </>
    );
  }
  if (permissions.isPending) return <LoadingState label="Checking your access…" />;
  if (holdsPagePermission(permissions.can, permission)) return <Outlet />;
  return (
    <>
      <PageHeader title={title} description={entry?.purpose} />
      <AccessDenied
        reason={`${title} needs ${neededWords(permission)}, which none of your roles grants. An administrator can change roles under Settings.`}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={landingPath(user.designation)}>Back to the start page</RouterLink>
          </Button>
        }
      />
    </>
  );
}
