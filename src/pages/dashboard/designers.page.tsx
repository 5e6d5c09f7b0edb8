import { Alert, Stack } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '@/ui';
import { useBoardProjects, useDesignerBoard } from '@/services/projects';
import { usePermissions } from '@/services/admin';
import { DesignerBoard } from './designers/designer-board';
import { SignedInPage } from './page-frame';

const DESCRIPTION =
  'Each designer’s active projects, designs due this week and overdue. Move a project to another designer to reassign it.';

function DesignersBody() {
  const board = useDesignerBoard();
  const projects = useBoardProjects();
  const permissions = usePermissions();
  const lockedReason = permissions.reason('projects.edit');
  if (board.isPending || projects.isPending) return <LoadingState label="Loading the designers…" />;
  if (board.isError || projects.isError) {
    const error = board.error ?? projects.error;
    return (
      <ErrorState
        title="The designers’ workload could not be loaded"
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => {
          void board.refetch();
          void projects.refetch();
        }}
      />
    );
  }
  return (
    <Stack gap="4">
      {lockedReason !== null && !permissions.isPending ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{lockedReason}</Alert.Title>
        </Alert.Root>
      ) : null}
      <DesignerBoard board={board.data} projects={projects.data} lockedReason={lockedReason} />
    </Stack>
  );
}

/** dashboard/designers: the designers' workload as a board one can reassign projects from. */
export default function DashboardDesignersPage() {
  return (
    <SignedInPage
      title="Designers"
      description={DESCRIPTION}
      signedOut={{
        title: 'Sign in to see the designers’ workload',
        reason: 'The board shows the projects you work on: sign in to see them.',
      }}
    >
      <DesignersBody />
    </SignedInPage>
  );
}
