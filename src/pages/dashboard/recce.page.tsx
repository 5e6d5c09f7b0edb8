import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RecceDetails } from './recce/recce-details';
import { RecceList } from './recce/recce-list';
import { RECCE_PATH } from './recce/recce.contract';
import { SignedInPage } from './page-frame';

/** dashboard/recce: the site surveys you can see, and one survey (?id=) walked stage by stage. */
export default function DashboardReccePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <SignedInPage
      title="Recce"
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
      signedOut={{
        title: 'Sign in to see site surveys',
        reason: 'Surveys belong to the people who work on their projects: sign in to see yours.',
      }}
    >
      {id ? <RecceDetails id={id} /> : <RecceList />}
    </SignedInPage>
  );
}
