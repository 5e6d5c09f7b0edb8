// The database the app ships (the build's snapshot) keeps its write-ahead log in 1 MB segments: the
// browser stores the data directory file by file in IndexedDB, so a 16 MB segment was re-stored whole
// at every flush and read back at every start.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from './testing/test-database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

it('ships with 1 MB write-ahead log segments and a data directory well under its old 54 MB', async () => {
  const { rows } = await db.query<{ segment: string }>(
    `select current_setting('wal_segment_size') as segment`,
  );
  expect(rows[0]?.segment).toBe('1MB');
  const dump = await db.dumpDataDir('none');
  expect(dump.size).toBeLessThan(45 * 1024 * 1024);
});
