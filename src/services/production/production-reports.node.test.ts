// The production and stock reports on the embedded DataSource: the seeded plans add up to what the
// tables hold, a material's yield is weighted by sheet area and leaves drafts out, consumption and
// movements fall in the business's month (IST) valued at the purchase price of their day, and the
// valuation and the reorder list follow the ledger.
import { describe, expect, it } from 'vitest';
import { asRole } from '../backend/testing/test-database';
import { seededDatabase } from '../backend/testing/seeded-database';
import { fetchProductionReport, fetchStockReport, movementsPerMonth } from './production-reports';

const { db, as, inRollback } = seededDatabase();
const production = as('rahul.verma@fpw.in');
const sales = as('asha.rao@fpw.in');

describe('production report', () => {
  it('adds up the seeded plans as the tables hold them, for any member of staff', async () => {
    const report = await fetchProductionReport(sales);
    const { rows } = await db.query<{ plans: number; sheets: number; cut: number }>(
      `select count(*)::int as plans, sum(sheets_used)::int as sheets,
              coalesce(sum(sheets_used) filter (where status = 'cut'), 0)::int as cut
         from public.cutting_plans where status in ('optimised', 'approved', 'cut')`,
    );
    expect(rows[0]?.plans).toBeGreaterThan(0);
    expect(report.totals.plans).toBe(rows[0]?.plans);
    expect(report.totals.sheetsUsed).toBe(rows[0]?.sheets);
    expect(report.totals.sheetsCut).toBe(rows[0]?.cut);
    expect(report.totals.yieldPercent).toBeGreaterThan(0);
    expect(report.totals.yieldPercent).toBeLessThanOrEqual(100);
    // Seeded cut plans drew their sheets from stock: consumption by plans shows in some month.
    expect(report.consumption.some((row) => row.quantity_by_plans > 0)).toBe(true);
  });

  it('weights a material’s yield by sheet area and leaves draft plans out', async () => {
    await inRollback(async () => {
      const { rows } = await db.query<{ id: string }>(
        `select pp.id from public.processed_panels pp
          where not exists (select 1 from public.cutting_plans cp where cp.processed_panel_id = pp.id)
          order by pp.code limit 1`,
      );
      const panel = rows[0]?.id;
      if (panel === undefined) throw new Error('every processed panel has a plan');
      const result = `'{"sheets": []}'::jsonb`;
      const { rows: plans } = await db.query<{ id: string; name: string }>(
        `insert into public.cutting_plans
           (name, processed_panel_id, sheet_length_mm, sheet_width_mm, sheets_available, status, result,
            sheets_used, yield_percent, optimised_at)
         values
           ('Report test A', $1, 2440, 1220, 4, 'optimised', ${result}, 2, 80, now()),
           ('Report test B', $1, 2440, 1220, 4, 'approved', ${result}, 1, 50, now()),
           ('Report test draft', $1, 2440, 1220, 4, 'draft', null, null, null, null)
         returning id, name`,
        [panel],
      );
      const planA = plans.find((plan) => plan.name === 'Report test A')?.id;
      await db.query(
        `insert into public.cutting_plan_parts (cutting_plan_id, name, length_mm, width_mm, quantity)
         values ($1, 'Side', 720, 560, 3), ($1, 'Shelf', 700, 540, 2)`,
        [planA],
      );

      const report = await fetchProductionReport(production);
      const row = report.materials.find((material) => material.processed_panel_id === panel);
      expect(row).toMatchObject({
        plans: 2,
        plans_cut: 0,
        sheets_used: 3,
        sheets_cut: 0,
        parts: 5,
        sheet_area_m2: 8.93,
        part_area_m2: 6.251,
        yield_percent: 70,
      });
    });
  });
});

describe('stock report', () => {
  it('values consumption and movements per IST month at the purchase price of their day', async () => {
    await inRollback(async () => {
      const before = await fetchStockReport(production);
      const hardwareBefore = before.valuation.find((row) => row.kind === 'hardware');
      const { rows } = await db.query<{ id: string }>(
        `insert into public.stock_items (sku, name, kind, unit, reorder_level)
         values ('HW-REPORT-TEST', 'Report test hinge', 'hardware', 'piece', 10) returning id`,
      );
      const item = rows[0]?.id;
      const move = (kind: string, quantity: number, at: string, cost: number | null, note: string | null) =>
        db.query(
          `insert into public.stock_movements (stock_item_id, kind, quantity, moved_at, unit_cost, note)
           values ($1, $2, $3, $4, $5, $6)`,
          [item, kind, quantity, at, cost, note],
        );
      await move('purchase', 10, '2031-01-05T11:00:00+05:30', 100, null);
      await move('consumption', -4, '2031-01-10T15:00:00+05:30', null, null);
      await move('purchase', 10, '2031-01-20T11:00:00+05:30', 120, null);
      await move('consumption', -6, '2031-02-03T15:00:00+05:30', null, null);
      await move('adjustment', -1, '2031-02-04T18:00:00+05:30', null, 'Damaged in handling');
      // 20:00 UTC on 28 February is already 1 March in India.
      await move('consumption', -2, '2031-02-28T20:00:00Z', null, null);

      const production2031 = (await fetchProductionReport(production)).consumption.filter((row) =>
        row.month.startsWith('2031'),
      );
      expect(production2031).toEqual([
        {
          month: '2031-01-01',
          item_kind: 'hardware',
          unit: 'piece',
          quantity: 4,
          quantity_by_plans: 0,
          plans: 0,
          value: 400,
        },
        {
          month: '2031-02-01',
          item_kind: 'hardware',
          unit: 'piece',
          quantity: 6,
          quantity_by_plans: 0,
          plans: 0,
          value: 720,
        },
        {
          month: '2031-03-01',
          item_kind: 'hardware',
          unit: 'piece',
          quantity: 2,
          quantity_by_plans: 0,
          plans: 0,
          value: 240,
        },
      ]);

      const after = await fetchStockReport(production);
      const months = movementsPerMonth(after.movements).filter((month) => month.month.startsWith('2031'));
      expect(months).toEqual([
        {
          month: '2031-01-01',
          valueIn: 2200,
          valueOut: 400,
          movements: 3,
          byKind: { purchase: 2, consumption: 1 },
        },
        {
          month: '2031-02-01',
          valueIn: 0,
          valueOut: 840,
          movements: 2,
          byKind: { consumption: 1, adjustment: 1 },
        },
        { month: '2031-03-01', valueIn: 0, valueOut: 240, movements: 1, byKind: { consumption: 1 } },
      ]);

      // 7 on hand at the last purchase price, 120: 840 more hardware, and below its reorder level.
      const hardwareAfter = after.valuation.find((row) => row.kind === 'hardware');
      expect(hardwareAfter?.items).toBe((hardwareBefore?.items ?? 0) + 1);
      expect(hardwareAfter?.stock_value).toBeCloseTo((hardwareBefore?.stock_value ?? 0) + 840, 2);
      expect(hardwareAfter?.below_reorder_level).toBe((hardwareBefore?.below_reorder_level ?? 0) + 1);
      expect(after.totalValue).toBeCloseTo(before.totalValue + 840, 2);
      const low = after.belowReorder.find((level) => level.sku === 'HW-REPORT-TEST');
      expect(low).toMatchObject({ on_hand: 7, reorder_level: 10, stock_value: 840 });
    });
  });

  it('values the seeded stock as the stock levels do', async () => {
    const report = await fetchStockReport(sales);
    const { rows } = await db.query<{ value: string; low: number }>(
      `select sum(stock_value)::text as value, (count(*) filter (where below_reorder_level))::int as low
         from public.stock_levels where active`,
    );
    expect(report.totalValue).toBeCloseTo(Number(rows[0]?.value), 2);
    expect(report.belowReorder).toHaveLength(rows[0]?.low ?? -1);
    expect(report.totalValue).toBeGreaterThan(0);
  });
});

describe('who may read the reports', () => {
  it.each([
    'stock_movement_values',
    'production_yield_by_material',
    'stock_consumption_by_month',
    'stock_movements_by_month',
    'stock_valuation_by_kind',
  ])('%s is refused to a visitor who is not signed in', async (view) => {
    await expect(asRole(db, null, (tx) => tx.query(`select * from public.${view} limit 1`))).rejects.toThrow(
      /permission denied/,
    );
  });

  it('a view counts only what the caller may read (security invoker)', async () => {
    const { rows } = await db.query<{ view: string }>(
      `select c.relname as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v'
          and c.relname in ('stock_movement_values', 'production_yield_by_material', 'stock_consumption_by_month',
                            'stock_movements_by_month', 'stock_valuation_by_kind')
          and 'security_invoker=true' = any (coalesce(c.reloptions, '{}'))`,
    );
    expect(rows).toHaveLength(5);
  });
});
