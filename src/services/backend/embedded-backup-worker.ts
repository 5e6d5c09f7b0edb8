/**
 * The worker's half of a restore (embedded-backup.ts has the format and the checks). Every tab's
 * pg.worker answers its own tab, leader or not: the file is opened in a PGlite of its own, never in
 * the shared database, so checking a bad file cannot touch the data. Requests come with a
 * MessagePort (PGliteWorker uses the worker's own messages and BroadcastChannels, not ports).
 *   - check: the file's checks, then a throwaway database in memory for the database checks;
 *   - install: the same checks on the file written as a new IndexedDB data directory, which the tab
 *     switches to only once it is complete and closed (embedded-backup-client.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  BackupRefusedError,
  inspectBackupDatabase,
  readBackupArchive,
  type BackupWorkerReply,
  type BackupWorkerRequest,
} from './embedded-backup';

export interface BackupWorkerSteps {
  /** The paths of the app's SQL files. */
  knownScripts(): Promise<ReadonlySet<string>>;
  /** A PGlite at dataDir holding the tar's data directory (memory:// for a throwaway one). */
  openFrom(dataDir: string, tar: Blob): Promise<PGlite>;
}

/** One request, start to end: its steps and its outcome go to `say` (a refusal throws). */
export async function handleBackupRequest(
  request: BackupWorkerRequest,
  steps: BackupWorkerSteps,
  say: (reply: BackupWorkerReply) => void,
): Promise<void> {
  say({ type: 'step', step: 'Reading the file' });
  const archive = await readBackupArchive(request.file, request.postgresMajor);
  const known = await steps.knownScripts();
  const installing = request.type === 'fpw-backup-install';
  say({ type: 'step', step: installing ? 'Writing the new database' : 'Opening it apart from your data' });
  let db: PGlite;
  try {
    db = await steps.openFrom(installing ? request.dataDir : 'memory://', new Blob([archive.tar]));
  } catch (error) {
    throw new BackupRefusedError('unreadable', 'The file holds a database that does not open.', {
      cause: error,
    });
  }
  try {
    say({ type: 'step', step: 'Checking it is a database of this app' });
    const summary = await inspectBackupDatabase(db, known);
    if (installing) {
      say({ type: 'step', step: 'Saving it in this browser' });
      await db.syncToFs();
    }
    say({ type: 'done', summary });
  } finally {
    await db.close();
  }
}

/** Answers backup requests posted to this worker (`{ ...request }` with a port to answer on). */
export function answerBackupRequests(steps: BackupWorkerSteps): void {
  self.addEventListener('message', (event: MessageEvent) => {
    const request = event.data as BackupWorkerRequest | undefined;
    const port = event.ports[0];
    if (
      port === undefined ||
      (request?.type !== 'fpw-backup-check' && request?.type !== 'fpw-backup-install')
    )
      return;
    const say = (reply: BackupWorkerReply) => port.postMessage(reply);
    handleBackupRequest(request, steps, say)
      .catch((error: unknown) => {
        if (error instanceof BackupRefusedError)
          say({ type: 'refused', problem: error.problem, message: error.message });
        else say({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => port.close());
  });
}
