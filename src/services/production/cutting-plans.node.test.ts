// Each DataSource call commits its own transaction, so the tests build on one another's rows and
// compare before and after rather than rolling back.
// Cutting plans on the embedded DataSource with the shipped seed: a draft BOM is optimised by the
// real engine, saved as one plan per material, and marked as cut by the production lead: stock on
// hand falls by the full sheets used, leftovers above the minimum become offcuts, offcut sheets the
// plan used are taken, a second mark is refused, and a failure part-way changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  buildCuttingJob,
  loadOptimizerInput,
  planPayload,
  saveCuttingPlans,
  splitByMaterial,
  type MaterialPlan,
  type OptimizerInput,
} from './cutting-plans';
import { getCuttingPlan, listCuttingPlans, markPlanCut } from './saved-cutting-plans';
import { optimizeCutting } from '../optimizer/optimize';

const { db, as } = seededDatabase();
const production = as('rahul.verma@fpw.in');
const sales = as('asha.rao@fpw.in');
let bomId: string;
/** Two more BOMs with no plan: once a BOM's materials are cut, no plan of them is saved again. */
let staleBomId: string;
let shortBomId: string;

beforeAll(async () => {
  // A BOM of a confirmed order: no plan yet.
  const { rows } = await db.query<{ id: string }>(
    `select b.id from public.bills_of_material b join public.sales_orders o on o.id = b.order_id
      where o.status = 'confirmed' and not exists (select 1 from public.cutting_plans c where c.bom_id = b.id)
      order by o.number limit 3`,
  );
  const [id, stale, short] = rows.map((row) => row.id);
  if (!id || !stale || !short) throw new Error('no three draft BOMs in the seed');
  bomId = id;
  staleBomId = stale;
  shortBomId = short;
}, 240_000);

async function onHand(processedPanelId: string): Promise<number> {
  const { rows } = await db.query<{ on_hand: string }>(
    `select coalesce(sum(m.quantity), 0)::text as on_hand from public.stock_items i
       join public.stock_movements m on m.stock_item_id = i.id where i.processed_panel_id = $1`,
    [processedPanelId],
  );
  return Number(rows[0]?.on_hand ?? 0);
}

async function offcutsOf(planId: string): Promise<{ length_mm: number; width_mm: number; status: string }[]> {
  const { rows } = await db.query<{ length_mm: number; width_mm: number; status: string }>(
    'select length_mm, width_mm, status from public.offcuts where cutting_plan_id = $1',
    [planId],
  );
  return rows;
}

async function optimize(input: OptimizerInput): Promise<MaterialPlan[]> {
  const plan = optimizeCutting(buildCuttingJob(input), { timeLimitMs: 300 });
  return splitByMaterial(input, plan);
}

describe('optimising a bill of material', () => {
  // Read as production: since issue 20 an order (and the BOM read through it) is seen only by who
  // sees its project, and the sales executive does not see this one.
  it('reads the parts per material with the sheets on hand and the usable offcuts', async () => {
    const input = await loadOptimizerInput(bomId, production);
    expect(input?.bom_id).toBe(bomId);
    expect(input?.materials.length).toBeGreaterThan(0);
    for (const material of input?.materials ?? []) {
      expect(material.parts.length).toBeGreaterThan(0);
      expect(material.sheet_length_mm).toBeGreaterThan(0);
      expect(material.on_hand).toBeGreaterThanOrEqual(0);
    }
    const banded = input?.materials.flatMap((m) => m.parts).find((p) => p.band_l1 !== null);
    expect(banded?.band_l1_mm).toBeGreaterThan(0);
  });

  it('saves one plan per material with its sheets, cuts and yield', async () => {
    const input = await loadOptimizerInput(bomId, production);
    if (!input) throw new Error('no input');
    const plans = await optimize(input);
    expect(plans.every((p) => p.unplaced.length === 0)).toBe(true);
    expect(plans.every((p) => p.missing === 0)).toBe(true);
    {
      const ids = await saveCuttingPlans(input, plans, production);
      expect(ids).toHaveLength(plans.length);
      const saved = await listCuttingPlans(bomId, production);
      expect(saved.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
      for (const plan of plans) {
        const row = saved.find(
          (p) => ids.includes(p.id) && p.processed_panel_id === plan.material.processed_panel_id,
        );
        expect(row?.status).toBe('optimised');
        expect(row?.sheets_used).toBe(plan.fullSheets);
        expect(row?.yield_percent).toBeCloseTo(plan.yieldPercent, 2);
        expect(row?.layout?.sheets).toHaveLength(plan.sheets.length);
        expect(row?.layout?.sheets[0]?.cuts.length).toBeGreaterThan(0);
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from public.cutting_plan_parts where cutting_plan_id = $1 and bom_part_id is not null',
          [row?.id],
        );
        expect(rows[0]?.n).toBe(plan.material.parts.length);
      }
    }
  });

  it('refuses to save a plan that needs more full sheets than are on hand, and saves none of the run', async () => {
    const input = await loadOptimizerInput(bomId, production);
    if (!input) throw new Error('no input');
    const plans = await optimize(input);
    const [first] = plans;
    if (!first) throw new Error('no plan');
    const short = { ...first, fullSheets: first.onHand + 3 };
    const saved = (await listCuttingPlans(bomId, production)).length;
    await expect(saveCuttingPlans(input, [{ ...short, missing: 3 }], production)).rejects.toThrow(
      /needs 3 more/,
    );
    // The database holds the same line, whatever the client says.
    await expect(
      production.rpc('save_cutting_plans', {
        p_bom_id: bomId,
        p_plans: [...plans.slice(1), short].map((p) => planPayload(input, p)),
      }),
    ).rejects.toThrow(/3 missing/);
    expect(await listCuttingPlans(bomId, production)).toHaveLength(saved);
  });

  it('is not for sales to save', async () => {
    const input = await loadOptimizerInput(bomId, production);
    if (!input) throw new Error('no input');
    const plans = await optimize(input);
    await expect(saveCuttingPlans(input, plans, sales)).rejects.toThrow();
  });
});

describe('marking a plan as cut', () => {
  it('takes the full sheets from stock, returns the offcuts, uses up offcut sheets, and happens once', async () => {
    const input = await loadOptimizerInput(bomId, production);
    if (!input) throw new Error('no input');
    {
      const plans = await optimize(input);
      const ids = await saveCuttingPlans(input, plans, production);
      for (const id of ids) {
        const plan = await getCuttingPlan(id, production);
        if (!plan?.layout) throw new Error('no layout');
        const before = await onHand(plan.processed_panel_id);
        const usedOffcuts = plan.layout.sheets.flatMap((s) => (s.offcut_id ? [s.offcut_id] : []));
        const outcome = await markPlanCut(plan, { length: 300, width: 100 }, production);
        expect(outcome.version).toBeGreaterThan(plan.version);
        expect(await onHand(plan.processed_panel_id)).toBe(before - (plan.sheets_used ?? 0));
        const expected = plan.layout.sheets
          .flatMap((s) => s.offcuts)
          .filter(
            (o) =>
              Math.max(Math.floor(o.sizeX), Math.floor(o.sizeY)) >= 300 &&
              Math.min(Math.floor(o.sizeX), Math.floor(o.sizeY)) >= 100,
          );
        const recorded = await offcutsOf(id);
        expect(recorded).toHaveLength(outcome.offcuts);
        expect(recorded).toHaveLength(expected.length);
        expect(recorded.every((o) => o.status === 'available')).toBe(true);
        for (const offcut of usedOffcuts) {
          const { rows } = await db.query<{ status: string }>(
            'select status from public.offcuts where id = $1',
            [offcut],
          );
          expect(rows[0]?.status).toBe('used');
        }
        expect((await getCuttingPlan(id, production))?.status).toBe('cut');
        await expect(markPlanCut({ id, version: outcome.version }, undefined, production)).rejects.toThrow(
          /already cut/,
        );
        expect(await onHand(plan.processed_panel_id)).toBe(before - (plan.sheets_used ?? 0));
      }
      expect(ids.length).toBeGreaterThan(0);
    }
  });

  it('refuses a stale version', async () => {
    const input = await loadOptimizerInput(staleBomId, production);
    if (!input) throw new Error('no input');
    {
      const [id] = await saveCuttingPlans(input, await optimize(input), production);
      if (!id) throw new Error('no plan');
      await expect(markPlanCut({ id, version: 99 }, undefined, production)).rejects.toThrow(/someone else/);
      expect((await getCuttingPlan(id, production))?.status).toBe('optimised');
    }
  });

  it('changes nothing when the sheets are no longer on hand', async () => {
    const input = await loadOptimizerInput(shortBomId, production);
    if (!input) throw new Error('no input');
    {
      const plans = await optimize(input);
      const [id] = await saveCuttingPlans(input, plans, production);
      const plan = id ? await getCuttingPlan(id, production) : null;
      if (!plan?.layout || !plan.sheets_used) throw new Error('no plan with full sheets');
      // Someone draws the stock down meanwhile: fewer sheets than the plan needs remain.
      const before = await onHand(plan.processed_panel_id);
      const { rows } = await db.query<{ id: string }>(
        'select id from public.stock_items where processed_panel_id = $1',
        [plan.processed_panel_id],
      );
      await production.insert('stock_movements', {
        stock_item_id: rows[0]?.id,
        kind: 'adjustment',
        quantity: -(before - plan.sheets_used + 1),
        note: 'Water damage in the rack',
      });
      const left = await onHand(plan.processed_panel_id);
      expect(left).toBe(plan.sheets_used - 1);
      const { rows: offcutsBefore } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.offcuts where status = 'available'",
      );
      await expect(markPlanCut(plan, { length: 300, width: 100 }, production)).rejects.toThrow(/on hand/);
      expect(await onHand(plan.processed_panel_id)).toBe(left);
      expect(await offcutsOf(plan.id)).toHaveLength(0);
      const { rows: offcutsAfter } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.offcuts where status = 'available'",
      );
      expect(offcutsAfter[0]?.n).toBe(offcutsBefore[0]?.n);
      const after = await getCuttingPlan(plan.id, production);
      expect(after?.status).toBe('optimised');
      expect(after?.version).toBe(plan.version);
    }
  });
});
