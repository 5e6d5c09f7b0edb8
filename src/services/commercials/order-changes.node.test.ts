// Change orders and the delivery contact on the embedded DataSource with the shipped seed: the
// production lead reads where an order goes and whom to call through the order (no CRM access),
// a designer outside the project reads nothing; a sales manager adds, changes and removes lines of
// a confirmed order and the history tells each change with its totals; a refusal keeps its words.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  addOrderLine,
  changeOrderFailure,
  describeOrderChange,
  orderChanges,
  orderDeliveryContact,
} from './order-changes';
import { changeOrderLine } from './order-edits';
import { listOrders, orderLines, orderTotals } from './orders';

const { as, inRollback } = seededDatabase();
const manager = as('vikram.singh@fpw.in');
const production = as('rahul.verma@fpw.in');
const designer = as('meera.iyer@fpw.in');

describe('delivery contact through the order', () => {
  it('gives production the address, contact name and phone; a designer outside the project gets nothing', async () => {
    const seen = new Set((await listOrders({}, designer)).rows.map((order) => order.id));
    const order = (await listOrders({}, production)).rows.find((row) => !seen.has(row.id));
    if (!order) throw new Error('the designer sees every order production sees');
    const contact = await orderDeliveryContact(order.id, production);
    expect(contact?.shipping_address).toBe(order.shipping_address);
    expect(contact?.client_name).toBe(order.client_name);
    expect(contact?.phone).toBeTruthy();
    expect(await orderDeliveryContact(order.id, designer)).toBeNull();
    await expect(production.list('contacts', { count: 'exact' })).resolves.toMatchObject({ rows: [] });
  });
});

describe('change orders', () => {
  it('adds, changes and removes lines of a confirmed order, each in the history with its totals', async () => {
    const order = (await listOrders({ status: 'confirmed', page: 0, pageSize: 1 }, manager)).rows[0];
    if (!order) throw new Error('no confirmed order');
    await inRollback(async () => {
      const before = (await orderTotals(order.id, manager)).grand_total;
      const added = await addOrderLine(
        order.id,
        {
          description: 'Extra loft',
          unit: 'nos',
          quantity: 1,
          unit_cost: 10000,
          discount_percent: 0,
          gst_rate: 18,
        },
        'Client wants a loft',
        manager,
      );
      expect(added).toBeCloseTo(before + 11800, 2);
      const loft = (await orderLines(order.id, manager)).find((line) => line.description === 'Extra loft')!;
      await changeOrderLine(
        loft.id,
        { quantity: 2, discount_percent: 10 },
        'Two lofts, at a discount',
        manager,
      );
      const final = await changeOrderLine(loft.id, { remove: true }, 'Client dropped the lofts', manager);
      expect(final).toBeCloseTo(before, 2);
      const history = await orderChanges(order.id, production);
      expect(history.map((change) => change.reason)).toEqual([
        'Client wants a loft',
        'Two lofts, at a discount',
        'Client dropped the lofts',
      ]);
      expect(history.map((change) => describeOrderChange(change).what)).toEqual([
        'Added Extra loft',
        'Changed Extra loft',
        'Removed Extra loft',
      ]);
      expect(describeOrderChange(history[1]!).moves).toEqual(['Quantity 1 → 2', 'Discount % 0 → 10']);
      expect(history[0]!.totals_before.grand_total).toBeCloseTo(before, 2);
      expect(history[0]!.totals_after.grand_total).toBeCloseTo(added, 2);
      expect(history[0]!.changed_by_name).toBe('Vikram Singh');
    });
  });

  it("refuses production's change order in the database's words", async () => {
    const order = (await listOrders({ status: 'confirmed', page: 0, pageSize: 1 }, production)).rows[0];
    if (!order) throw new Error('production sees no confirmed order');
    const refusal = await addOrderLine(
      order.id,
      { description: 'Extra', unit: 'nos', quantity: 1, unit_cost: 1, discount_percent: 0, gst_rate: 18 },
      'Shop floor',
      production,
    ).catch((error: unknown) => error);
    expect(changeOrderFailure(refusal)).toEqual({
      kind: 'form',
      message: expect.stringContaining('order.create') as unknown as string,
    });
    const mine = (await listOrders({ status: 'confirmed', page: 0, pageSize: 1 }, manager)).rows[0]!;
    const empty = await addOrderLine(
      mine.id,
      { description: 'Extra', unit: 'nos', quantity: 1, unit_cost: 1, discount_percent: 0, gst_rate: 18 },
      ' ',
      manager,
    ).catch((error: unknown) => error);
    expect(changeOrderFailure(empty)).toMatchObject({
      kind: 'fields',
      fields: { reason: expect.any(String) },
    });
  });
});
