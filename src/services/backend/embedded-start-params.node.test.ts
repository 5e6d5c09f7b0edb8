// The embedded Postgres starts with 16 MB of shared buffers (EMBEDDED_START_PARAMS, pg-worker-main.ts): the
// setting holds, and a table half as large again is written, read and sorted through them whole.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openEmptyDatabase } from './testing/test-database';

let db: PGlite;

beforeAll(async () => {
  db = await openEmptyDatabase();
}, 60_000);

afterAll(async () => {
  await db.close();
});

it('starts with the worker’s shared buffers', async () => {
  const { rows } = await db.query<{ shared_buffers: string }>('show shared_buffers');
  expect(rows[0]?.shared_buffers).toBe('16MB');
});

it('reads and sorts a table larger than the shared buffers', async () => {
  await db.exec(`
    create table panels as
      select g as id, md5(g::text) || md5((-g)::text) || md5((g * 7)::text) as label
        from generate_series(1, 200000) as g;`);
  const { rows } = await db.query<{ size: string; total: number; last: number }>(`
    select pg_total_relation_size('panels')::bigint::text as size,
           (select count(*)::int from panels) as total,
           (select id from panels order by label desc, id limit 1) as last`);
  expect(Number(rows[0]?.size)).toBeGreaterThan(1.5 * 16 * 1024 * 1024);
  expect(rows[0]?.total).toBe(200_000);
  const { rows: expected } = await db.query<{ id: number }>(
    `select id from panels where label = (select max(label) from panels) order by id limit 1`,
  );
  expect(rows[0]?.last).toBe(expected[0]?.id);
});
