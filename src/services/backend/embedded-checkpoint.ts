/**
 * The worker checkpoints the database once the tabs are quiet after a write (issue 21). PGlite runs
 * Postgres in one process: nothing checkpoints on its own before 64 MB of WAL (max_wal_size), and the
 * worker never shuts the database down cleanly (it ends with the last tab), so each open replayed all
 * the WAL written since the last checkpoint, and IndexedDB kept it all. Measured in Chromium on the
 * shipped data: an open after one update of the leads took 839 ms against 767 ms for a clean one, and
 * 747 ms when the writing session had checkpointed; the replay grows with every write until 64 MB.
 * The checkpoint runs after the open too (its recovery's checkpoint is not stored until a sync).
 */
import { queryMessage } from './protocol-message.ts';
import type { TabActivity, WarmUpDatabase } from './embedded-warm-up.ts';

/** Writes usually come in bursts (a form, then its list): checkpoint once they are over. */
export const CHECKPOINT_QUIET_MS = 1000;

export interface CheckpointOptions {
  /** Makes the checkpointed data directory durable (the worker's queued sync to IndexedDB). */
  persist: () => Promise<void>;
  /** Resolves after a pause (a timer in the worker; a test's clock). */
  pause: () => Promise<void>;
  /** Stops waiting (the database is closing). */
  stopped?: () => boolean;
  warn?: (error: unknown) => void;
}

export interface Checkpointer {
  /** Something was written: checkpoint once the tabs have been quiet for CHECKPOINT_QUIET_MS. */
  written(): void;
  /** Resolves when no checkpoint is waiting or running (tests). */
  settled(): Promise<void>;
}

export function checkpointAfterWrites(
  db: WarmUpDatabase,
  tabs: TabActivity,
  options: CheckpointOptions,
): Checkpointer {
  let dirty = false;
  let running: Promise<void> | null = null;
  const run = async () => {
    while (dirty) {
      if (!(await tabs.whenQuiet(options, CHECKPOINT_QUIET_MS))) return;
      // A write during the checkpoint marks it dirty again: it is checkpointed next time round.
      dirty = false;
      await db._runExclusiveTransaction(() =>
        db.execProtocol(queryMessage('checkpoint'), { syncToFs: false, throwOnError: true }),
      );
      await options.persist();
    }
  };
  const written = () => {
    dirty = true;
    running ??= run()
      .catch((error: unknown) => (options.warn ?? console.warn)(error))
      .finally(() => {
        running = null;
        // Written after the loop had looked for the last time.
        if (dirty && !options.stopped?.()) written();
      });
  };
  return { written, settled: () => running ?? Promise.resolve() };
}
