// The worker checkpoints once the tabs are quiet after a write, so the next open has no WAL to replay:
// never while a tab is asking, once for a burst of writes, stored (persisted) after each checkpoint,
// and a checkpoint that fails is reported once, not retried in a loop.
import { expect, it } from 'vitest';
import { CHECKPOINT_QUIET_MS, checkpointAfterWrites } from './embedded-checkpoint';
import { TabActivity, type WarmUpDatabase } from './embedded-warm-up';
import { seededDatabase } from './testing/seeded-database';

const { db } = seededDatabase();

/** A clock the test moves, and a pause that moves it (each wait of the checkpointer is 100 ms). */
function clock() {
  let now = 0;
  return { now: () => now, pause: async () => void (now += 100) };
}

async function checkpointLsn(): Promise<string> {
  const { rows } = await db.query<{ lsn: string }>(
    'select checkpoint_lsn::text as lsn from pg_control_checkpoint()',
  );
  return rows[0]?.lsn ?? '';
}

async function aWrite(): Promise<void> {
  await db.exec(
    `create table if not exists checkpoint_probe (n int); insert into checkpoint_probe values (1)`,
  );
}

it('checkpoints once the tabs have been quiet after a burst of writes, and stores it after', async () => {
  const time = clock();
  const tabs = new TabActivity(300, time.now);
  const persisted: { lsn: string; at: number }[] = [];
  const before = await checkpointLsn();
  let pausesWhileBusy = 0;
  let busy = true;
  const checkpoints = checkpointAfterWrites(db, tabs, {
    persist: async () => void persisted.push({ lsn: await checkpointLsn(), at: time.now() }),
    pause: async () => {
      if (busy) pausesWhileBusy += 1;
      await time.pause();
    },
  });
  // A tab writes three times while it is still asking.
  let finish = () => undefined as void;
  const tabQuery = tabs.track(() => new Promise<void>((resolve) => (finish = resolve)));
  for (let write = 0; write < 3; write++) {
    await aWrite();
    checkpoints.written();
  }
  while (pausesWhileBusy < 5) await Promise.resolve();
  expect(persisted).toEqual([]);
  expect(await checkpointLsn()).toBe(before);
  busy = false;
  const lastAsked = time.now();
  finish();
  await tabQuery;
  await checkpoints.settled();
  // One checkpoint for the three writes, stored once, and not before the tabs had been quiet long enough.
  expect(persisted).toHaveLength(1);
  expect(persisted[0]?.lsn).not.toBe(before);
  expect(persisted[0]?.at).toBeGreaterThanOrEqual(lastAsked + CHECKPOINT_QUIET_MS);
});

it('does nothing once the database is closing', async () => {
  const time = clock();
  const tabs = new TabActivity(300, time.now);
  await tabs.track(async () => undefined);
  let closing = false;
  let persisted = 0;
  const checkpoints = checkpointAfterWrites(db, tabs, {
    persist: async () => void (persisted += 1),
    pause: async () => {
      closing = true;
      await time.pause();
    },
    stopped: () => closing,
  });
  checkpoints.written();
  await checkpoints.settled();
  expect(persisted).toBe(0);
});

it('reports a checkpoint that fails once, and checkpoints again after the next write', async () => {
  const time = clock();
  const tabs = new TabActivity(300, time.now);
  await tabs.track(async () => undefined);
  let failures = 1;
  const failingOnce: WarmUpDatabase = {
    _runExclusiveTransaction: (work) => db._runExclusiveTransaction(work),
    execProtocol: (message, options) => {
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(new Error('no space left'));
      }
      return db.execProtocol(message, options);
    },
  };
  const warnings: unknown[] = [];
  let persisted = 0;
  const checkpoints = checkpointAfterWrites(failingOnce, tabs, {
    persist: async () => void (persisted += 1),
    pause: time.pause,
    warn: (error) => warnings.push(error),
  });
  checkpoints.written();
  await checkpoints.settled();
  expect(warnings).toEqual([new Error('no space left')]);
  expect(persisted).toBe(0);
  await aWrite();
  checkpoints.written();
  await checkpoints.settled();
  expect(persisted).toBe(1);
  expect(warnings).toHaveLength(1);
});
