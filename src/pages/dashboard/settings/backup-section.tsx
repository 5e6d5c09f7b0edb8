/**
 * Settings, "Backup": the embedded database lives in this browser only, so clearing the browser
 * would lose it. "Download a backup" saves the whole database as one file; "Restore from a backup"
 * checks a file (nothing changes yet), says what it holds and what it replaces, and only on
 * confirmation replaces the database, after which every tab reloads. On Supabase, backups are the
 * project's, and the section says so.
 * Who may: whoever may reset the demo data (anyone signed in on the embedded backend, which is a
 * single-user demo in one browser where any demo account can be signed in to: DESIGN section 2).
 */
import { Alert, Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DatabaseBackup, Download } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog, toaster } from '@/ui';
import { checkBackup, createBackup, restoreBackup, type BackupSummary } from '@/services/backend';
import { backendConfig, embeddedStorage } from '@/services/kit';

export interface BackupActions {
  create(onStep: (step: string) => void): Promise<{ file: Blob; name: string }>;
  check(file: File, onStep: (step: string) => void): Promise<BackupSummary>;
  restore(file: File, onStep: (step: string) => void): Promise<void>;
}

const serviceActions: BackupActions = { create: createBackup, check: checkBackup, restore: restoreBackup };

export interface BackupSectionProps {
  /** Stories hand in their own; the app uses the embedded backend's. */
  actions?: BackupActions;
  backend?: 'embedded' | 'supabase' | 'misconfigured';
  /** Where the embedded database keeps its data (memory: a restore could not outlive a reload). */
  storage?: 'indexeddb' | 'memory' | null;
}

function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;
}

function holdings(summary: BackupSummary): string {
  const { counts } = summary;
  const parts = [
    `${counts.staff} staff`,
    `${counts.clients} clients`,
    `${counts.leads} leads`,
    `${counts.projects} projects`,
    `${counts.quotations} quotations`,
    `${counts.orders} orders`,
    `${counts.payments} payments`,
  ];
  return parts.join(', ');
}

/** One step at a time, as the worker reports it: a backup takes seconds, with nothing else to show. */
function Working({ label, step }: { label: string; step: string }) {
  return (
    <Stack gap="1" maxW="md">
      <Progress.Root value={null} size="sm" colorPalette="brand">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text role="status" aria-live="polite" textStyle="sm" color="fg.muted">
        {step}…
      </Text>
    </Stack>
  );
}

interface Checked {
  file: File;
  summary: BackupSummary;
}

export function BackupSection({
  actions = serviceActions,
  backend = backendConfig().kind,
  storage = embeddedStorage(),
}: BackupSectionProps) {
  const client = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [downloadStep, setDownloadStep] = useState<string | null>(null);
  const [restoreStep, setRestoreStep] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);

  if (backend !== 'embedded') {
    return (
      <Text color="fg.muted">
        This workspace runs on a Supabase project: its database is backed up by that project (daily backups,
        and point-in-time recovery where the plan has it), and restored from the Supabase dashboard, not from
        here.
      </Text>
    );
  }

  const busy = downloadStep !== null || restoreStep !== null;
  const restoreBlocked =
    storage === 'memory'
      ? 'This browser keeps the database in memory only (no usable storage), so a restored database would not outlive a reload.'
      : null;

  const download = async () => {
    setDownloadStep('Starting');
    try {
      const { file, name } = await actions.create(setDownloadStep);
      setDownloadStep(`Saving ${name}`);
      save(file, name);
      toaster.create({
        type: 'success',
        title: 'Backup downloaded',
        description: `${name} (${sizeOf(file.size)}). Keep it somewhere other than this browser.`,
      });
    } catch (cause) {
      toaster.create({
        type: 'error',
        title: 'The backup could not be made',
        description: cause instanceof Error ? cause.message : undefined,
      });
    } finally {
      setDownloadStep(null);
    }
  };

  const check = async (file: File) => {
    setRefusal(null);
    setRestoreStep('Starting');
    try {
      const summary = await actions.check(file, setRestoreStep);
      setChecked({ file, summary });
    } catch (cause) {
      setRefusal({
        name: file.name,
        message: cause instanceof Error ? cause.message : 'The file could not be read.',
      });
    } finally {
      setRestoreStep(null);
      if (input.current) input.current.value = '';
    }
  };

  const restore = async () => {
    if (checked === null) return;
    setRestoreStep('Starting');
    try {
      await actions.restore(checked.file, setRestoreStep);
      // Nothing of the replaced database is kept for the reload (or saved again before it).
      client.clear();
      toaster.create({ type: 'success', title: 'The backup is restored', description: 'Reloading…' });
    } finally {
      setRestoreStep(null);
    }
  };

  return (
    <Stack gap="4">
      <Text>
        This database lives in this browser only: clearing the browser&apos;s data for this site loses it.
        Download a backup now and then, and keep it elsewhere; it can be restored here or in another browser.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void download()} disabled={busy}>
          <Download aria-hidden="true" /> Download a backup
        </Button>
        <VisuallyHidden>
          <label htmlFor={inputId}>Backup file to restore</label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".gz,.tgz,application/gzip,application/x-gzip"
            disabled={busy || restoreBlocked !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void check(file);
            }}
          />
        </VisuallyHidden>
        <Button
          variant="outline"
          colorPalette="red"
          disabled={busy || restoreBlocked !== null}
          onClick={() => input.current?.click()}
        >
          <DatabaseBackup aria-hidden="true" /> Restore from a backup
        </Button>
      </HStack>
      {restoreBlocked ? (
        <Text textStyle="sm" color="fg.muted">
          Restoring is not available: {restoreBlocked}
        </Text>
      ) : null}
      {downloadStep !== null ? <Working label="Making the backup" step={downloadStep} /> : null}
      {restoreStep !== null && checked === null ? (
        <Working label="Checking the backup" step={restoreStep} />
      ) : null}
      {refusal ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.name} cannot be restored. Nothing was changed.</Alert.Title>
            <Alert.Description>{refusal.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ConfirmDialog
        open={checked !== null}
        onOpenChange={(open) => {
          if (!open) setChecked(null);
        }}
        tone="danger"
        title="Replace the database with this backup?"
        description={
          checked ? (
            <Stack gap="2">
              <Text>
                {checked.file.name} ({sizeOf(checked.file.size)}) is a backup of this app holding{' '}
                {holdings(checked.summary)}.
              </Text>
              <Text>
                Everything in this browser&apos;s database is replaced by it: staff, leads, projects,
                quotations, orders, payments, settings and sign-ins, with every change made since the backup.
                Every open tab of the app reloads. Download a backup first if you may want today&apos;s data
                back.
              </Text>
              {checked.summary.missingScripts > 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  It was made by an earlier version of the app; the {checked.summary.missingScripts} newer
                  database changes are applied when it opens.
                </Text>
              ) : null}
              {restoreStep !== null ? <Working label="Restoring the backup" step={restoreStep} /> : null}
            </Stack>
          ) : null
        }
        confirmLabel="Replace the database"
        onConfirm={restore}
      />
    </Stack>
  );
}
