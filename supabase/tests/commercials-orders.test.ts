// Orders as a record (issue 20, findings 2, 3, 4): lines fixed at confirmation, a change order
// before production, address, GSTIN and dates only by order editors before dispatch, the status
// flow by role, the log's note written by the function, and reads of quotation and order money
// only for those who can see the project. Plain SQL as each person, in a rolled-back transaction.
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
const MEERA = 'meera.iyer@fpw.in';
const RAHUL = 'rahul.verma@fpw.in';
const IMRAN = 'imran.shaikh@fpw.in';

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

const FLOW = ['confirmed', 'in_production', 'ready', 'dispatched', 'delivered', 'installed'];

/**
 * An order in the given status that the person can see: a seeded one, else one of theirs the owner
 * moves along the flow to that status (a sales manager sees only the projects of his leads).
 */
async function orderIn(tx: Session, email: string, status: string): Promise<{ id: string; version: number }> {
  await become(tx, email);
  const { rows } = await tx.query<{ id: string; version: number; status: string }>(
    `select o.id, o.version, o.status::text as status from public.sales_orders o
      where public.can_see_project(o.project_id) order by (o.status::text = $1) desc, o.number`,
    [status],
  );
  await become(tx, null);
  const found = rows.find((row) => row.status === status) ?? rows.find((row) => row.status === 'confirmed');
  if (!found) throw new Error(`${email} sees no order to use`);
  if (found.status === status) return found;
  for (const step of FLOW.slice(1, FLOW.indexOf(status) + 1)) {
    await tx.query('update public.sales_orders set status = $1 where id = $2', [step, found.id]);
  }
  const { rows: moved } = await tx.query<{ id: string; version: number }>(
    'select id, version from public.sales_orders where id = $1',
    [found.id],
  );
  return moved[0]!;
}

describe('finding 2: order lines are fixed once confirmed; a change order before production', () => {
  it("refuses the sales manager's direct repricing, deleting and adding of lines of an order in production", async () => {
    await rolledBack(db, async (tx) => {
      const order = await orderIn(tx, VIKRAM, 'in_production');
      await become(tx, VIKRAM);
      const reprice = await attempt(
        tx,
        'update public.order_lines set unit_cost = 1, version = version + 1 where order_id = $1',
        [order.id],
      );
      expect(reprice).toMatchObject({ ok: false, code: '23514', constraint: 'order_lines_fixed' });
      const remove = await attempt(tx, 'delete from public.order_lines where order_id = $1', [order.id]);
      expect(remove).toMatchObject({ ok: false, constraint: 'order_lines_fixed' });
      const add = await attempt(
        tx,
        `insert into public.order_lines (order_id, position, description, unit, quantity, unit_cost)
         values ($1, 999, 'Extra', 'nos', 1, 1)`,
        [order.id],
      );
      expect(add).toMatchObject({ ok: false, constraint: 'order_lines_fixed' });
      const { rows } = await tx.query<{ id: string }>(
        'select id from public.order_lines where order_id = $1 limit 1',
        [order.id],
      );
      const change = await attempt(
        tx,
        `select public.change_order_line($1, '{"quantity": 2}', 'Client adds one')`,
        [rows[0]!.id],
      );
      expect(change).toMatchObject({ ok: false, code: '23514', constraint: 'order_lines_fixed' });
    });
  });

  it('changes a line of a confirmed order through change_order_line, with a reason, logging old and new values', async () => {
    await rolledBack(db, async (tx) => {
      const order = await orderIn(tx, VIKRAM, 'confirmed');
      await become(tx, VIKRAM);
      const { rows } = await tx.query<{ id: string; quantity: string }>(
        'select id, quantity from public.order_lines where order_id = $1 order by position limit 1',
        [order.id],
      );
      const line = rows[0]!;
      const noReason = await attempt(tx, `select public.change_order_line($1, '{"quantity": 7}', ' ')`, [
        line.id,
      ]);
      expect(noReason).toMatchObject({ ok: false, code: '23514', constraint: 'order_changes_reason_check' });
      const done = await attempt(
        tx,
        `select public.change_order_line($1, '{"quantity": 7}', 'Client adds units') as t`,
        [line.id],
      );
      expect(done.ok).toBe(true);
      const { rows: log } = await tx.query<{ old_q: string; new_q: string; before: string; after: string }>(
        `select old_values ->> 'quantity' as old_q, new_values ->> 'quantity' as new_q,
                totals_before ->> 'grand_total' as before, totals_after ->> 'grand_total' as after
           from public.order_changes where order_line_id = $1`,
        [line.id],
      );
      expect(log).toHaveLength(1);
      expect(Number(log[0]!.old_q)).toBe(Number(line.quantity));
      expect(Number(log[0]!.new_q)).toBe(7);
      const { rows: totals } = await tx.query<{ g: string }>(
        `select public.order_totals($1) ->> 'grand_total' as g`,
        [order.id],
      );
      expect(Number(totals[0]!.g)).toBe(Number(log[0]!.after));
    });
  });

  it('refuses backdating an installed order; its dates and address are fixed from dispatch', async () => {
    await rolledBack(db, async (tx) => {
      const order = await orderIn(tx, VIKRAM, 'installed');
      await become(tx, VIKRAM);
      const backdate = await attempt(
        tx,
        `update public.sales_orders set order_date = order_date - 30, version = version + 1 where id = $1`,
        [order.id],
      );
      expect(backdate).toMatchObject({
        ok: false,
        code: '23514',
        constraint: 'sales_orders_dispatched_fixed',
      });
      const confirmed = await orderIn(tx, VIKRAM, 'confirmed');
      await become(tx, VIKRAM);
      const past = await attempt(
        tx,
        `update public.sales_orders set expected_delivery = current_date - 1, version = version + 1 where id = $1`,
        [confirmed.id],
      );
      expect(past).toMatchObject({ ok: false, code: '23514', constraint: 'sales_orders_date_not_past' });
      const ahead = await attempt(
        tx,
        `update public.sales_orders set expected_delivery = current_date + 20, version = version + 1 where id = $1 returning id`,
        [confirmed.id],
      );
      expect(ahead).toMatchObject({ ok: true, rows: [{ id: confirmed.id }] });
    });
  });
});

describe('finding 3: production moves orders through production; it neither edits nor cancels them', () => {
  it("refuses the production lead's change of an installed order's GSTIN and address", async () => {
    await rolledBack(db, async (tx) => {
      const order = await orderIn(tx, RAHUL, 'installed');
      await become(tx, RAHUL);
      const changed = await attempt(
        tx,
        `update public.sales_orders set gstin = '29AABCF4821K1Z6', shipping_address = 'Elsewhere', version = version + 1
          where id = $1 returning id`,
        [order.id],
      );
      expect(changed).toMatchObject({ ok: true, rows: [] });
      const status = await attempt(
        tx,
        `update public.sales_orders set status = 'cancelled', version = version + 1 where id = $1 returning id`,
        [order.id],
      );
      expect(status).toMatchObject({ ok: true, rows: [] });
    });
  });

  it('lets the production lead move an order into production, not cancel it; the sales manager cancels before dispatch only', async () => {
    await rolledBack(db, async (tx) => {
      const order = await orderIn(tx, RAHUL, 'confirmed');
      await become(tx, RAHUL);
      const cancel = await attempt(tx, `select public.move_order_status($1, $2, 'cancelled')`, [
        order.id,
        order.version,
      ]);
      expect(cancel).toMatchObject({ ok: false, code: '42501' });
      await tx.query(`select set_config('fpw.order_status_note', 'forged', true)`);
      const moved = await attempt(tx, `select public.move_order_status($1, $2, 'in_production') as v`, [
        order.id,
        order.version,
      ]);
      expect(moved.ok).toBe(true);
      const { rows } = await tx.query<{ note: string | null }>(
        `select note from public.order_status_log where order_id = $1 and to_status = 'in_production'`,
        [order.id],
      );
      expect(rows).toEqual([{ note: null }]);
      await become(tx, IMRAN);
      const operator = await attempt(tx, `select public.move_order_status($1, $2, 'ready')`, [
        order.id,
        (moved.rows[0] as { v: number }).v,
      ]);
      expect(operator).toMatchObject({ ok: false, code: '42501' });
      const dispatched = await orderIn(tx, VIKRAM, 'dispatched');
      await become(tx, VIKRAM);
      const late = await attempt(tx, `select public.move_order_status($1, $2, 'cancelled')`, [
        dispatched.id,
        dispatched.version,
      ]);
      expect(late).toMatchObject({ ok: false, code: '23514', constraint: 'sales_orders_status_flow' });
      const direct = await attempt(
        tx,
        `update public.sales_orders set status = 'delivered', version = version + 1 where id = $1`,
        [dispatched.id],
      );
      expect(direct).toMatchObject({
        ok: false,
        code: '23514',
        constraint: 'sales_orders_workflow_by_function',
      });
    });
  });
});

describe('finding 4: quotation and order money only for those who can see the project', () => {
  it('shows a designer no quotation, quotation line, order or order line of a project not hers', async () => {
    await rolledBack(db, async (tx) => {
      await become(tx, MEERA);
      const { rows } = await tx.query<{ hidden: string }>(
        `select (select count(*) from public.quotations q where not public.can_see_project(q.project_id))
              + (select count(*) from public.quotation_lines l join public.quotations q on q.id = l.quotation_id
                  where not public.can_see_project(q.project_id))
              + (select count(*) from public.sales_orders o where not public.can_see_project(o.project_id))
              + (select count(*) from public.order_lines l where not exists (
                   select 1 from public.sales_orders o where o.id = l.order_id and public.can_see_project(o.project_id)))
              + (select count(*) from public.quotation_summaries s where not public.can_see_project(s.project_id))
              as hidden`,
      );
      expect(Number(rows[0]!.hidden)).toBe(0);
      const { rows: all } = await tx.query<{ n: string }>('select count(*) as n from public.order_lines');
      await become(tx, null);
      const { rows: total } = await tx.query<{ n: string }>('select count(*) as n from public.order_lines');
      expect(Number(all[0]!.n)).toBeLessThan(Number(total[0]!.n));
    });
  });

  it('lets production read the delivery address and contact through the order', async () => {
    await rolledBack(db, async (tx) => {
      await become(tx, MEERA);
      const { rows: notHers } = await tx.query<{ id: string }>(
        `select o.id from public.sales_orders o where not public.can_see_project(o.project_id) order by o.number`,
      );
      await become(tx, null);
      expect(notHers.length).toBe(0);
      const { rows: orders } = await tx.query<{ id: string; project_id: string }>(
        `select id, project_id from public.sales_orders order by number`,
      );
      await become(tx, MEERA);
      let order: { id: string } | undefined;
      for (const candidate of orders) {
        const { rows: sees } = await tx.query<{ v: boolean }>('select public.can_see_project($1) as v', [
          candidate.project_id,
        ]);
        if (!sees[0]!.v) {
          order = candidate;
          break;
        }
      }
      if (!order) throw new Error('the designer sees every order');
      await become(tx, RAHUL);
      const { rows } = await tx.query<{ c: { shipping_address: string; client_name: string } | null }>(
        'select public.order_delivery_contact($1) as c',
        [order.id],
      );
      expect(rows[0]!.c?.shipping_address).toBeTruthy();
      expect(rows[0]!.c?.client_name).toBeTruthy();
      await become(tx, MEERA);
      const { rows: hers } = await tx.query<{ c: unknown }>('select public.order_delivery_contact($1) as c', [
        order.id,
      ]);
      expect(hers[0]!.c).toBeNull();
    });
  });
});
