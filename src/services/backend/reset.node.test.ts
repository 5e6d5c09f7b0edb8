// The settings page's "reset demo data" on the embedded database: everything the SQL files built
// is dropped and built again, so demo rows come back, additions go, and sign-ins keep their ids.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { provideEmbeddedDatabaseForTests, resetEmbeddedDatabase } from './embedded-database';
import { bundledScripts } from './sql-scripts.bundled';
import { openTestDatabase } from './testing/test-database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
  provideEmbeddedDatabaseForTests(db);
}, 240_000);

afterAll(async () => {
  provideEmbeddedDatabaseForTests(null);
  await db?.close();
});

const staffEmails = async () =>
  (await db.query<{ email: string }>('select email from public.staff order by email')).rows.map(
    (row) => row.email,
  );

it('restores the demo data and keeps sign-in ids stable', async () => {
  const seeded = await staffEmails();
  const { rows: before } = await db.query<{ id: string }>(
    `select id from auth.users where email = 'asha.rao@fpw.in'`,
  );
  await db.exec(`
      insert into public.staff (email, name, designation) values ('temp.hire@fpw.in', 'Temp Hire', 'sales');
      update public.staff set active = false where email = 'vikram.singh@fpw.in';
      delete from public.staff where email = 'sanjay.kulkarni@fpw.in';`);

  await resetEmbeddedDatabase();

  expect(await staffEmails()).toEqual(seeded);
  const { rows: vikram } = await db.query<{ active: boolean }>(
    `select active from public.staff where email = 'vikram.singh@fpw.in'`,
  );
  expect(vikram[0]?.active).toBe(true);
  const { rows: after } = await db.query<{ id: string }>(
    `select id from auth.users where email = 'asha.rao@fpw.in'`,
  );
  expect(after[0]?.id).toBe(before[0]?.id);
  const { rows: applied } = await db.query<{ path: string }>(
    'select path from fpw_meta.applied_scripts order by path',
  );
  expect(applied.map((row) => row.path).sort()).toEqual(
    bundledScripts()
      .map((script) => script.path)
      .sort(),
  );
  const { rows: signIn } = await db.query(
    `select * from auth.sign_in_with_password('asha.rao@fpw.in', 'Panel@2026')`,
  );
  expect(signIn).toHaveLength(1);
}, 300_000);
