// Who made a row is the database's to say (issue 15; 20261125090200_caller_stamps.sql): created_by,
// prepared_by, recorded_by and the other columns recording the caller are set from the signed-in
// caller on insert, whatever was sent, and a signed-in caller cannot change them. Without a caller
// (the owner, the seeds) the given value stays.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, claimsOf, openTestDatabase, PEOPLE, rolledBack } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const staffId = `(select id from public.staff where email = $1)`;

describe('columns that record the caller', () => {
  it('all carry the stamping and the keeping trigger', async () => {
    const { rows } = await db.query<{ stamped: string; from_caller: boolean; unchanged: boolean }>(`
      select c.relname || '.' || a.attname as stamped,
             exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid
                      and t.tgname = left(c.relname || '_' || a.attname || '_from_caller', 63)) as from_caller,
             exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid
                      and t.tgname = left(c.relname || '_' || a.attname || '_unchanged', 63)) as unchanged
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
         and a.attname in ('created_by', 'prepared_by', 'recorded_by', 'assigned_by', 'changed_by', 'by_staff_id', 'uploaded_by')
       order by 1`);
    expect(rows.map((row) => row.stamped)).toEqual(
      expect.arrayContaining([
        'tasks.created_by',
        'quotations.prepared_by',
        'stock_movements.recorded_by',
        'payments.recorded_by',
        'cutting_plans.created_by',
        'bills_of_material.prepared_by',
        'staff_roles.assigned_by',
        'lead_follow_ups.by_staff_id',
      ]),
    );
    expect(rows.filter((row) => !row.from_caller || !row.unchanged)).toEqual([]);
  });

  it('stores the designer, not the administrator they named, as the creator of a task', async () => {
    const stored = await as(db, 'designer', async (tx) => {
      const { rows } = await tx.query<{ mine: boolean }>(
        `insert into public.tasks (title, created_by)
         values ('Check the wardrobe shutters', ${staffId})
         returning created_by = public.current_staff_id() as mine`,
        [PEOPLE.admin],
      );
      return rows[0]?.mine;
    });
    expect(stored).toBe(true);
  });

  it('refuses an assignee who sets a task’s creator to themselves', async () => {
    const outcome = await as(db, 'production', (tx) =>
      attempt(
        tx,
        `update public.tasks set created_by = public.current_staff_id()
          where id = (select t.id from public.tasks t join public.staff s on s.id = t.assignee_id
                       where s.email = $1 and t.created_by is distinct from s.id limit 1)
          returning id`,
        [PEOPLE.production],
      ),
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('stamps the stock ledger and quotations with the caller, and keeps them so', async () => {
    const recordedBy = await as(db, 'production', async (tx) => {
      const { rows } = await tx.query<{ mine: boolean }>(
        `insert into public.stock_movements (stock_item_id, kind, quantity, reference, recorded_by)
         values (md5('fpw:stock-item:HW-LEG-100')::uuid, 'purchase', 5, 'PO-STAMP', ${staffId})
         returning recorded_by = public.current_staff_id() as mine`,
        [PEOPLE.sales],
      );
      return rows[0]?.mine;
    });
    expect(recordedBy).toBe(true);

    const preparedBy = await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ mine: boolean }>(
        `insert into public.quotations (project_id, client_id, title, prepared_by)
         select p.id, p.client_id, 'Stamped', ${staffId} from public.projects p order by p.code limit 1
         returning prepared_by = public.current_staff_id() as mine`,
        [PEOPLE.admin],
      );
      return rows[0]?.mine;
    });
    expect(preparedBy).toBe(true);

    // The administrator tries: since issue 20 the sales executive sees no project with a draft.
    const changed = await as(db, 'admin', (tx) =>
      attempt(
        tx,
        `update public.quotations set prepared_by = ${staffId}
          where id = (select id from public.quotations where status = 'draft' order by id limit 1)`,
        [PEOPLE.admin],
      ),
    );
    expect(changed).toMatchObject({ ok: false, code: '42501' });
  });

  it('keeps what the owner gives when nobody is signed in (the seeds)', async () => {
    const kept = await rolledBack(db, async (tx) => {
      const { rows } = await tx.query<{ kept: boolean }>(
        `insert into public.tasks (title, created_by) values ('Seeded task', ${staffId})
         returning created_by = ${staffId} as kept`,
        [PEOPLE.accounts],
      );
      return rows[0]?.kept;
    });
    expect(kept).toBe(true);
  });

  it('lets the database clear a creator whose staff row is removed (ON DELETE SET NULL)', async () => {
    const admin = await claimsOf(db, PEOPLE.admin);
    const outcome = await rolledBack(db, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.staff (email, name, designation) values ('temp.hand@fpw.in', 'Temp Hand', 'production')
         returning id`,
      );
      const temp = rows[0]?.id;
      await tx.query(`insert into public.tasks (title, created_by) values ('Sweep the shop floor', $1)`, [
        temp,
      ]);
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(admin)],
      );
      const removed = await attempt(tx, `delete from public.staff where id = $1 returning id`, [temp]);
      const left = await tx.query<{ created_by: string | null }>(
        `select created_by from public.tasks where title = 'Sweep the shop floor'`,
      );
      return { removed, createdBy: left.rows.map((row) => row.created_by) };
    });
    expect(outcome.removed).toMatchObject({ ok: true, rows: [expect.anything()] });
    expect(outcome.createdBy).toEqual([null]);
  });
});
