import { Badge, List, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ErrorState, LoadingState, StageTimeline } from '@/ui';
import { isDataSourceError } from '@/services/backend';
import { usePermissions, useStaffNames } from '@/services/admin';
import {
  nextStage,
  PROJECT_STAGE_LABELS,
  PROJECT_STAGES,
  useMoveProjectStage,
  useProjectDesignStages,
  useProjectStageLog,
  type Project,
} from '@/services/projects';

const STAGE_OPTIONS = PROJECT_STAGES.map((value) => ({ value, label: PROJECT_STAGE_LABELS[value] }));

function moveMessage(error: unknown): string {
  if (isDataSourceError(error)) {
    if (error.kind === 'conflict')
      return 'Someone else saved this project after you opened it: it has been reloaded, try again.';
    if (error.kind === 'permission' || error.kind === 'not-found') return 'You may not move this project.';
  }
  return error instanceof Error ? error.message : 'The stage did not change.';
}

/** The stage timeline from the stage log, with "Move to next stage" (projects.edit). */
export function ProjectStagesTab({ project }: { project: Project }) {
  const log = useProjectStageLog(project.id);
  const staff = useStaffNames();
  const permissions = usePermissions();
  const move = useMoveProjectStage();
  const names = useMemo(
    () => new Map((staff.data ?? []).map((person) => [person.id, person.name])),
    [staff.data],
  );
  const next = nextStage(project.stage);

  if (log.isPending) return <LoadingState label="Loading the stage history…" />;
  if (log.isError)
    return <ErrorState title="The stage history could not be loaded" onRetry={() => void log.refetch()} />;
  return (
    <StageTimeline
      stages={STAGE_OPTIONS}
      current={project.stage}
      entries={log.data.map((entry) => ({
        id: entry.id,
        from: entry.from_stage ? PROJECT_STAGE_LABELS[entry.from_stage] : null,
        to: PROJECT_STAGE_LABELS[entry.to_stage],
        at: entry.changed_at,
        by: entry.changed_by ? (names.get(entry.changed_by) ?? null) : null,
        note: entry.note,
      }))}
      moveDisabledReason={permissions.reason('projects.edit')}
      {...(next
        ? {
            onMove: async (note: string) => {
              try {
                await move.mutateAsync({ id: project.id, to: next, version: project.version, note });
              } catch (error) {
                throw new Error(moveMessage(error), { cause: error });
              }
            },
          }
        : {})}
    />
  );
}

const DESIGN_STATUS: Record<string, { label: string; palette: string }> = {
  pending: { label: 'Not started', palette: 'gray' },
  in_progress: { label: 'In progress', palette: 'blue' },
  done: { label: 'Done', palette: 'green' },
};

/** The project's own copy of its design stages. */
export function DesignStagesList({ projectId }: { projectId: string }) {
  const stages = useProjectDesignStages(projectId);
  if (stages.isPending) return <LoadingState label="Loading the design stages…" />;
  if (stages.isError) return <Text color="fg.error">The design stages could not be loaded.</Text>;
  if (stages.data.length === 0)
    return <Text color="fg.muted">No design-stage template was copied into this project.</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id="design-stages-heading">
        Design stages
      </Text>
      <List.Root as="ol" aria-labelledby="design-stages-heading" gap="1" ps="5">
        {stages.data.map((stage) => (
          <List.Item key={stage.id}>
            {stage.name} · {stage.percent}%{' '}
            <Badge colorPalette={DESIGN_STATUS[stage.status]?.palette ?? 'gray'}>
              {DESIGN_STATUS[stage.status]?.label ?? stage.status}
            </Badge>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
