// Purchasing on the embedded DataSource with the shipped seed: the production lead raises drafts
// from the reorder list (one per supplier, reorder quantities), sends one, receives part of it (stock
// on hand rises by what came, the supplier's last price follows the order), an over-receipt needs a
// reason in words, sales may neither receive nor raise, and the supplier ledger keeps its balance.
import { describe, expect, it } from 'vitest';
import type { DataSource } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { refusedWithMessage } from '../backend/testing/refusals';
import { getStockLevel, listStockLevels } from '../production';
import {
  listPurchaseOrderLines,
  listPurchaseOrders,
  listSupplierItems,
  listSuppliers,
  raiseReorderPurchaseOrders,
  receiveGoods,
  sendPurchaseOrder,
  supplierLedger,
} from '.';

const seeded = seededDatabase();
const production = seeded.as('rahul.verma@fpw.in');
const sales = seeded.as('asha.rao@fpw.in');

/** Work as the production lead and sales, rolled back at the end (testing/rolled-back.ts). */
function inRollback(work: (production: DataSource, sales: DataSource) => Promise<void>): Promise<void> {
  return seeded.inRollback(() => work(production, sales));
}

describe('suppliers', () => {
  it('lists the seeded suppliers and the items each supplies with a last price', async () => {
    const suppliers = await listSuppliers({}, sales);
    expect(suppliers.total).toBe(5);
    const karnataka = await listSuppliers({ state: 'Karnataka' }, sales);
    expect(karnataka.rows.map((row) => row.name)).toEqual(['Hettich Hardware Mart Bengaluru']);
    const items = await listSupplierItems({ supplierId: karnataka.rows[0]?.id ?? '' }, sales);
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((item) => item.last_price !== null && item.last_price > 0)).toBe(true);
  });
});

describe('from the reorder list to stock on hand', () => {
  it('raises one draft per supplier with the reorder quantities, skipping the item nobody supplies', async () => {
    await inRollback(async (production) => {
      const low = await listStockLevels({ belowReorder: true }, production);
      const raised = await raiseReorderPurchaseOrders(production);
      expect(raised.skipped.map((item) => item.sku)).toEqual(['CON-EVA-GLUE']);
      expect(new Set(raised.orders.map((order) => order.supplier_id)).size).toBe(raised.orders.length);
      expect(raised.orders.reduce((sum, order) => sum + order.lines, 0)).toBe(low.total - 1);
      for (const order of raised.orders) {
        expect(order.number).toMatch(/^PO\/\d{4}-\d{2}\/\d{4}$/);
        for (const line of await listPurchaseOrderLines(order.id, production)) {
          const item = low.rows.find((row) => row.id === line.stock_item_id);
          expect(line.quantity).toBe(item?.reorder_quantity);
          expect(line.unit).toBe(item?.unit);
        }
      }
      const drafts = await listPurchaseOrders({ status: 'draft' }, production);
      expect(drafts.rows.map((row) => row.number)).toEqual(
        expect.arrayContaining(raised.orders.map((order) => order.number)),
      );
    });
  });

  it('sends, receives part: stock rises by what came, the last price follows; more than ordered needs a reason', async () => {
    await inRollback(async (production) => {
      const [order] = (await raiseReorderPurchaseOrders(production)).orders;
      if (!order) throw new Error('nothing raised');
      const [line] = await listPurchaseOrderLines(order.id, production);
      if (!line) throw new Error('no line');
      await sendPurchaseOrder(order.id, production);
      const before = (await getStockLevel(line.stock_item_id, production))?.on_hand ?? 0;
      const part = Math.max(1, Math.floor(line.quantity / 2));
      await receiveGoods(order.id, { lines: [{ line_id: line.id, quantity: part }], reason: '' }, production);
      expect((await getStockLevel(line.stock_item_id, production))?.on_hand).toBe(before + part);
      const after = (
        await listPurchaseOrders({ supplierId: order.supplier_id, status: 'partly_received' }, production)
      ).rows;
      expect(after.map((row) => row.id)).toContain(order.id);
      const [priced] = (await listSupplierItems({ stockItemId: line.stock_item_id }, production)).filter(
        (item) => item.supplier_id === order.supplier_id,
      );
      expect(priced?.last_price).toBe(line.rate);

      const rest = { line_id: line.id, quantity: line.quantity - part + 2 };
      const over = await refusedWithMessage(
        receiveGoods(order.id, { lines: [rest], reason: ' ' }, production),
      );
      expect(over.message).toMatch(/ordered and \d+ received so far: receiving \d+ more needs a reason\.$/);
      await receiveGoods(order.id, { lines: [rest], reason: 'Two extra sheets, kept' }, production);
      expect((await getStockLevel(line.stock_item_id, production))?.on_hand).toBe(before + line.quantity + 2);
      const [received] = await listPurchaseOrderLines(order.id, production);
      expect(received?.received_quantity).toBe(line.quantity + 2);
      expect(received?.outstanding_quantity).toBe(0);
    });
  });
});

describe('who may', () => {
  it('refuses receiving and raising to sales, naming the permission', async () => {
    const sent = (await listPurchaseOrders({ status: 'partly_received' }, sales)).rows[0];
    if (!sent) throw new Error('no seeded order being received');
    const [line] = await listPurchaseOrderLines(sent.id, sales);
    const receive = await refusedWithMessage(
      receiveGoods(sent.id, { lines: [{ line_id: line?.id ?? '', quantity: 1 }], reason: '' }, sales),
    );
    expect(receive).toEqual({ kind: 'permission', message: 'This needs the “stock.receive” permission.' });
    const raise = await refusedWithMessage(raiseReorderPurchaseOrders(sales));
    expect(raise).toEqual({ kind: 'permission', message: 'This needs the “purchase.order” permission.' });
  });
});

describe('supplier ledger', () => {
  it('has the seeded receipt and a running balance over each new one', async () => {
    await inRollback(async (production) => {
      const sent = (await listPurchaseOrders({ status: 'partly_received' }, production)).rows[0];
      if (!sent) throw new Error('no seeded order being received');
      const [line] = await listPurchaseOrderLines(sent.id, production);
      if (!line) throw new Error('no line');
      const opening = await supplierLedger(sent.supplier_id, production);
      expect(opening.length).toBe(1);
      await receiveGoods(sent.id, { lines: [{ line_id: line.id, quantity: 3 }], reason: '' }, production);
      const ledger = await supplierLedger(sent.supplier_id, production);
      expect(ledger.length).toBe(2);
      const taxable = Math.round(3 * line.rate * 100) / 100;
      expect(ledger[1]?.credit).toBeCloseTo(taxable + Math.round(taxable * line.gst_rate) / 100, 2);
      expect(ledger[1]?.balance).toBeCloseTo((ledger[0]?.credit ?? 0) + (ledger[1]?.credit ?? 0), 2);
    });
  });
});
