import { Alert, Stack } from '@chakra-ui/react';
import { AccessDenied, ErrorState, LoadingState, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { useBoardProjects, useDesignerBoard } from '@/services/projects';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import { DesignerBoard } from './designers/designer-board';

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
  const user = useStoredUser();
  const route = useRouteEntry();
  return (
    <Stack gap="6">
      <PageHeader title={route?.title ?? 'Designers'} description={DESCRIPTION} />
      {user === null ? (
        <AccessDenied
          title="Sign in to see the designers’ workload"
          reason="The board shows the projects you work on: sign in to see them."
        />
      ) : (
        <DesignersBody />
      )}
    </Stack>
  );
}
