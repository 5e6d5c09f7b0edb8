// The worker's half of a restore: a check opens the file apart from the data (memory); an install
// writes it as a new data directory that, reopened, holds the backup's rows; a bad file is refused
// before any database is opened.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BackupRefusedError, type BackupWorkerReply } from './embedded-backup';
import { handleBackupRequest, type BackupWorkerSteps } from './embedded-backup-worker';
import { openTestDatabase } from './testing/test-database';

let backup: Blob;
let known: Set<string>;
const opened: string[] = [];
const folder = mkdtempSync(join(tmpdir(), 'fpw-restore-'));
const marker = `Restored ${Date.now()}`;

const steps: BackupWorkerSteps = {
  knownScripts: () => Promise.resolve(known),
  openFrom: (dataDir, tar) => {
    opened.push(dataDir);
    return PGlite.create({ dataDir, loadDataDir: tar, extensions: { pgcrypto } });
  },
};

beforeAll(async () => {
  const db = await openTestDatabase();
  const { rows } = await db.query<{ path: string }>('select path from fpw_meta.applied_scripts');
  known = new Set(rows.map((row) => row.path));
  await db.query(
    `update public.clients set name = $1 where id = (select id from public.clients order by id limit 1)`,
    [marker],
  );
  backup = await db.dumpDataDir('gzip');
  await db.close();
}, 240_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('checks a backup in a throwaway database and says what it holds', async () => {
  const replies: BackupWorkerReply[] = [];
  await handleBackupRequest({ type: 'fpw-backup-check', file: backup, postgresMajor: '18' }, steps, (reply) =>
    replies.push(reply),
  );
  expect(opened.at(-1)).toBe('memory://');
  expect(replies.filter((reply) => reply.type === 'step').length).toBeGreaterThanOrEqual(3);
  const done = replies.at(-1);
  expect(done?.type).toBe('done');
  expect(done?.type === 'done' && done.summary.counts.clients).toBeGreaterThan(0);
});

it('installs a backup as a new data directory that reopens with the same rows', async () => {
  const dataDir = join(folder, 'fpw-restored');
  const replies: BackupWorkerReply[] = [];
  await handleBackupRequest(
    { type: 'fpw-backup-install', file: backup, postgresMajor: '18', dataDir },
    steps,
    (reply) => replies.push(reply),
  );
  expect(replies.at(-1)?.type).toBe('done');
  const reopened = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  try {
    const { rows } = await reopened.query<{ n: number }>(
      'select count(*)::int as n from public.clients where name = $1',
      [marker],
    );
    expect(rows[0]?.n).toBe(1);
  } finally {
    await reopened.close();
  }
});

it('refuses a file that is not a backup before opening any database', async () => {
  const before = opened.length;
  const error = await handleBackupRequest(
    { type: 'fpw-backup-check', file: new Blob(['not a backup']), postgresMajor: '18' },
    steps,
    () => undefined,
  ).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BackupRefusedError);
  expect((error as BackupRefusedError).problem).toBe('not-gzip');
  expect(opened.length).toBe(before);
});
