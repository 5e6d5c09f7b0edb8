// Orders on the embedded DataSource with the shipped seed: the list names project, client and
// quotation; an order moves one step at a time with each step logged (who, when, note); a skipped
// step, a stale version and cancelling a delivered order are refused in words; shipping details are
// checked; an approved quotation gives one order only, with the shipping address and GSTIN given;
// an installed order closes (stamped), and nothing skips to closed.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  createOrderFromQuotation,
  getOrder,
  listOrders,
  moveOrderStatus,
  nextOrderStatus,
  orderBoms,
  orderForQuotation,
  orderLines,
  orderStatusHistory,
  orderTotals,
} from './orders';
import { changeOrderLine, saveShipping } from './order-edits';

const { db, as, inRollback } = seededDatabase();
const manager = as('vikram.singh@fpw.in');
const admin = as('priya.nair@fpw.in');

describe('orders', () => {
  it('lists orders with their project, client and quotation, filtered by status', async () => {
    const all = await listOrders({}, manager);
    expect(all.total).toBeGreaterThan(0);
    const first = all.rows[0];
    expect(first?.number).toMatch(/^SO-\d{4}-\d{4}$/);
    expect(first?.client_name).toBeTruthy();
    expect(first?.quotation_number).toMatch(/^QT-/);
    const confirmed = await listOrders({ status: 'confirmed' }, manager);
    expect(confirmed.rows.every((order) => order.status === 'confirmed')).toBe(true);
    const search = await listOrders({ search: first?.client_name ?? '' }, manager);
    expect(search.rows.map((order) => order.id)).toContain(first?.id);
  });

  it('keeps the orders dated within a range, as the analytics figures link to them', async () => {
    const all = await listOrders({}, admin);
    const dates = all.rows.map((order) => order.order_date).sort();
    const from = dates[0]!;
    const to = dates[Math.floor(dates.length / 2)]!;
    const ranged = await listOrders({ from, to }, admin);
    expect(ranged.total).toBe(dates.filter((date) => date >= from && date <= to).length);
    expect(ranged.total).toBeLessThanOrEqual(all.total);
    expect(ranged.rows.every((order) => order.order_date >= from && order.order_date <= to)).toBe(true);
    const live = await listOrders({ excludeCancelled: true }, admin);
    expect(live.total).toBe(all.rows.filter((order) => order.status !== 'cancelled').length);
  });

  it('totals equal the approved quotation and the lines are there', async () => {
    const order = (await listOrders({ page: 0, pageSize: 1 }, manager)).rows[0];
    if (!order) throw new Error('no order');
    const totals = await orderTotals(order.id, manager);
    expect(totals.grand_total).toBeCloseTo(order.grand_total, 2);
    expect((await orderLines(order.id, manager)).length).toBeGreaterThan(0);
    await orderBoms(order.id, manager);
  });

  it('moves one step at a time and logs who moved it, with the note', async () => {
    const order = (await listOrders({ status: 'confirmed', page: 0, pageSize: 1 }, manager)).rows[0];
    if (!order) throw new Error('no confirmed order');
    await inRollback(async () => {
      await expect(moveOrderStatus(order, 'dispatched', null, manager)).rejects.toThrow(
        /moves one step at a time: from confirmed the next step is not dispatched/,
      );
      const version = await moveOrderStatus(order, 'in_production', 'Cutting starts Monday', manager);
      expect(version).toBe(order.version + 1);
      const history = await orderStatusHistory(order.id, manager);
      expect(history.at(-1)).toMatchObject({
        from_status: 'confirmed',
        to_status: 'in_production',
        note: 'Cutting starts Monday',
        changed_by_name: 'Vikram Singh',
      });
      await expect(moveOrderStatus(order, 'ready', null, manager)).rejects.toMatchObject({
        kind: 'conflict',
      });
    });
  });

  // The administrator: the sales manager sees the orders of his own projects only (issue 20), and
  // none of them is dispatched in the seed.
  it('stamps the delivery date, and refuses to cancel a delivered order', async () => {
    const order = (await listOrders({ status: 'dispatched', page: 0, pageSize: 1 }, admin)).rows[0];
    if (!order) throw new Error('no dispatched order');
    expect(nextOrderStatus('dispatched')).toBe('delivered');
    await inRollback(async () => {
      await moveOrderStatus(order, 'delivered', null, admin);
      const delivered = await getOrder(order.id, admin);
      expect(delivered?.delivered_on).toBeTruthy();
      await expect(moveOrderStatus(delivered ?? order, 'cancelled', null, admin)).rejects.toThrow(
        /was delivered: it cannot be cancelled/,
      );
    });
  });

  it('checks the shipping details and refuses a second order for one quotation', async () => {
    const order = (await listOrders({ page: 0, pageSize: 1 }, manager)).rows[0];
    if (!order) throw new Error('no order');
    await expect(
      saveShipping(order, { shipping_address: 'Site', gstin: 'NOT-A-GSTIN', expected_delivery: '' }, manager),
    ).rejects.toThrow(/15 characters/);
    await inRollback(async () => {
      await saveShipping(
        order,
        { shipping_address: '12 MG Road, Bengaluru', gstin: '29aabcf4821k1z6', expected_delivery: '' },
        manager,
      );
      expect((await getOrder(order.id, manager))?.gstin).toBe('29AABCF4821K1Z6');
    });
    await expect(createOrderFromQuotation(order.quotation_id, {}, admin)).rejects.toMatchObject({
      constraint: 'sales_orders_quotation_id_key',
    });
  });

  it('makes the order of an approved quotation with the shipping address and GSTIN given', async () => {
    await inRollback(async () => {
      await db.exec(`update public.quotations set status = 'approved' where status = 'sent'`);
      const { rows } = await db.query<{ id: string }>(
        `select q.id from public.quotations q
          where q.status = 'approved'
            and not exists (select 1 from public.sales_orders o where o.quotation_id = q.id)
          order by q.number limit 1`,
      );
      const quotationId = rows[0]?.id;
      if (!quotationId) throw new Error('no approved quotation without an order');
      expect(await orderForQuotation(quotationId, manager)).toBeNull();
      const id = await createOrderFromQuotation(
        quotationId,
        { shippingAddress: '  Plot 7, HSR Layout, Bengaluru  ', gstin: '29aabcf4821k1z6' },
        manager,
      );
      const order = await orderForQuotation(quotationId, manager);
      expect(order).toMatchObject({
        id,
        status: 'confirmed',
        shipping_address: 'Plot 7, HSR Layout, Bengaluru',
        gstin: '29AABCF4821K1Z6',
        closed_at: null,
      });
      expect((await orderLines(id, manager)).length).toBeGreaterThan(0);
    });
  });

  it('closes an installed order with its date, and refuses to skip to closed or move a closed one', async () => {
    expect(nextOrderStatus('installed')).toBe('closed');
    expect(nextOrderStatus('closed')).toBeNull();
    const installed = (await listOrders({ status: 'installed', page: 0, pageSize: 1 }, manager)).rows[0];
    const confirmed = (await listOrders({ status: 'confirmed', page: 0, pageSize: 1 }, manager)).rows[0];
    if (!installed || !confirmed) throw new Error('no installed or confirmed order');
    await inRollback(async () => {
      await expect(moveOrderStatus(confirmed, 'closed', null, manager)).rejects.toThrow(
        /moves one step at a time: from confirmed the next step is not closed/,
      );
      await moveOrderStatus(installed, 'closed', 'Handed over, final payment in', manager);
      const closed = await getOrder(installed.id, manager);
      expect(closed?.status).toBe('closed');
      expect(closed?.closed_at).toBeTruthy();
      expect(closed?.delivered_on).toBe(installed.delivered_on);
      expect((await orderStatusHistory(installed.id, manager)).at(-1)).toMatchObject({
        from_status: 'installed',
        to_status: 'closed',
        note: 'Handed over, final payment in',
      });
      await expect(moveOrderStatus(closed ?? installed, 'cancelled', null, manager)).rejects.toThrow(
        /is closed and does not move any more/,
      );
    });
  });

  it('changes a line of a confirmed order through a change order with a reason, and refuses one in production', async () => {
    const confirmed = (await listOrders({ status: 'confirmed', page: 0, pageSize: 1 }, admin)).rows[0];
    const started = (await listOrders({ status: 'in_production', page: 0, pageSize: 1 }, admin)).rows[0];
    if (!confirmed || !started) throw new Error('no confirmed or in-production order');
    await inRollback(async () => {
      const line = (await orderLines(confirmed.id, admin))[0]!;
      await expect(changeOrderLine(line.id, { quantity: 9 }, '', admin)).rejects.toMatchObject({
        constraint: 'order_changes_reason_check',
      });
      const grand = await changeOrderLine(line.id, { quantity: 9 }, 'Client adds nine', admin);
      expect((await orderTotals(confirmed.id, admin)).grand_total).toBe(grand);
      expect((await orderLines(confirmed.id, admin))[0]!.quantity).toBe(9);
      const other = (await orderLines(started.id, admin))[0]!;
      await expect(changeOrderLine(other.id, { quantity: 9 }, 'Too late', admin)).rejects.toMatchObject({
        constraint: 'order_lines_fixed',
      });
    });
  });
});
