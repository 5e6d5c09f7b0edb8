// Stock on the embedded DataSource with the shipped seed: levels from the ledger with their value,
// a purchase and an adjustment recorded by the production lead, a draw below zero refused with the
// person's words, an adjustment without a reason refused by the database, the ledger's running
// balance, and sales not allowed to record stock.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  adjustStock,
  getStockLevel,
  listOffcuts,
  listStockLevels,
  receivePurchase,
  stockLedger,
  stockSummary,
} from './stock';

const { as, inRollback } = seededDatabase();
const production = as('rahul.verma@fpw.in');
const sales = as('asha.rao@fpw.in');

describe('stock levels', () => {
  it('lists levels from the ledger, values them, and filters those below the reorder level', async () => {
    const all = await listStockLevels({}, sales);
    expect(all.total).toBeGreaterThan(10);
    const low = await listStockLevels({ belowReorder: true }, sales);
    expect(low.total).toBeGreaterThan(0);
    expect(low.rows.every((row) => row.on_hand <= row.reorder_level)).toBe(true);
    const summary = await stockSummary(sales);
    expect(summary.items).toBe(all.total);
    expect(summary.belowReorder).toBe(low.total);
    const valued = all.rows.filter((row) => row.last_unit_cost !== null && row.on_hand > 0);
    for (const row of valued) {
      expect(row.stock_value).toBeCloseTo(Math.round(row.on_hand * (row.last_unit_cost ?? 0) * 100) / 100, 2);
    }
  });

  it('lists usable offcuts with their panel', async () => {
    const offcuts = await listOffcuts(sales);
    expect(offcuts.length).toBeGreaterThan(0);
    expect(offcuts.every((o) => o.status === 'available' || o.status === 'reserved')).toBe(true);
    expect(offcuts[0]?.processed_panel_code).toMatch(/^PP-/);
  });
});

describe('recording stock', () => {
  it('adds a purchase to the ledger and the level, with a running balance', async () => {
    const item = (await listStockLevels({ kind: 'processed_panel', page: 0, pageSize: 1 }, production))
      .rows[0];
    if (!item) throw new Error('no stock item');
    await inRollback(async () => {
      await receivePurchase(
        item,
        { quantity: 12, unit_cost: 2450, reference: 'PO-TEST-1', note: '' },
        production,
      );
      const after = await getStockLevel(item.id, production);
      expect(after?.on_hand).toBeCloseTo(item.on_hand + 12, 3);
      const [latest] = await stockLedger(item.id, production);
      expect(latest).toMatchObject({
        kind: 'purchase',
        reference: 'PO-TEST-1',
        recorded_by_name: 'Rahul Verma',
      });
      expect(latest?.balance).toBeCloseTo(item.on_hand + 12, 3);
    });
  });

  it('refuses an adjustment below zero, saying what is on hand', async () => {
    const item = (await listStockLevels({ kind: 'processed_panel', page: 0, pageSize: 1 }, production))
      .rows[0];
    if (!item) throw new Error('no stock item');
    await expect(
      adjustStock(item, { quantity: -(item.on_hand + 5), note: 'Count after the audit' }, production),
    ).rejects.toThrow(/below zero: only [\d.]+ sheet on hand/);
  });

  it('refuses an adjustment without a reason in the database too', async () => {
    const item = (await listStockLevels({ page: 0, pageSize: 1 }, production)).rows[0];
    if (!item) throw new Error('no stock item');
    await expect(
      production.insert('stock_movements', { stock_item_id: item.id, kind: 'adjustment', quantity: 1 }),
    ).rejects.toMatchObject({
      constraint: 'stock_movements_adjustment_note_check',
    });
    await expect(adjustStock(item, { quantity: 1, note: '' }, production)).rejects.toThrow(
      /Say why the count changed/,
    );
  });

  it('does not let sales record stock', async () => {
    const item = (await listStockLevels({ page: 0, pageSize: 1 }, sales)).rows[0];
    if (!item) throw new Error('no stock item');
    await expect(
      receivePurchase(item, { quantity: 1, unit_cost: 10, reference: 'PO-X', note: '' }, sales),
    ).rejects.toThrow(/stock\.adjust/);
  });
});
