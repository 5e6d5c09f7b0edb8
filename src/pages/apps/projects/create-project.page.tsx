import { Card, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AccessDenied, PageHeader } from '@/ui';
import { ProjectForm } from '@/pages/dashboard/projects/project-form';
import { useRouteEntry, href } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';

/** apps/projects/create-project: the one create form, on its own page. */
export default function CreateProjectPage() {
  const route = useRouteEntry();
  const user = useStoredUser();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const reason = permissions.reason('projects.add');
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Create project'}
        description="From a won lead (client, contact and site carried over) or from scratch."
      />
      {user === null ? (
        <AccessDenied
          title="Sign in to create a project"
          reason="Projects are created by signed-in sales staff."
        />
      ) : permissions.isPending ? null : reason !== null ? (
        <AccessDenied reason={reason} />
      ) : (
        <Card.Root variant="outline">
          <Card.Body>
            <ProjectForm onCreated={(id) => void navigate(href('/dashboard/Project-details', { id }))} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
