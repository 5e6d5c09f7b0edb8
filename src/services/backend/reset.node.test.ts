// The settings page's "reset demo data" on the embedded database: everything the SQL files built
// is dropped and built again, so demo rows come back, additions go, and sign-ins stay (ids and
// passwords, and those an administrator made); the record of the start stays, so a tab opened
// after the reset starts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmbeddedDataSource } from './embedded-data-source';
import { provideEmbeddedDatabaseForTests, readStartRecord, resetEmbeddedDatabase } from './embedded-database';
import { readScriptSet, readStartOutcome, recordStartOutcome } from './migrate';
import { bundledScripts } from './sql-scripts.bundled';
import { claimsOf } from './testing/test-database';
import { seededDatabase } from './testing/seeded-database';

const { db } = seededDatabase();

beforeAll(async () => {
  provideEmbeddedDatabaseForTests(db);
}, 240_000);

afterAll(async () => {
  provideEmbeddedDatabaseForTests(null);
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
      -- (Their tasks first: the tasks trigger refuses the owner's cascade from a staff deletion.)
      delete from public.tasks t using public.staff s
       where s.email = 'sanjay.kulkarni@fpw.in' and (t.assignee_id = s.id or t.created_by = s.id);
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

it('keeps the record of the start, so a start after the reset works and finds it', async () => {
  // As the worker left it when it started (here: a private window, data in memory).
  await recordStartOutcome(db, { ok: true, storage: 'memory' });

  await resetEmbeddedDatabase();

  // What a tab opened afterwards does first (embedded-database.ts start()): read the start record,
  // with the database's set of SQL files, in one round trip.
  const record = await readStartRecord(db);
  expect(record.outcome).toEqual({ ok: true, storage: 'memory' });
  expect(await record.scriptSet()).toBe(await readScriptSet(db));
  expect(await record.scriptSet()).toMatch(/^[0-9a-f]{8,}$/);
  // And then its pages work, as a signed-in person.
  const caller = await claimsOf(db, 'priya.nair@fpw.in');
  const asPriya = createEmbeddedDataSource(db, { caller: () => caller });
  const { rows } = await asPriya.list<{ email: string }>('staff', { columns: ['email'] });
  expect(rows.length).toBeGreaterThan(0);
}, 300_000);

it('keeps sign-ins an administrator made and changed passwords, as the dialog promises', async () => {
  // An administrator adds a person and gives them a sign-in; a demo account changes its password.
  await db.exec(
    `insert into public.staff (email, name, designation) values ('new.hire@fpw.in', 'New Hire', 'sales')`,
  );
  await db.query(`select auth.create_user('new.hire@fpw.in', 'Hire@2026x')`);
  await db.query(
    `update auth.users set encrypted_password = extensions.crypt('Asha@2027x', extensions.gen_salt('bf', 4))
      where email = 'asha.rao@fpw.in'`,
  );
  const signIn = async (email: string, password: string) =>
    (await db.query(`select * from auth.sign_in_with_password($1, $2)`, [email, password])).rows.length;

  await resetEmbeddedDatabase();

  // The person was an addition, so they are gone; their sign-in is not.
  expect(await staffEmails()).not.toContain('new.hire@fpw.in');
  expect(await signIn('new.hire@fpw.in', 'Hire@2026x')).toBe(1);
  expect(await signIn('asha.rao@fpw.in', 'Asha@2027x')).toBe(1);
  expect(await signIn('asha.rao@fpw.in', 'Panel@2026')).toBe(0);
  expect(await signIn('vikram.singh@fpw.in', 'Panel@2026')).toBe(1);
  // Added back with the same email, the person finds their sign-in linked again.
  await db.exec(
    `insert into public.staff (email, name, designation) values ('new.hire@fpw.in', 'New Hire', 'sales')`,
  );
  const { rows } = await db.query<{ linked: boolean }>(
    `select s.user_id = u.id as linked from public.staff s join auth.users u on u.email = s.email
      where s.email = 'new.hire@fpw.in'`,
  );
  expect(rows[0]?.linked).toBe(true);
}, 300_000);

it('records a start again only when it went differently, so a warm start writes nothing', async () => {
  const version = async () =>
    (await db.query<{ xmin: string }>('select xmin::text from fpw_meta.start_outcome')).rows[0]?.xmin;
  await recordStartOutcome(db, { ok: true, storage: 'indexeddb' });
  const recorded = await version();
  await recordStartOutcome(db, { ok: true, storage: 'indexeddb' });
  expect(await version()).toBe(recorded);

  await recordStartOutcome(db, { ok: false, failedPath: null, message: 'no worker' });
  expect(await version()).not.toBe(recorded);
  expect(await readStartOutcome(db)).toMatchObject({ ok: false, message: 'no worker' });
  expect((await readStartRecord(db)).outcome).toEqual({
    ok: false,
    failedPath: null,
    message: 'no worker',
    storage: 'indexeddb',
  });
  await recordStartOutcome(db, { ok: true, storage: 'indexeddb' });
  expect(await readStartOutcome(db)).toEqual({ ok: true, storage: 'indexeddb' });
});
