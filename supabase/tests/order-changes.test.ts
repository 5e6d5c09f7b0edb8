// Change orders, adding a line (issue 20, finding 2): add_order_line has the same rules as
// change_order_line: order.create, a project the caller can see, a confirmed order, a reason; each
// added line is kept in order_changes with the totals before and after, which order_totals
// recomputes. The lines stay closed to direct writes. Mirrored on PostgreSQL by
// supabase/tests/160_order_changes.sql. Plain SQL as each person, in a rolled-back transaction.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, openTestDatabase, rolledBack, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const VIKRAM = 'vikram.singh@fpw.in';
const ASHA = 'asha.rao@fpw.in';
const RAHUL = 'rahul.verma@fpw.in';

const LINE = JSON.stringify({
  description: 'Extra loft, Merino oak',
  unit: 'nos',
  quantity: 2,
  unit_cost: 12000,
  discount_percent: 5,
  gst_rate: 18,
});

async function become(tx: Session, email: string | null): Promise<void> {
  if (email === null) {
    await tx.exec('reset role');
    return;
  }
  await tx.query(
    `select set_config('request.jwt.claims',
       json_build_object('sub', (select user_id from public.staff where email = $1), 'role', 'authenticated')::text, true)`,
    [email],
  );
  await tx.exec('set local role authenticated');
}

/** A confirmed order the sales manager can see, picked as the owner. */
async function confirmedOrderOf(tx: Session, email: string): Promise<string> {
  await become(tx, email);
  const { rows } = await tx.query<{ id: string }>(
    `select o.id from public.sales_orders o
      where o.status = 'confirmed' and public.can_see_project(o.project_id) order by o.number limit 1`,
  );
  await become(tx, null);
  if (!rows[0]) throw new Error(`${email} sees no confirmed order`);
  return rows[0].id;
}

describe('finding 2: adding a line to an order is a change order too', () => {
  it('adds a line to a confirmed order for the sales manager, with the reason, the new line and the totals logged', async () => {
    await rolledBack(db, async (tx) => {
      const order = await confirmedOrderOf(tx, VIKRAM);
      await become(tx, VIKRAM);
      const { rows: before } = await tx.query<{ g: string; n: string }>(
        `select public.order_totals($1) ->> 'grand_total' as g,
                (select count(*) from public.order_lines where order_id = $1) as n`,
        [order],
      );
      const noReason = await attempt(tx, 'select public.add_order_line($1, $2::jsonb, $3)', [
        order,
        LINE,
        '  ',
      ]);
      expect(noReason).toMatchObject({ ok: false, code: '23514', constraint: 'order_changes_reason_check' });
      const added = await attempt(tx, 'select public.add_order_line($1, $2::jsonb, $3) as g', [
        order,
        LINE,
        'Client wants a loft',
      ]);
      expect(added.ok).toBe(true);
      const grand = Number((added as { rows: { g: string }[] }).rows[0]!.g);
      // 2 × 12,000 less 5% = 22,800, plus 18% GST = 26,904.
      expect(grand).toBeCloseTo(Number(before[0]!.g) + 26904, 2);
      const { rows: log } = await tx.query<{
        old_values: Record<string, unknown>;
        description: string;
        position: number;
        before: string;
        after: string;
        changed_by_name: string | null;
        n: string;
      }>(
        `select c.old_values, c.new_values ->> 'description' as description,
                (c.new_values ->> 'position')::int as position,
                c.totals_before ->> 'grand_total' as before, c.totals_after ->> 'grand_total' as after,
                c.changed_by_name,
                (select count(*) from public.order_lines where order_id = $1) as n
           from public.order_change_history c where c.order_id = $1 and c.reason = 'Client wants a loft'`,
        [order],
      );
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ old_values: {}, description: 'Extra loft, Merino oak' });
      expect(Number(log[0]!.before)).toBe(Number(before[0]!.g));
      expect(Number(log[0]!.after)).toBe(grand);
      expect(log[0]!.changed_by_name).toBe('Vikram Singh');
      expect(Number(log[0]!.n)).toBe(Number(before[0]!.n) + 1);
      const bad = await attempt(tx, 'select public.add_order_line($1, $2::jsonb, $3)', [
        order,
        JSON.stringify({ description: 'Nothing', unit: 'nos', quantity: 0, unit_cost: 1 }),
        'Zero of it',
      ]);
      expect(bad).toMatchObject({ ok: false, code: '23514', constraint: 'order_lines_quantity_check' });
      const direct = await attempt(
        tx,
        `insert into public.order_lines (order_id, position, description, unit, quantity, unit_cost)
         values ($1, 998, 'Sneaked in', 'nos', 1, 1)`,
        [order],
      );
      expect(direct).toMatchObject({ ok: false, code: '23514', constraint: 'order_lines_fixed' });
    });
  });

  it('refuses the sales executive an order of a project she cannot see, and the production lead any order', async () => {
    await rolledBack(db, async (tx) => {
      const order = await confirmedOrderOf(tx, VIKRAM);
      await become(tx, ASHA);
      const { rows: sees } = await tx.query<{ v: boolean }>(
        'select exists (select 1 from public.sales_orders where id = $1) as v',
        [order],
      );
      const executive = await attempt(tx, 'select public.add_order_line($1, $2::jsonb, $3)', [
        order,
        LINE,
        'Mine now',
      ]);
      // Not hers to see: not found; hers but without order.create: not allowed. Refused either way.
      expect(executive).toMatchObject({ ok: false, code: sees[0]!.v ? '42501' : 'P0002' });
      await become(tx, RAHUL);
      const production = await attempt(tx, 'select public.add_order_line($1, $2::jsonb, $3)', [
        order,
        LINE,
        'Shop floor adds one',
      ]);
      expect(production).toMatchObject({ ok: false, code: '42501' });
      await become(tx, null);
      const { rows } = await tx.query<{ n: string }>(
        `select count(*) as n from public.order_changes where order_id = $1`,
        [order],
      );
      expect(Number(rows[0]!.n)).toBe(0);
    });
  });

  it('refuses adding a line once the order is in production', async () => {
    await rolledBack(db, async (tx) => {
      const order = await confirmedOrderOf(tx, VIKRAM);
      await tx.query(`update public.sales_orders set status = 'in_production' where id = $1`, [order]);
      await become(tx, VIKRAM);
      const late = await attempt(tx, 'select public.add_order_line($1, $2::jsonb, $3)', [
        order,
        LINE,
        'Too late',
      ]);
      expect(late).toMatchObject({ ok: false, code: '23514', constraint: 'order_lines_fixed' });
    });
  });

  it('lets the production lead read the change history of an order, an outsider none', async () => {
    await rolledBack(db, async (tx) => {
      const order = await confirmedOrderOf(tx, VIKRAM);
      await become(tx, VIKRAM);
      await tx.query('select public.add_order_line($1, $2::jsonb, $3)', [order, LINE, 'Client wants a loft']);
      await become(tx, RAHUL);
      const { rows: production } = await tx.query<{ n: string }>(
        'select count(*) as n from public.order_change_history where order_id = $1',
        [order],
      );
      expect(Number(production[0]!.n)).toBe(1);
      await become(tx, ASHA);
      const { rows: sees } = await tx.query<{ v: boolean }>(
        'select exists (select 1 from public.sales_orders where id = $1) as v',
        [order],
      );
      const { rows: outsider } = await tx.query<{ n: string }>(
        'select count(*) as n from public.order_change_history where order_id = $1',
        [order],
      );
      expect(Number(outsider[0]!.n)).toBe(sees[0]!.v ? 1 : 0);
    });
  });
});
