import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Progress,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { readCsvFile } from '@/services/kit';
import { BookOpen, Play, Square, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  KITCHEN_JOB,
  draftIssues,
  draftToJob,
  emptyDraft,
  emptyPartRow,
  emptyStockRow,
  importParts,
  jobToDraft,
  loadDraft,
  saveDraft,
  type JobDraft,
} from '@/services/optimizer';
import { PageHeader, toaster } from '@/ui';
import { EditableGrid } from '@/ui/components/editable-grid/editable-grid';
import { PlanView } from './cutting-plan/plan-view';
import { STATION_VIEW } from './station/station-links';
import { PART_GRID_COLUMNS, STOCK_GRID_COLUMNS } from './optimizer/columns';
import { PlanResults } from './optimizer/plan-results';
import { PrintView, type PrintMode } from './optimizer/print-view';
import { SettingsForm } from './optimizer/settings-form';
import { useOptimizerRun } from './optimizer/use-optimizer-run';

// The shop floor's station view lives on this production route (?view=station), loaded on demand.
const StationView = lazy(() => import('./station/station-view'));

function initialDraft(): JobDraft {
  return (typeof localStorage === 'undefined' ? null : loadDraft(localStorage)) ?? emptyDraft();
}

/**
 * A saved plan (?plan=<id>) from a bill of material, the shop floor's station view (?view=station),
 * or the typed job of the page's own mode.
 */
export default function DashboardOptimizerPage() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  if (params.get('view') === STATION_VIEW) {
    return (
      <Suspense fallback={<Text>Loading the station view…</Text>}>
        <StationView />
      </Suspense>
    );
  }
  if (planId) {
    return (
      <Box>
        <PageHeader title="Cutting optimizer" description="A cutting plan saved from a bill of material." />
        <PlanView key={planId} planId={planId} />
      </Box>
    );
  }
  return <TypedJob />;
}

function TypedJob() {
  const [draft, setDraft] = useState<JobDraft>(initialDraft);
  const [importErrors, setImportErrors] = useState<{ line: number; message: string }[]>([]);
  const [printMode, setPrintMode] = useState<PrintMode | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, start, cancel } = useOptimizerRun();
  const issues = useMemo(() => draftIssues(draft), [draft]);

  useEffect(() => {
    saveDraft(localStorage, draft);
  }, [draft]);

  useEffect(() => {
    if (printMode === null) return;
    // Print after the print view has rendered its content.
    const timer = setTimeout(() => {
      window.print();
      setPrintMode(null);
    }, 50);
    return () => clearTimeout(timer);
  }, [printMode]);

  const blocking = issues.job.length > 0 || Object.keys(issues.settings).length > 0;
  const running = state.status === 'running';
  const plan =
    state.status === 'done'
      ? state.plan
      : state.status === 'cancelled'
        ? state.plan
        : state.status === 'running'
          ? state.preview
          : null;

  const run = (): void => {
    if (blocking) return;
    start(draftToJob(draft));
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    let text: string;
    try {
      text = (await readCsvFile(file)).text;
    } catch (cause) {
      toaster.create({
        type: 'error',
        title: 'The file was not imported',
        description: String((cause as Error).message),
      });
      return;
    }
    const result = importParts(text);
    const keep = draft.parts.filter((p) => p.name.trim() !== '' || p.length.trim() !== '');
    setDraft({ ...draft, parts: [...keep, ...result.rows] });
    setImportErrors(result.errors);
    toaster.create({
      type: result.errors.length > 0 ? 'warning' : 'success',
      title: `Imported ${result.rows.length} parts`,
      description: result.errors.length > 0 ? `${result.errors.length} rows need a fix.` : undefined,
    });
  };

  return (
    <Box>
      <PageHeader
        title="Cutting optimizer"
        description="Parts and stock sheets into cutting diagrams, labels and exports."
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => setDraft(jobToDraft(KITCHEN_JOB))}>
              <BookOpen /> Load example kitchen
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDraft(emptyDraft())}>
              New job
            </Button>
          </>
        }
      />
      <Stack gap="8">
        <Field.Root maxW="md">
          <Field.Label>Job name</Field.Label>
          <Input
            size="sm"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
        </Field.Root>

        <Box as="section" aria-labelledby="parts-heading">
          <HStack justify="space-between" mb="2" wrap="wrap">
            <Heading as="h2" size="md" id="parts-heading">
              Parts
            </Heading>
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              <Upload /> Import parts CSV
            </Button>
            <chakra.input
              ref={fileInput}
              type="file"
              accept=".csv,.tsv,.txt,text/csv"
              display="none"
              aria-label="Parts CSV file"
              onChange={(e) => void onImport(e)}
            />
          </HStack>
          <Text textStyle="xs" color="fg.muted" mb="2">
            Finished sizes in mm; banded edges (L1, L2 along the length, W1, W2 along the width) are cut
            smaller by the band. Grain-locked parts keep the sheet&apos;s grain direction.
          </Text>
          {importErrors.length > 0 && (
            <Alert.Root status="warning" mb="2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Some imported rows need a fix</Alert.Title>
                <Alert.Description>
                  <chakra.ul ps="4" listStyleType="disc">
                    {importErrors.slice(0, 10).map((e) => (
                      <li key={e.line}>
                        Line {e.line}: {e.message}
                      </li>
                    ))}
                  </chakra.ul>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <EditableGrid
            label="Parts"
            columns={PART_GRID_COLUMNS}
            rows={draft.parts}
            onRowsChange={(parts) => setDraft({ ...draft, parts })}
            createRow={emptyPartRow}
            errors={issues.parts}
            rowLabel={(row, i) => (row.name.trim() ? `part ${i + 1} (${row.name.trim()})` : `part ${i + 1}`)}
            addLabel="Add part"
          />
        </Box>

        <Box as="section" aria-labelledby="stock-heading">
          <Heading as="h2" size="md" id="stock-heading" mb="2">
            Stock sheets
          </Heading>
          <EditableGrid
            label="Stock sheets"
            columns={STOCK_GRID_COLUMNS}
            rows={draft.stock}
            onRowsChange={(stock) => setDraft({ ...draft, stock })}
            createRow={emptyStockRow}
            errors={issues.stock}
            rowLabel={(_row, i) => `sheet ${i + 1}`}
            addLabel="Add stock sheet"
          />
        </Box>

        <Box as="section" aria-labelledby="settings-heading">
          <Heading as="h2" size="md" id="settings-heading" mb="3">
            Saw settings
          </Heading>
          <SettingsForm
            settings={draft.settings}
            errors={issues.settings}
            onChange={(settings) => setDraft({ ...draft, settings })}
          />
        </Box>

        <Stack gap="3" as="section" aria-label="Run">
          {issues.job.map((message) => (
            <Text key={message} color="red.fg" role="alert">
              {message}
            </Text>
          ))}
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={run} disabled={blocking || running}>
              <Play /> Run optimizer
            </Button>
            {running && (
              <Button variant="outline" onClick={cancel}>
                <Square /> Cancel
              </Button>
            )}
            {!blocking && issues.count > 0 && (
              <Text textStyle="sm" color="fg.muted">
                Rows with problems are reported as not cut.
              </Text>
            )}
          </HStack>
          {running && (
            <Progress.Root
              value={state.progress ? Math.round(state.progress.fraction * 100) : null}
              maxW="md"
              size="sm"
              colorPalette="brand"
            >
              <Progress.Label textStyle="sm">
                Optimizing
                {state.progress
                  ? `: ${state.progress.sheets} sheets, lower bound ${state.progress.lowerBound}`
                  : '…'}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {state.status === 'cancelled' && (
            <Text role="status">
              Cancelled{state.plan ? '; showing the first answer found.' : ' before a first answer.'}
            </Text>
          )}
          {state.status === 'error' && (
            <Text role="alert" color="red.fg">
              The optimizer failed: {state.message}
            </Text>
          )}
        </Stack>

        {plan && (
          <>
            <PlanResults plan={plan} jobName={draft.name} onPrint={setPrintMode} />
            <PrintView plan={plan} mode={printMode} jobName={draft.name} />
          </>
        )}
      </Stack>
    </Box>
  );
}
