/**
 * "Optimise" on a bill of material: its parts per processed panel and the stock that can hold them
 * (usable offcuts first, then full sheets on hand) go to the optimizer's worker, with progress and
 * cancel; the answer is shown per material with the full sheets still missing, and saved as one
 * cutting plan per material only when stock covers every one of them.
 */
import { Alert, Button, Dialog, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Play, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DialogFrame, LoadingState, toaster } from '@/ui';
import {
  buildCuttingJob,
  splitByMaterial,
  useOptimizerInput,
  useSaveCuttingPlans,
  type OptimizerInput,
} from '@/services/production';
import { useOptimizerRun } from '../optimizer/use-optimizer-run';

const pct = (value: number): string => `${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

function MaterialsTable({ input }: { input: OptimizerInput }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label="Materials to cut">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Processed panel</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Parts</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Sheets on hand</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Usable offcuts</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {input.materials.map((m) => (
          <Table.Row key={m.processed_panel_id}>
            <Table.Cell>
              {m.code} · {m.name} ({m.sheet_length_mm} × {m.sheet_width_mm} mm)
            </Table.Cell>
            <Table.Cell textAlign="end">{m.parts.reduce((sum, p) => sum + p.quantity, 0)}</Table.Cell>
            <Table.Cell textAlign="end">{Math.floor(m.on_hand)}</Table.Cell>
            <Table.Cell textAlign="end">{m.offcuts.length}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function OptimizeBody({ input, onSaved }: { input: OptimizerInput; onSaved: () => void }) {
  const { state, start, cancel } = useOptimizerRun();
  const save = useSaveCuttingPlans();
  const [error, setError] = useState<string | null>(null);
  const answer = state.status === 'done' ? state.plan : state.status === 'cancelled' ? state.plan : null;
  const plans = useMemo(() => (answer ? splitByMaterial(input, answer) : null), [answer, input]);
  const short = plans?.filter((p) => p.missing > 0) ?? [];
  const unplaced = plans?.flatMap((p) => p.unplaced) ?? [];
  const running = state.status === 'running';

  const submit = async () => {
    if (!plans) return;
    setError(null);
    try {
      const ids = await save.mutateAsync({ input, plans });
      toaster.create({
        type: 'success',
        title: `${ids.length} cutting ${ids.length === 1 ? 'plan' : 'plans'} saved`,
      });
      onSaved();
    } catch (cause) {
      setError(`Not saved: ${cause instanceof Error ? cause.message : 'the database refused the plans.'}`);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          {input.materials.length === 0 ? (
            <Text>This bill of material has no parts to cut yet.</Text>
          ) : (
            <MaterialsTable input={input} />
          )}
          {running ? (
            <Progress.Root
              value={state.progress ? Math.round(state.progress.fraction * 100) : null}
              size="sm"
              colorPalette="brand"
            >
              <Progress.Label textStyle="sm">
                Optimising
                {state.progress ? `: ${state.progress.sheets} sheets so far` : '…'}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
          {state.status === 'cancelled' ? (
            <Text role="status">
              Cancelled{state.plan ? '; the first answer found is shown.' : ' before a first answer.'}
            </Text>
          ) : null}
          {state.status === 'error' ? (
            <Text role="alert" color="red.fg">
              The optimizer failed: {state.message}
            </Text>
          ) : null}
          {plans ? (
            <Table.Root size="sm" variant="outline" aria-label="Plan per material">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Processed panel</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Full sheets</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Offcuts used</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">On hand</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Missing</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Yield</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {plans.map((p) => (
                  <Table.Row key={p.material.processed_panel_id}>
                    <Table.Cell>{p.material.code}</Table.Cell>
                    <Table.Cell textAlign="end">{p.fullSheets}</Table.Cell>
                    <Table.Cell textAlign="end">{p.offcutSheets}</Table.Cell>
                    <Table.Cell textAlign="end">{p.onHand}</Table.Cell>
                    <Table.Cell textAlign="end" color={p.missing > 0 ? 'red.fg' : undefined}>
                      {p.missing}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{pct(p.yieldPercent)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
          {short.length > 0 ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Not enough sheets on hand</Alert.Title>
                <Alert.Description>
                  {short
                    .map(
                      (p) =>
                        `${p.material.code} needs ${p.fullSheets} full sheets, ${p.onHand} on hand: ${p.missing} missing`,
                    )
                    .join('; ')}
                  . Receive them in Stocks, then optimise again.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {unplaced.length > 0 ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Parts no sheet can hold</Alert.Title>
                <Alert.Description>
                  {unplaced.map((u) => `${u.name} × ${u.quantity}: ${u.reason}`).join('; ')}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {error ? (
            <Text role="alert" color="red.fg">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {running ? (
          <Button variant="outline" onClick={cancel}>
            <Square aria-hidden="true" /> Cancel run
          </Button>
        ) : (
          <Button
            variant={plans ? 'outline' : 'solid'}
            colorPalette="brand"
            disabled={input.materials.length === 0}
            onClick={() => start(buildCuttingJob(input))}
          >
            <Play aria-hidden="true" /> {plans ? 'Run again' : 'Run optimizer'}
          </Button>
        )}
        <Button
          colorPalette="brand"
          disabled={!plans || running || short.length > 0 || plans.every((p) => p.sheets.length === 0)}
          loading={save.isPending}
          loadingText="Saving…"
          onClick={() => void submit()}
        >
          Save cutting plans
        </Button>
      </Dialog.Footer>
    </>
  );
}

export function OptimizeDialog({
  bomId,
  bomName,
  open,
  onOpenChange,
}: {
  bomId: string;
  bomName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const input = useOptimizerInput(bomId, open);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={`Optimise ${bomName}`}
      size="lg"
      fresh
      ownBody
      closeButton={false}
    >
      {input.isPending ? (
        <Dialog.Body>
          <LoadingState label="Reading parts and stock…" />
        </Dialog.Body>
      ) : input.isError || !input.data ? (
        <Dialog.Body>
          <Text role="alert" color="red.fg">
            {input.error?.message ?? 'This bill of material could not be read.'}
          </Text>
        </Dialog.Body>
      ) : (
        <OptimizeBody input={input.data} onSaved={() => onOpenChange(false)} />
      )}
    </DialogFrame>
  );
}
