// The database the app ships (the build's snapshot) is small, because the browser stores the data
// directory file by file in IndexedDB, re-stores a file whole when it changes and reads every file back
// at every start: 1 MB write-ahead log segments (16 MB was re-stored at every flush), no template
// databases and no dead rows.
import { expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { buildSnapshot, sqlFiles } from './build/embedded-snapshot.ts';
import { readScriptSet, recordScriptSet } from './migrate';
import { planScripts, scriptSetDigest } from './sql-scripts';
import { openEmptyDatabase } from './testing/test-database';
import { seededDatabase } from './testing/seeded-database';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const { db } = seededDatabase();

it('ships with 1 MB write-ahead log segments, one database and a data directory half its old 40 MB', async () => {
  const { rows } = await db.query<{ segment: string }>(
    `select current_setting('wal_segment_size') as segment`,
  );
  expect(rows[0]?.segment).toBe('1MB');
  const databases = await db.query<{ datname: string }>('select datname from pg_database');
  expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
  const dump = await db.dumpDataDir('none');
  expect(dump.size).toBeLessThan(24 * 1024 * 1024);
});

// A start from the snapshot (and every warm start after) skips loading the 178 KB of SQL files: the
// database names the set of files it has had applied, and the worker compares it with the build's.
it('records the set of SQL files it was built from, which a changed file would not match', async () => {
  const { scriptSet } = await buildSnapshot(root);
  expect(await readScriptSet(db)).toBe(scriptSet);
  const scripts = planScripts(sqlFiles(root));
  expect(scriptSetDigest(scripts)).toBe(scriptSet);
  const edited = scripts.map((script, index) =>
    index === 3 ? { ...script, sql: `${script.sql}\n-- edit` } : script,
  );
  expect(scriptSetDigest(edited)).not.toBe(scriptSet);
  expect(scriptSetDigest(scripts.slice(0, -1))).not.toBe(scriptSet);
});

it('reads no set from a database that never recorded one, and records one once', async () => {
  const empty = await openEmptyDatabase();
  try {
    expect(await readScriptSet(empty)).toBeNull();
    await recordScriptSet(empty, 'abc12345');
    await recordScriptSet(empty, 'abc12345');
    expect(await readScriptSet(empty)).toBe('abc12345');
    await recordScriptSet(empty, 'def67890');
    expect(await readScriptSet(empty)).toBe('def67890');
  } finally {
    await empty.close();
  }
});
