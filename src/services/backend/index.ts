/**
 * The backend as the rest of src/services sees it: dataSource() for data, whichever backend the
 * configuration chose (DESIGN section 2), plus the embedded database's start-up and reset. Light on
 * purpose: each backend's code loads on first use, never with the first screen.
 */
import { backendConfig, type BackendConfig } from '../kit/config';
import { DataSourceError, type DataSource } from './data-source.ts';
import type { BackupSummary } from './embedded-backup';
import { listenToEmbedded } from './embedded-start-progress';

export * from './data-source.ts';

let current: { key: string; source: Promise<DataSource> } | null = null;

function keyOf(config: BackendConfig): string {
  return config.kind === 'supabase' ? `supabase\n${config.url}\n${config.anonKey}` : config.kind;
}

async function create(config: BackendConfig): Promise<DataSource> {
  switch (config.kind) {
    case 'supabase': {
      const [{ supabaseClient }, { createSupabaseDataSource }] = await Promise.all([
        import('./supabase-client'),
        import('./supabase-data-source.ts'),
      ]);
      return createSupabaseDataSource(await supabaseClient(config));
    }
    case 'embedded': {
      const [{ embeddedDatabase }, { createEmbeddedDataSource, readCatalogueOf }, { readEmbeddedCaller }] =
        await Promise.all([
          import('./embedded-database'),
          import('./embedded-data-source.ts'),
          import('./embedded-session'),
        ]);
      try {
        const db = await embeddedDatabase();
        // The schema is read once per database, before a page's first query needs it: started here, it
        // runs while React renders the page instead of after the page has asked.
        readCatalogueOf(db).catch(() => undefined);
        return createEmbeddedDataSource(db, {
          caller: () => readEmbeddedCaller(),
          // A write resolves once IndexedDB has it (relaxed durability answers commits earlier).
          flush: () => db.syncToFs(),
        });
      } catch (error) {
        throw new DataSourceError(
          'unavailable',
          error instanceof Error ? error.message : String(error),
          {},
          { cause: error },
        );
      }
    }
    case 'misconfigured':
      throw new DataSourceError(
        'unavailable',
        `The backend is not configured: ${config.missing} is not set.`,
      );
  }
}

/** The DataSource of the configured backend (re-chosen when a story or test overrides the configuration). */
export function dataSource(): Promise<DataSource> {
  const config = backendConfig();
  const key = keyOf(config);
  if (current === null || current.key !== key) {
    const entry = { key, source: create(config) };
    current = entry;
    // A failed start may be retried by the next call.
    entry.source.catch(() => {
      if (current === entry) current = null;
    });
  }
  return current.source;
}

/**
 * Starts the embedded database if it is the configured backend, with the DataSource over it (its code
 * loads beside the worker's start, not after it); resolves when both are ready.
 */
export async function startEmbeddedBackend(): Promise<void> {
  if (backendConfig().kind !== 'embedded') return;
  await dataSource();
}

/** Restores the embedded demo data (the settings page's reset); other backends are left alone. */
export async function resetDemoData(): Promise<void> {
  if (backendConfig().kind !== 'embedded') {
    throw new DataSourceError('invalid', 'Only the embedded demo database can be reset from the app.');
  }
  const { resetEmbeddedDatabase } = await import('./embedded-database');
  await resetEmbeddedDatabase();
  // The catalogue each DataSource keeps was read before the reset (other tabs: onDemoDataReset).
  current = null;
}

/**
 * Calls back when the demo data was reset in another tab of this browser (the main layout then
 * reloads what it shows); returns the function that stops listening. Light: no backend code loads.
 */
export function onDemoDataReset(listener: () => void): () => void {
  if (backendConfig().kind !== 'embedded') return () => undefined;
  return listenToEmbedded((message) => {
    if (message.type !== 'reset') return;
    current = null;
    listener();
  });
}

export type { BackupSummary, BackupCounts } from './embedded-backup';

function embeddedOnly(what: string): void {
  if (backendConfig().kind !== 'embedded') {
    throw new DataSourceError(
      'invalid',
      `Only the embedded database ${what} from the app; on Supabase, backups are the Supabase project's.`,
    );
  }
}

/** The embedded database as a backup file (settings); `onStep` hears what is being done. */
export async function createBackup(onStep: (step: string) => void): Promise<{ file: Blob; name: string }> {
  embeddedOnly('is backed up');
  const { downloadEmbeddedBackup } = await import('./embedded-backup-client');
  return downloadEmbeddedBackup(onStep);
}

/** Checks a backup file without changing anything; rejects with the reason a person can act on. */
export async function checkBackup(file: Blob, onStep: (step: string) => void): Promise<BackupSummary> {
  embeddedOnly('is restored');
  const { checkEmbeddedBackup } = await import('./embedded-backup-client');
  return checkEmbeddedBackup(file, onStep);
}

/** Replaces the embedded database with a checked backup; every tab of this browser then reloads. */
export async function restoreBackup(file: Blob, onStep: (step: string) => void): Promise<void> {
  embeddedOnly('is restored');
  const { restoreEmbeddedBackup } = await import('./embedded-backup-client');
  await restoreEmbeddedBackup(file, onStep);
  current = null;
}
