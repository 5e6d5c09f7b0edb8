/**
 * The tab's half of the embedded database's backups (format and checks: embedded-backup.ts).
 *   - download: PGlite's dump of the shared database, after a checkpoint (the restored copy then
 *     starts without replaying the log);
 *   - check: the tab's worker opens the file in a throwaway database and answers what it holds;
 *   - restore: the worker writes the file as a new data directory and checks it there; only when that
 *     is complete does the tab switch to it (one localStorage write) and tell every tab to reload.
 *     A failure before the switch deletes the half-written copy and leaves the database as it was.
 * Loaded through a dynamic import only (index.ts).
 */
import { embeddedStorage } from '../kit/embedded-start-failure';
import { forgetAllCachedQueries } from '../kit/query-persistence';
import {
  BackupRefusedError,
  backupFileName,
  type BackupSummary,
  type BackupWorkerReply,
  type BackupWorkerRequest,
} from './embedded-backup';
import { deleteStoredDataDir, freshEmbeddedDataDir, switchEmbeddedDataDir } from './embedded-data-dir';
import { embeddedDatabase, embeddedWorker } from './embedded-database';
import { announceEmbedded } from './embedded-start-progress';

export type OnBackupStep = (step: string) => void;

export async function downloadEmbeddedBackup(onStep: OnBackupStep): Promise<{ file: Blob; name: string }> {
  onStep('Preparing the database');
  const db = await embeddedDatabase();
  await db.exec('checkpoint');
  onStep('Packing the database');
  const dump = await db.dumpDataDir('gzip');
  return { file: new Blob([dump], { type: 'application/gzip' }), name: backupFileName() };
}

async function postgresMajor(): Promise<string> {
  const db = await embeddedDatabase();
  const { rows } = await db.query<{ version: string }>(
    `select current_setting('server_version_num') as version`,
  );
  return String(Math.floor(Number(rows[0]?.version) / 10_000));
}

/** A request as the tab writes it; the Postgres version is added here. */
type TabRequest = BackupWorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'postgresMajor'>
    : never
  : never;

async function askWorker(request: TabRequest, onStep: OnBackupStep): Promise<BackupSummary> {
  const [worker, major] = await Promise.all([embeddedWorker(), postgresMajor()]);
  const channel = new MessageChannel();
  return new Promise<BackupSummary>((resolve, reject) => {
    channel.port1.onmessage = (event: MessageEvent<BackupWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'step') return onStep(reply.step);
      channel.port1.close();
      if (reply.type === 'done') resolve(reply.summary);
      else if (reply.type === 'refused') reject(new BackupRefusedError(reply.problem, reply.message));
      else reject(new Error(`The backup could not be read: ${reply.message}`));
    };
    worker.postMessage({ ...request, postgresMajor: major }, [channel.port2]);
  });
}

/** The file's checks, in a database apart from the data; throws BackupRefusedError saying why. */
export function checkEmbeddedBackup(file: Blob, onStep: OnBackupStep): Promise<BackupSummary> {
  return askWorker({ type: 'fpw-backup-check', file }, onStep);
}

/** Replaces the database with the backup's, then every tab (this one too) reloads. */
export async function restoreEmbeddedBackup(file: Blob, onStep: OnBackupStep): Promise<void> {
  if (embeddedStorage() === 'memory') {
    throw new Error(
      'This browser keeps the database in memory only (no usable IndexedDB), so a restored database would not outlive a reload.',
    );
  }
  const next = freshEmbeddedDataDir();
  try {
    await askWorker({ type: 'fpw-backup-install', file, dataDir: next }, onStep);
    onStep('Switching to the restored database');
    switchEmbeddedDataDir(next);
  } catch (error) {
    await deleteStoredDataDir(next).catch(() => undefined);
    throw error;
  }
  // The rows pages keep for a quick reload are the replaced database's.
  await forgetAllCachedQueries();
  onStep('Reloading every tab');
  announceEmbedded({ type: 'restored' });
}
