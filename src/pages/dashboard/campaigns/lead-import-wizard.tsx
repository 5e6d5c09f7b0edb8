/**
 * Import leads from a CSV file, in a dialog: choose the file and the campaign → map columns →
 * preview the first rows with their problems → import (one import_leads call, one transaction) →
 * the counts, with the rejected rows and the duplicates offered back as CSV with a reason column.
 * The campaign page opens it; the leads page may mount it too (campaignId left out: chosen here).
 */
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  DUPLICATE_POLICY_LABELS,
  useCampaign,
  useImportLeads,
  useCampaignOptions,
  checkRecords,
  combineResults,
  fileDuplicates,
  guessMapping,
  mappingProblems,
  readStoredMapping,
  splitChecked,
  writeStoredMapping,
  type ColumnMapping,
  type LeadImportResult,
  type ParsedCsv,
} from '@/services/crm';
import { MappingStep, PreviewStep, ResultStep } from './lead-import-steps';
import { readLeadCsv } from './read-lead-csv';
import { OptionSelect } from '@/ui';

type Step = 'choose' | 'map' | 'preview' | 'done';

export interface LeadImportWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The campaign to import into; the person may still choose another. */
  campaignId?: string | null;
  /** Called after a finished import with its counts. */
  onImported?: (result: LeadImportResult) => void;
}

const STEP_TITLES: Record<Step, string> = {
  choose: 'Choose a file',
  map: 'Map columns',
  preview: 'Check the rows',
  done: 'Import finished',
};

export function LeadImportWizard({
  open,
  onOpenChange,
  campaignId = null,
  onImported,
}: LeadImportWizardProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Mounted only while open: closing forgets the file and the step. */}
            {open ? (
              <WizardBody
                campaignId={campaignId}
                onClose={() => onOpenChange(false)}
                onImported={onImported}
              />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function WizardBody({
  campaignId,
  onClose,
  onImported,
}: {
  campaignId: string | null;
  onClose: () => void;
  onImported: ((result: LeadImportResult) => void) | undefined;
}) {
  const campaigns = useCampaignOptions();
  const [campaign, setCampaign] = useState(campaignId ?? '');
  const chosen = useCampaign(campaign || null);
  const [step, setStep] = useState<Step>('choose');
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [readNote, setReadNote] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [result, setResult] = useState<LeadImportResult | null>(null);
  const importLeads = useImportLeads();

  const checked = useMemo(
    () => (parsed && step !== 'choose' ? checkRecords(parsed, mapping) : []),
    [parsed, mapping, step],
  );
  const split = useMemo(() => splitChecked(checked), [checked]);
  const repeats = useMemo(() => fileDuplicates(split.rows), [split.rows]);
  const problems = mappingProblems(mapping);

  const chooseFile = async (file: File | undefined) => {
    setParsed(null);
    setReadError(null);
    setReadNote(null);
    if (!file) return;
    setFileName(file.name);
    setProgress(0);
    try {
      const { note, ...next } = await readLeadCsv(file, setProgress);
      setReadNote(note);
      if (next.headers.length === 0 || next.records.length === 0) {
        setReadError('The file has no rows under its header row.');
        return;
      }
      setParsed(next);
      setMapping(guessMapping(next.headers, readStoredMapping()));
    } catch (error) {
      setReadError(error instanceof Error ? error.message : 'The file could not be read.');
    } finally {
      setProgress(null);
    }
  };

  const runImport = async () => {
    if (!parsed) return;
    try {
      const answer = await importLeads.mutateAsync({ campaignId: campaign, rows: split.rows });
      const combined = combineResults([answer], split.rejected);
      setResult(combined);
      setStep('done');
      onImported?.(combined);
    } catch {
      // The message stays on the preview step (importLeads.error); nothing was imported.
    }
  };

  const campaignName = campaigns.data?.find((option) => option.id === campaign)?.name;

  return (
    <>
      <Dialog.Header>
        <Stack gap="0">
          <Dialog.Title>Import leads</Dialog.Title>
          <Text color="fg.muted" textStyle="sm">
            {STEP_TITLES[step]}
            {campaignName ? ` · ${campaignName}` : ''}
          </Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {step === 'choose' ? (
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>Campaign</Field.Label>
              <OptionSelect
                value={campaign}
                onChange={(event) => setCampaign(event.currentTarget.value)}
                placeholder="Choose a campaign"
                options={(campaigns.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
              />
              {chosen.data ? (
                <Field.HelperText>
                  Duplicates: {DUPLICATE_POLICY_LABELS[chosen.data.duplicate_lead_policy]}
                </Field.HelperText>
              ) : null}
            </Field.Root>
            <Field.Root required invalid={readError !== null}>
              <Field.Label>CSV file</Field.Label>
              <Input
                type="file"
                accept=".csv,text/csv"
                py="1.5"
                onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
              />
              <Field.HelperText>
                UTF-8 (Windows-1252 and UTF-16 are recognised), up to 20 MB, first row the headers. Phones are
                compared by their last 10 digits, e-mails in any case.
              </Field.HelperText>
              <Field.ErrorText>{readError}</Field.ErrorText>
            </Field.Root>
            {progress !== null ? (
              <Progress.Root value={Math.round(progress * 100)} size="sm">
                <Progress.Label textStyle="sm">Reading the file…</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : null}
            {parsed ? (
              <Text textStyle="sm" role="status">
                {fileName}: {parsed.records.length} rows, {parsed.headers.length} columns.
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {readNote && parsed && step !== 'done' ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{readNote}</Alert.Title>
          </Alert.Root>
        ) : null}
        {step === 'map' && parsed ? (
          <MappingStep headers={parsed.headers} mapping={mapping} onChange={setMapping} problems={problems} />
        ) : null}
        {step === 'preview' ? (
          <Stack gap="3">
            <PreviewStep checked={checked} fileDuplicates={repeats} />
            {importLeads.isPending ? (
              <Stack gap="1">
                <Text textStyle="sm">Importing {split.rows.length} rows…</Text>
                <Progress.Root value={null} size="sm">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            ) : null}
            {importLeads.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>Nothing was imported: {importLeads.error.message}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Stack>
        ) : null}
        {step === 'done' && result && parsed ? (
          <ResultStep result={result} parsed={parsed} campaignId={campaign} />
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2" wrap="wrap" justify="end">
          {step === 'choose' ? (
            <Button colorPalette="brand" disabled={!parsed || !campaign} onClick={() => setStep('map')}>
              Next: map columns
            </Button>
          ) : null}
          {step === 'map' ? (
            <>
              <Button variant="outline" onClick={() => setStep('choose')}>
                Back
              </Button>
              <Button
                colorPalette="brand"
                disabled={problems.length > 0}
                onClick={() => {
                  writeStoredMapping(mapping);
                  setStep('preview');
                }}
              >
                Next: check the rows
              </Button>
            </>
          ) : null}
          {step === 'preview' ? (
            <>
              <Button variant="outline" disabled={importLeads.isPending} onClick={() => setStep('map')}>
                Back
              </Button>
              <Button
                colorPalette="brand"
                loading={importLeads.isPending}
                loadingText="Importing…"
                disabled={split.rows.length === 0}
                onClick={() => void runImport()}
              >
                Import {split.rows.length} rows
              </Button>
            </>
          ) : null}
          {step === 'done' ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setParsed(null);
                  setResult(null);
                  importLeads.reset();
                  setStep('choose');
                }}
              >
                Import another file
              </Button>
              <Button colorPalette="brand" onClick={onClose}>
                Done
              </Button>
            </>
          ) : null}
        </HStack>
      </Dialog.Footer>
    </>
  );
}
