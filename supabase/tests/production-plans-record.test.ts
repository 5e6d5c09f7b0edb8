// Issue 20, finding 3, on PGlite as PostgREST runs a request: a production lead set sheets_used = 0
// on cut plans, inserted a plan already marked cut (no stock taken), and saved three plans for one
// BOM and material and cut all three (stock taken three times). Now status, layout, sheets used
// and yield change only through save_cutting_plan and mark_cutting_plan_cut; a client may add a
// draft and rename a plan; one plan per BOM and material is active (a new save supersedes the old
// one, which can no longer be cut, and none is saved once that material is cut); a cut plan never
// changes. Migrations 20261128120000-20261128120200; 120_production_files.sql covers the same on
// PostgreSQL.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, attempt, claimsOf, openTestDatabase, type Session } from './support/database';

let db: PGlite;
/** A BOM of a confirmed order with no plan yet, and one of its materials with sheets on hand. */
let bom: string;
let panel: string;
let cutPlan: string;
let approvedPlan: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ bom: string; panel: string }>(
    `select b.id as bom, bp.processed_panel_id as panel
       from public.bills_of_material b
       join public.sales_orders o on o.id = b.order_id
       join public.bom_parts bp on bp.bom_id = b.id
       join public.stock_items si on si.processed_panel_id = bp.processed_panel_id
       join public.stock_on_hand soh on soh.stock_item_id = si.id
      where o.status = 'confirmed' and soh.on_hand >= 3
        and not exists (select 1 from public.cutting_plans c where c.bom_id = b.id)
      order by o.number, bp.position limit 1`,
  );
  bom = rows[0]?.bom ?? '';
  panel = rows[0]?.panel ?? '';
  const plans = await db.query<{ id: string; status: string }>(
    `select distinct on (status) id, status::text from public.cutting_plans
      where status in ('cut', 'approved') order by status, name`,
  );
  cutPlan = plans.rows.find((p) => p.status === 'cut')?.id ?? '';
  approvedPlan = plans.rows.find((p) => p.status === 'approved')?.id ?? '';
}, 240_000);

afterAll(async () => {
  await db?.close();
});

/** save_cutting_plan's argument: one full sheet of the panel, no parts placed. */
const plan = (name: string) =>
  JSON.stringify({
    name,
    processed_panel_id: panel,
    sheet_length_mm: 2440,
    sheet_width_mm: 1220,
    sheets_used: 1,
    yield_percent: 80,
    result: { sheets: [] },
    parts: [],
  });

const save = (tx: Session, name: string) =>
  attempt(tx, 'select public.save_cutting_plan($1, $2::jsonb) as id', [bom, plan(name)]);

const cut = (tx: Session, id: string) =>
  attempt(
    tx,
    'select public.mark_cutting_plan_cut(id, version) as outcome from public.cutting_plans where id = $1',
    [id],
  );

const onHand = async (tx: Session) =>
  Number(
    (
      await tx.query<{ n: string }>(
        `select coalesce(sum(m.quantity), 0)::text as n from public.stock_items i
           join public.stock_movements m on m.stock_item_id = i.id where i.processed_panel_id = $1`,
        [panel],
      )
    ).rows[0]?.n,
  );

describe('a cut plan never changes', () => {
  it('refuses sheets_used = 0 on a cut plan, any other edit, and its delete', async () => {
    expect(cutPlan).not.toBe('');
    const outcome = await as(db, 'production', async (tx) => ({
      zero: await attempt(
        tx,
        'update public.cutting_plans set sheets_used = 0, version = version + 1 where id = $1',
        [cutPlan],
      ),
      rename: await attempt(
        tx,
        `update public.cutting_plans set name = 'Renamed', version = version + 1 where id = $1`,
        [cutPlan],
      ),
      remove: await attempt(tx, 'delete from public.cutting_plans where id = $1', [cutPlan]),
      sheets: (
        await tx.query<{ sheets_used: number }>(
          'select sheets_used from public.cutting_plans where id = $1',
          [cutPlan],
        )
      ).rows[0]?.sheets_used,
    }));
    for (const refused of [outcome.zero, outcome.rename, outcome.remove]) {
      expect(refused).toMatchObject({ ok: false, code: '23514', constraint: 'cutting_plans_cut_final' });
    }
    expect(outcome.sheets).toBeGreaterThan(0);
  });

  it('keeps status, layout, sheets used and yield of a saved plan to the functions; a rename passes', async () => {
    const outcome = await as(db, 'production', async (tx) => ({
      sheets: await attempt(
        tx,
        'update public.cutting_plans set sheets_used = 0, version = version + 1 where id = $1',
        [approvedPlan],
      ),
      status: await attempt(
        tx,
        `update public.cutting_plans set status = 'cut', version = version + 1 where id = $1`,
        [approvedPlan],
      ),
      yield: await attempt(
        tx,
        'update public.cutting_plans set yield_percent = 99, result = $2::jsonb, version = version + 1 where id = $1',
        [approvedPlan, '{"sheets": []}'],
      ),
      panel: await attempt(
        tx,
        'update public.cutting_plans set sheet_length_mm = 1000, version = version + 1 where id = $1',
        [approvedPlan],
      ),
      rename: await attempt(
        tx,
        `update public.cutting_plans set name = 'Wardrobe carcass', version = version + 1 where id = $1 returning name`,
        [approvedPlan],
      ),
    }));
    for (const refused of [outcome.sheets, outcome.status, outcome.yield]) {
      expect(refused).toMatchObject({
        ok: false,
        code: '23514',
        constraint: 'cutting_plans_workflow_columns',
      });
    }
    expect(outcome.panel).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'cutting_plans_saved_locked',
    });
    expect(outcome.rename).toEqual({ ok: true, rows: [{ name: 'Wardrobe carcass' }] });
  });
});

describe('a plan is born a draft', () => {
  it('refuses a plan inserted already cut (no stock taken), and takes a draft', async () => {
    const insert = (status: string, extra: string) =>
      `insert into public.cutting_plans (name, bom_id, processed_panel_id, sheet_length_mm, sheet_width_mm,
         sheets_available, status${extra ? ', result, sheets_used, yield_percent' : ''})
       values ('Inserted', $1, $2, 2440, 1220, 5, '${status}'${extra}) returning id`;
    const outcome = await as(db, 'production', async (tx) => {
      const before = await onHand(tx);
      const cutOne = await attempt(tx, insert('cut', `, '{"sheets": []}', 5, 90`), [bom, panel]);
      const optimised = await attempt(tx, insert('optimised', `, '{"sheets": []}', 1, 90`), [bom, panel]);
      const draft = await attempt(tx, insert('draft', ''), [bom, panel]);
      return { cutOne, optimised, draft, before, after: await onHand(tx) };
    });
    for (const refused of [outcome.cutOne, outcome.optimised]) {
      expect(refused).toMatchObject({
        ok: false,
        code: '23514',
        constraint: 'cutting_plans_workflow_columns',
      });
    }
    expect(outcome.draft).toMatchObject({ ok: true });
    expect(outcome.after).toBe(outcome.before);
  });

  it('keeps the parts of a saved plan as they were saved', async () => {
    const outcome = await as(db, 'production', (tx) =>
      attempt(
        tx,
        `insert into public.cutting_plan_parts (cutting_plan_id, name, length_mm, width_mm, quantity)
         values ($1, 'Extra shelf', 600, 300, 4)`,
        [approvedPlan],
      ),
    );
    expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: 'cutting_plans_saved_locked' });
  });
});

describe('one plan per BOM and material', () => {
  it('supersedes the earlier saves, cuts only the newest, once, and saves none after the cut', async () => {
    expect(bom).not.toBe('');
    const outcome = await as(db, 'production', async (tx) => {
      const saves = [await save(tx, 'First try'), await save(tx, 'Second try'), await save(tx, 'Third try')];
      const ids = saves.map((s) => (s.ok ? String(s.rows[0]?.id) : ''));
      const statuses = (
        await tx.query<{ id: string; status: string }>(
          'select id, status::text from public.cutting_plans where id = any($1::uuid[])',
          [ids],
        )
      ).rows;
      const before = await onHand(tx);
      const first = await cut(tx, ids[0] ?? '');
      const second = await cut(tx, ids[1] ?? '');
      const revive = await attempt(
        tx,
        `update public.cutting_plans set status = 'optimised', version = version + 1 where id = $1`,
        [ids[0]],
      );
      const third = await cut(tx, ids[2] ?? '');
      const after = await onHand(tx);
      const again = await save(tx, 'Fourth try');
      const draftBeside = await attempt(
        tx,
        `insert into public.cutting_plans (name, bom_id, processed_panel_id, sheet_length_mm, sheet_width_mm, sheets_available)
         values ('Draft beside', $1, $2, 2440, 1220, 5)`,
        [bom, panel],
      );
      return { saves, ids, statuses, before, first, second, revive, third, after, again, draftBeside };
    });
    expect(outcome.saves.every((s) => s.ok)).toBe(true);
    const status = (id: string | undefined) => outcome.statuses.find((s) => s.id === id)?.status;
    expect([status(outcome.ids[0]), status(outcome.ids[1]), status(outcome.ids[2])]).toEqual([
      'superseded',
      'superseded',
      'optimised',
    ]);
    for (const refused of [outcome.first, outcome.second]) {
      expect(refused).toMatchObject({ ok: false, code: '23514', constraint: 'cutting_plans_superseded' });
    }
    expect(outcome.revive).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'cutting_plans_superseded',
    });
    expect(outcome.third).toMatchObject({ ok: true });
    expect(outcome.after).toBe(outcome.before - 1);
    expect(outcome.again).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'cutting_plans_one_active_key',
    });
    expect(outcome.draftBeside).toMatchObject({
      ok: false,
      code: '23505',
      constraint: 'cutting_plans_one_active_key',
    });
  });

  it('saves and cuts for optimizer.run only', async () => {
    const operator = await claimsOf(db, 'imran.shaikh@fpw.in');
    const outcome = await asRole(db, operator, async (tx) => ({
      save: await save(tx, 'Operator try'),
      cut: await cut(tx, approvedPlan),
    }));
    expect(outcome.save).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.cut).toMatchObject({ ok: false, code: '42501' });
    expect(await as(db, 'production', (tx) => cut(tx, approvedPlan))).toMatchObject({ ok: true });
  });
});
