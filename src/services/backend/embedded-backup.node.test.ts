// Backups of the embedded database (issue 20, "nothing lost on the embedded default"): a dump made
// the way "Download a backup" makes it passes the checks and, restored into a fresh PGlite, holds the
// same rows; every kind of bad file is refused with its reason before a database is touched.
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_MAX_BYTES,
  BackupRefusedError,
  backupFileName,
  inspectBackupDatabase,
  readBackupArchive,
  type BackupProblem,
} from './embedded-backup';
import { openEmptyDatabase } from './testing/test-database';
import { seededDatabase } from './testing/seeded-database';

const { db } = seededDatabase();
let backup: Blob;
let known: Set<string>;
const marker = `Backup check ${Date.now()}`;
const opened: PGlite[] = [];

async function open(tar: Uint8Array<ArrayBuffer>): Promise<PGlite> {
  const restored = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: { pgcrypto } });
  opened.push(restored);
  return restored;
}

async function refusal(work: Promise<unknown>): Promise<BackupProblem> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupRefusedError);
  return (error as BackupRefusedError).problem;
}

beforeAll(async () => {
  const { rows } = await db.query<{ path: string }>('select path from fpw_meta.applied_scripts');
  known = new Set(rows.map((row) => row.path));
  // A change made after the seed: the restored database must have it.
  await db.query(
    `update public.clients set name = $1 where id = (select id from public.clients order by id limit 1)`,
    [marker],
  );
  await db.exec('checkpoint');
  backup = await db.dumpDataDir('gzip');
}, 240_000);

afterAll(async () => {
  for (const each of opened) await each.close();
});

describe('the backup format', () => {
  it('is named by its day and is a gzip tar of a Postgres data directory of the running version', async () => {
    expect(backupFileName(new Date(2026, 10, 8, 23, 30))).toBe('fpw-backup-2026-11-08.tar.gz');
    const archive = await readBackupArchive(backup, '18');
    expect(archive.postgresMajor).toBe('18');
    expect(archive.entries).toBeGreaterThan(100);
  });

  it('restores into a fresh PGlite with the same rows, and is recognised as this app’s database', async () => {
    const archive = await readBackupArchive(backup, '18');
    const restored = await open(archive.tar);
    const summary = await inspectBackupDatabase(restored, known);
    expect(summary.missingScripts).toBe(0);
    expect(summary.appliedScripts).toBe(known.size);
    expect(summary.counts.staff).toBeGreaterThan(10);
    expect(summary.counts.leads).toBeGreaterThan(0);
    const { rows } = await restored.query<{ n: number }>(
      'select count(*)::int as n from public.clients where name = $1',
      [marker],
    );
    expect(rows[0]?.n).toBe(1);
    const [before, after] = await Promise.all(
      [db, restored].map((each) =>
        each.query<{ digest: string }>(
          `select md5(string_agg(l::text, '|' order by l.id)) as digest from public.leads l`,
        ),
      ),
    );
    expect(after!.rows[0]?.digest).toBe(before!.rows[0]?.digest);
  });

  it('says an older backup lacks the app’s newer SQL files (the start applies them) and accepts it', async () => {
    const restored = await open((await readBackupArchive(backup, '18')).tar);
    const summary = await inspectBackupDatabase(
      restored,
      new Set([...known, 'supabase/migrations/29990101000000_later.sql']),
    );
    expect(summary.missingScripts).toBe(1);
  });
});

describe('a file that is not a usable backup is refused with its reason, before a database opens', () => {
  it('empty, too large, or not gzip', async () => {
    expect(await refusal(readBackupArchive(new Blob([]), '18'))).toBe('empty');
    const huge = { size: BACKUP_MAX_BYTES + 1 } as Blob;
    expect(await refusal(readBackupArchive(huge, '18'))).toBe('too-large');
    expect(await refusal(readBackupArchive(new Blob(['name,phone\nAsha,98450']), '18'))).toBe('not-gzip');
  });

  it('truncated or damaged', async () => {
    const bytes = new Uint8Array(await backup.arrayBuffer());
    expect(await refusal(readBackupArchive(new Blob([bytes.slice(0, bytes.length / 2)]), '18'))).toBe(
      'unreadable',
    );
    const damaged = bytes.slice();
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    expect(await refusal(readBackupArchive(new Blob([damaged]), '18'))).toBe('unreadable');
  });

  it('a gzip that is not a tar, or a tar that is not a data directory', async () => {
    expect(await refusal(readBackupArchive(new Blob([gzipSync('just text, '.repeat(200))]), '18'))).toBe(
      'not-a-database',
    );
    const header = new Uint8Array(1024);
    header.set(new TextEncoder().encode('notes.txt'), 0);
    header.set(new TextEncoder().encode('0000644\0'), 100);
    header.set(new TextEncoder().encode('00000000000\0'), 124);
    header.set(new TextEncoder().encode('ustar\0'), 257);
    let sum = 0;
    for (let index = 0; index < 512; index += 1) sum += index >= 148 && index < 156 ? 32 : header[index]!;
    header.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
    expect(await refusal(readBackupArchive(new Blob([gzipSync(header)]), '18'))).toBe('not-a-database');
  });

  it('a data directory of another Postgres major version', async () => {
    expect(await refusal(readBackupArchive(backup, '17'))).toBe('other-postgres');
  });

  it('a Postgres database that is not this app’s', async () => {
    const empty = await openEmptyDatabase();
    opened.push(empty);
    const other = await open((await readBackupArchive(await empty.dumpDataDir('gzip'), '18')).tar);
    expect(await refusal(inspectBackupDatabase(other, known))).toBe('not-this-app');
  });

  it('this app’s database made by a newer version (a SQL file this version does not have)', async () => {
    const restored = await open((await readBackupArchive(backup, '18')).tar);
    const older = new Set(known);
    older.delete([...known].find((path) => path.startsWith('supabase/migrations/'))!);
    const error = await inspectBackupDatabase(restored, older).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupRefusedError);
    expect((error as BackupRefusedError).problem).toBe('newer-app');
    expect((error as Error).message).toMatch(/newer version of this app/);
  });
});
