import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccessDenied, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { useStoredUser } from '@/services/auth';
import { RecceDetails } from './recce/recce-details';
import { RecceList } from './recce/recce-list';
import { RECCE_PATH } from './recce/recce.contract';

/** dashboard/recce: the site surveys you can see, and one survey (?id=) walked stage by stage. */
export default function DashboardReccePage() {
  const route = useRouteEntry();
  const user = useStoredUser();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Recce'}
        description={
          id
            ? 'One site survey: six stages, room measurements and photos.'
            : 'Site surveys of your projects: who measures, by when, and how far they are.'
        }
        actions={
          id ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={RECCE_PATH}>All surveys</RouterLink>
            </Button>
          ) : null
        }
      />
      {user === null ? (
        <AccessDenied
          title="Sign in to see site surveys"
          reason="Surveys belong to the people who work on their projects: sign in to see yours."
        />
      ) : id ? (
        <RecceDetails id={id} />
      ) : (
        <RecceList />
      )}
    </Stack>
  );
}
