/**
 * Settings, "Backup" (issue 20: nothing lost on the embedded default), with the backend's backup
 * actions replaced by fakes that say their steps: a download shows its progress and saves the file; a
 * bad file is refused with its reason before anything changes; a good one is confirmed with what it
 * holds before the restore runs; on Supabase the section points to the project's own backups.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackupSection, type BackupActions } from '../../../src/pages/dashboard/settings/backup-section';
import type { BackupSummary } from '../../../src/services/backend';

const summary: BackupSummary = {
  appliedScripts: 83,
  missingScripts: 0,
  lastAppliedAt: '2026-11-28 08:00:00+00',
  counts: { staff: 15, clients: 30, leads: 404, projects: 30, quotations: 21, orders: 15, payments: 70 },
};

const calls: string[] = [];
let releaseRestore: (() => void) | null = null;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const actions: BackupActions = {
  async create(onStep) {
    calls.push('create');
    onStep('Packing the database');
    await pause(300);
    return {
      file: new Blob([new Uint8Array(2048)], { type: 'application/gzip' }),
      name: 'fpw-backup-2026-11-28.tar.gz',
    };
  },
  async check(file, onStep) {
    calls.push(`check ${file.name}`);
    onStep('Checking it is a database of this app');
    await pause(100);
    if (file.name.startsWith('damaged')) {
      throw new Error(
        'The file is damaged or incomplete (it does not decompress to the end). Download the backup again.',
      );
    }
    return summary;
  },
  async restore(file, onStep) {
    calls.push(`restore ${file.name}`);
    onStep('Writing the new database');
    await new Promise<void>((resolve) => {
      releaseRestore = resolve;
    });
  },
};

const meta = {
  title: 'Pages/Dashboard/SettingsBackup',
  component: BackupSection,
  args: { actions, backend: 'embedded', storage: 'indexeddb' },
  beforeEach: () => {
    calls.length = 0;
    releaseRestore = null;
  },
} satisfies Meta<typeof BackupSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadShowsProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    // The browser's download is not the story's business: note the file name instead.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download a backup' }));
      await expect(await canvas.findByRole('progressbar', { name: 'Making the backup' })).toBeInTheDocument();
      await expect(canvas.getByRole('status')).toHaveTextContent('Packing the database…');
      await expect(canvas.getByRole('button', { name: 'Download a backup' })).toBeDisabled();
      await waitFor(() => expect(saved).toEqual(['fpw-backup-2026-11-28.tar.gz']));
      // The toast names the file (toasts of an earlier run may still be leaving).
      await waitFor(async () => {
        const described = await within(document.body).findAllByText(
          /fpw-backup-2026-11-28\.tar\.gz \(2 KB\)/,
        );
        await expect(described.at(-1)).toBeVisible();
      });
      await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const ABadFileIsRefusedAndNothingChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Backup file to restore'),
      new File([new Uint8Array([0x1f, 0x8b, 1])], 'damaged.tar.gz', { type: 'application/gzip' }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('damaged.tar.gz cannot be restored. Nothing was changed.');
    await expect(alert).toHaveTextContent('damaged or incomplete');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(calls).toEqual(['check damaged.tar.gz']);
  },
};

export const AGoodFileIsConfirmedThenRestored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const file = new File([new Uint8Array([0x1f, 0x8b, 0])], 'fpw-backup-2026-11-20.tar.gz', {
      type: 'application/gzip',
    });
    await userEvent.upload(canvas.getByLabelText('Backup file to restore'), file);
    const dialog = await body.findByRole('alertdialog', { name: 'Replace the database with this backup?' });
    await expect(dialog).toHaveTextContent('fpw-backup-2026-11-20.tar.gz');
    await expect(dialog).toHaveTextContent('15 staff, 30 clients, 404 leads, 30 projects');
    await expect(dialog).toHaveTextContent('Every open tab of the app reloads');
    // Nothing is restored until the person confirms.
    await expect(calls).toEqual(['check fpw-backup-2026-11-20.tar.gz']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the database' }));
    await expect(
      await within(dialog).findByRole('progressbar', { name: 'Restoring the backup' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Writing the new database…');
    await expect(calls).toEqual([
      'check fpw-backup-2026-11-20.tar.gz',
      'restore fpw-backup-2026-11-20.tar.gz',
    ]);
    releaseRestore?.();
    const toast = await body.findByText('The backup is restored');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancellingTheConfirmationRestoresNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.upload(
      canvas.getByLabelText('Backup file to restore'),
      new File([new Uint8Array([0x1f, 0x8b])], 'fpw-backup-2026-11-20.tar.gz', { type: 'application/gzip' }),
    );
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(calls).toEqual(['check fpw-backup-2026-11-20.tar.gz']);
  },
};

export const InMemoryOnlyRestoreIsDisabledWithTheReason: Story = {
  args: { storage: 'memory' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Restore from a backup' })).toBeDisabled();
    await expect(canvas.getByText(/Restoring is not available: .*in memory only/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download a backup' })).toBeEnabled();
  },
};

export const OnSupabaseBackupsAreTheProjects: Story = {
  args: { backend: 'supabase' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/backed up by that project/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download a backup' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Restore from a backup' })).toBeNull();
  },
};
