import { SimpleGrid, Stack } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '@/ui';
import { useOperationsDashboard } from '@/services/projects';
import { HeadlineFigures, OverdueTasksByPerson, ProjectsByStage } from './operations/operations-figures';
import { WorkInProgressPanel } from './operations/work-in-progress';
import { SignedInPage } from './page-frame';

const DESCRIPTION =
  'Projects by stage, money due this month, recces and designs due, who has overdue tasks, and the parts waiting or stuck at each station. Each figure opens the list behind it.';

function OperationsDashboardBody() {
  const dashboard = useOperationsDashboard();
  if (dashboard.isPending) return <LoadingState label="Loading the figures…" />;
  if (dashboard.isError) {
    return (
      <ErrorState
        title="The figures could not be loaded"
        message={dashboard.error instanceof Error ? dashboard.error.message : undefined}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const data = dashboard.data;
  return (
    <Stack gap="6">
      <HeadlineFigures data={data} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ProjectsByStage data={data} />
        <OverdueTasksByPerson data={data} />
        <WorkInProgressPanel />
      </SimpleGrid>
    </Stack>
  );
}

/** The operations dashboard (route /dashboard/dashboard2), over the projects the person may see. */
export default function OperationsDashboardPage() {
  return (
    <SignedInPage
      title="Operations dashboard"
      description={DESCRIPTION}
      signedOut={{
        title: 'Sign in to see the operations dashboard',
        reason: 'The figures cover the projects you work on: sign in to see them.',
      }}
    >
      <OperationsDashboardBody />
    </SignedInPage>
  );
}
