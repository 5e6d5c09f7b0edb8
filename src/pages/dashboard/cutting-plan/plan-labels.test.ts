import { describe, expect, it } from 'vitest';
import {
  buildCuttingJob,
  planPayload,
  splitByMaterial,
  type OptimizerInput,
  type SavedCuttingPlan,
  type StoredPlanResult,
} from '@/services/production';
import { optimizeCutting } from '@/services/optimizer';
import { partScanCode, planLabels } from './plan-labels';

const input: OptimizerInput = {
  bom_id: 'b1',
  bom_name: 'Kitchen',
  order_id: 'o1',
  order_number: 'SO-2026-0001',
  materials: [
    {
      processed_panel_id: 'pp1',
      code: 'PP-001',
      name: 'White on MDF',
      sheet_length_mm: 2440,
      sheet_width_mm: 1220,
      thickness_mm: 18,
      grain: 'none',
      price_per_sheet: 2000,
      stock_item_id: 'si1',
      on_hand: 3,
      offcuts: [],
      parts: [
        {
          id: 'door',
          name: 'Door',
          length_mm: 716,
          width_mm: 396,
          quantity: 2,
          grain_locked: false,
          band_l1_mm: 2,
          band_l2_mm: 2,
          band_w1_mm: 2,
          band_w2_mm: 2,
          band_l1: 'PVC 2 mm',
          band_l2: 'PVC 2 mm',
          band_w1: 'PVC 2 mm',
          band_w2: 'PVC 2 mm',
        },
      ],
    },
  ],
};

describe('planLabels', () => {
  it('gives one label per cut copy with the finished size, the bands and a link to the part', () => {
    const [plan] = splitByMaterial(input, optimizeCutting(buildCuttingJob(input), { timeLimitMs: 50 }));
    if (!plan) throw new Error('no plan');
    expect(plan.fullSheets).toBe(1);
    const saved: SavedCuttingPlan = {
      id: 'cp1',
      name: 'SO-2026-0001 PP-001',
      bom_id: 'b1',
      processed_panel_id: 'pp1',
      sheet_length_mm: 2440,
      sheet_width_mm: 1220,
      sheets_available: 3,
      status: 'optimised',
      sheets_used: 1,
      yield_percent: plan.yieldPercent,
      optimised_at: null,
      version: 1,
      layout: planPayload(input, plan)['result'] as StoredPlanResult,
    };
    const labels = planLabels(saved, 'https://fpw.test');
    expect(labels).toHaveLength(2);
    expect(new Set(labels.map((l) => l.id)).size).toBe(2);
    expect(labels[0]).toMatchObject({
      partName: 'Door',
      orderNumber: 'SO-2026-0001',
      lengthMm: 716,
      widthMm: 396,
      edges: { l1: 'PVC 2 mm', l2: 'PVC 2 mm', w1: 'PVC 2 mm', w2: 'PVC 2 mm' },
      detail: 'PP-001 · sheet 1',
    });
    expect(labels[0]?.link).toMatch(/^https:\/\/fpw\.test\/dashboard\/optimizer\?plan=cp1#part-/);
    // The barcode's short code counts the labels in print order; no grain arrow on an ungrained board.
    expect(labels.map((l) => l.scanCode)).toEqual(['CP1-1', 'CP1-2']);
    expect(labels.map((l) => l.grain)).toEqual([null, null]);
  });

  it('draws the grain arrow for a grain-locked part on a grained board', () => {
    const grained: OptimizerInput = {
      ...input,
      materials: input.materials.map((m) => ({
        ...m,
        grain: 'lengthwise',
        parts: m.parts.map((p) => ({ ...p, grain_locked: true })),
      })),
    };
    const [plan] = splitByMaterial(grained, optimizeCutting(buildCuttingJob(grained), { timeLimitMs: 50 }));
    if (!plan) throw new Error('no plan');
    const labels = planLabels(
      {
        id: 'cp3',
        name: 'Grained',
        bom_id: 'b1',
        processed_panel_id: 'pp1',
        sheet_length_mm: 2440,
        sheet_width_mm: 1220,
        sheets_available: 3,
        status: 'optimised',
        sheets_used: 1,
        yield_percent: plan.yieldPercent,
        optimised_at: null,
        version: 1,
        layout: planPayload(grained, plan)['result'] as StoredPlanResult,
      },
      '',
    );
    expect(labels.map((l) => l.grain)).toEqual(['length', 'length']);
  });

  it('shortens the plan id to its first 8 hex digits for the barcode', () => {
    expect(partScanCode('0f3a9c2e-1111-4222-8333-444455556666', 12)).toBe('0F3A9C2E-12');
  });

  it('gives none for a plan recorded without a layout', () => {
    expect(
      planLabels(
        {
          id: 'cp2',
          name: 'Old',
          bom_id: null,
          processed_panel_id: 'pp1',
          sheet_length_mm: 2440,
          sheet_width_mm: 1220,
          sheets_available: 1,
          status: 'cut',
          sheets_used: 1,
          yield_percent: 80,
          optimised_at: null,
          version: 1,
          layout: null,
        },
        '',
      ),
    ).toEqual([]);
  });
});
