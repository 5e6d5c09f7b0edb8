/**
 * One survey (?id=): its project, surveyor, due date and status; the six stages walked with a
 * stepper (?stage=), room measurements and photos; Complete once every stage is saved, Reopen with
 * a reason. A complete survey shows everything read-only: the database refuses changes anyway.
 */
import { Alert, Button, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { CheckCheck, LockOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccessDenied, ErrorState, GatedButton, LoadingState, toaster } from '@/ui';
import { usePermissions } from '@/services/admin';
import {
  isRecceLocked,
  isRecceStage,
  RECCE_STAGES,
  useCompleteRecce,
  useRecce,
  useRecceMeasurements,
  useRecceStages,
  type Recce,
  type RecceStage,
} from '@/services/projects';
import { FactList } from '../dashboard-parts';
import { formatDate } from '../projects/project-columns';
import { RecceMeasurements } from './recce-measurements';
import { ReccePhotos } from './recce-photos';
import { RecceStageForm, RecceStepper } from './recce-stages';
import { RecceStatusBadge } from './recce-columns';
import { RECCE_PATH } from './recce.contract';
import { ReopenDialog } from './reopen-dialog';
import { href } from '@/routes/paths';

function Summary({ recce }: { recce: Recce }) {
  const items: [string, React.ReactNode][] = [
    [
      'Project',
      <ChakraLink asChild colorPalette="brand" key="project">
        <RouterLink to={href('/dashboard/Project-details', { id: recce.project_id, tab: 'recce' })}>
          {recce.project_code ? `${recce.project_code} · ` : ''}
          {recce.project_name}
        </RouterLink>
      </ChakraLink>,
    ],
    ['Client', recce.client_name ?? '—'],
    ['Surveyor', recce.assignee_name ?? 'Unassigned'],
    ['Due', formatDate(recce.due_date) || '—'],
    ['Status', <RecceStatusBadge key="status" status={recce.status} />],
  ];
  return <FactList items={items} />;
}

export function RecceDetails({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const recce = useRecce(id);
  const stages = useRecceStages(id);
  const measurements = useRecceMeasurements(id);
  const permissions = usePermissions();
  const complete = useCompleteRecce(id);
  const [reopening, setReopening] = useState(false);
  const requested = params.get('stage');
  const rooms = useMemo(
    () => [...new Set((measurements.data ?? []).map((m) => m.room))].sort((a, b) => a.localeCompare(b)),
    [measurements.data],
  );

  if (recce.isPending || stages.isPending) return <LoadingState label="Loading the survey…" />;
  if (recce.isError || stages.isError) {
    const error = recce.error ?? stages.error;
    return (
      <ErrorState
        title="The survey could not be loaded"
        message={error?.message ?? 'Try again.'}
        onRetry={() => {
          void recce.refetch();
          void stages.refetch();
        }}
      />
    );
  }
  if (recce.data === null) {
    return (
      <AccessDenied
        title="Not yours to see"
        reason="There is no site survey with this id that you may see: it belongs to other people's projects, or it does not exist."
        actions={
          <Button asChild variant="outline">
            <RouterLink to={RECCE_PATH}>Back to the surveys</RouterLink>
          </Button>
        }
      />
    );
  }
  const r = recce.data;
  const current: RecceStage = isRecceStage(requested) ? requested : r.current_stage;
  const locked = isRecceLocked(r.status);
  const editReason = permissions.reason('recce.edit');
  const entries = stages.data;
  const select = (stage: RecceStage) => {
    const next = new URLSearchParams(params);
    next.set('stage', stage);
    setParams(next, { replace: true });
  };
  const nextStage = (): void => {
    const after = RECCE_STAGES[RECCE_STAGES.indexOf(current) + 1];
    if (after) select(after);
  };
  const missing = RECCE_STAGES.length - r.stages_done;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Text as="h2" textStyle="xl" fontWeight="semibold">
            {r.project_code ? `${r.project_code} · ` : ''}
            {r.project_name}
          </Text>
          <Summary recce={r} />
        </Stack>
        {locked ? (
          <GatedButton variant="outline" blockedReason={editReason} onClick={() => setReopening(true)}>
            <LockOpen aria-hidden="true" /> Reopen
          </GatedButton>
        ) : (
          <GatedButton
            colorPalette="brand"
            blockedReason={
              editReason ?? (missing > 0 ? `Save every stage first: ${missing} still to do` : null)
            }
            loading={complete.isPending}
            loadingText="Completing"
            onClick={() =>
              complete.mutate(undefined, {
                onSuccess: () => toaster.create({ type: 'success', title: 'Recce marked complete' }),
              })
            }
          >
            <CheckCheck aria-hidden="true" /> Mark complete
          </GatedButton>
        )}
      </HStack>
      {locked ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This recce is marked complete</Alert.Title>
            <Alert.Description>
              Its stages, measurements and photos cannot be edited. Reopen it (with a reason) to change
              anything.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : r.reopen_reason ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Reopened {r.reopened_at ? new Date(r.reopened_at).toLocaleString('en-IN') : ''}
            </Alert.Title>
            <Alert.Description>{r.reopen_reason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <RecceStepper entries={entries} current={current} onSelect={select} />
      <RecceStageForm
        recceId={id}
        stage={current}
        entry={entries.find((entry) => entry.stage === current)}
        locked={locked || editReason !== null}
        onSaved={nextStage}
      />
      <Separator />
      <Stack gap="3" as="section" aria-labelledby="recce-measurements">
        <Text as="h2" id="recce-measurements" textStyle="lg" fontWeight="semibold">
          Room measurements
        </Text>
        <RecceMeasurements recceId={id} locked={locked || editReason !== null} />
      </Stack>
      <Separator />
      <Stack gap="3" as="section" aria-labelledby="recce-photos">
        <Text as="h2" id="recce-photos" textStyle="lg" fontWeight="semibold">
          Photos
        </Text>
        <ReccePhotos
          recceId={id}
          projectId={r.project_id}
          stage={current}
          rooms={rooms}
          locked={locked}
          blockedReason={editReason}
        />
      </Stack>
      <ReopenDialog recceId={id} open={reopening} onOpenChange={setReopening} />
    </Stack>
  );
}
