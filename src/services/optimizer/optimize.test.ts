import { describe, expect, it } from 'vitest';
import { KITCHEN_JOB, SHOP_JOBS } from './fixtures/shop-jobs.ts';
import { optimizeCutting } from './optimize.ts';
import type { CuttingJob, Part, StockSheet } from './types.ts';
import { validateJob } from './validate-job.ts';
import { verifyPlan } from './verify-plan.ts';

const sheet: StockSheet = {
  id: 'sheet',
  name: 'Board 2440 x 1220',
  length: 2440,
  width: 1220,
  thickness: 18,
  material: 'Board',
  quantity: null,
  cost: 100,
  grain: 'length',
  offcut: false,
};

const part = (overrides: Partial<Part> & { id: string }): Part => ({
  name: overrides.id,
  length: 600,
  width: 400,
  thickness: 18,
  material: 'Board',
  quantity: 1,
  grainLocked: false,
  edgeBand: { length1: 0, length2: 0, width1: 0, width2: 0 },
  ...overrides,
});

const job = (parts: Part[], stock: StockSheet[] = [sheet]): CuttingJob => ({
  id: 'job-1',
  name: 'Test job',
  parts,
  stock,
  settings: {
    kerf: 4,
    trim: 10,
    stages: 3,
    firstCut: 'either',
    minOffcutLength: 300,
    minOffcutWidth: 100,
  },
});

describe('optimizeCutting', () => {
  it('cuts edge-banded parts smaller by the band on each banded side', () => {
    const banded = part({
      id: 'door',
      length: 700,
      width: 400,
      edgeBand: { length1: 2, length2: 2, width1: 1, width2: 0 },
    });
    const plan = optimizeCutting(job([banded]), { timeLimitMs: 20 });
    const placed = plan.sheets[0]!.parts[0]!;
    expect(placed.cutLength).toBe(699);
    expect(placed.cutWidth).toBe(396);
  });

  it('never rotates grain-locked parts, even when rotation would save a sheet', () => {
    // 1200 long grain-locked parts: two fit along the 2440 length only unrotated.
    const fronts = part({ id: 'front', length: 1190, width: 590, quantity: 8, grainLocked: true });
    const plan = optimizeCutting(job([fronts]), { timeLimitMs: 50 });
    const parts = plan.sheets.flatMap((s) => s.parts);
    expect(parts).toHaveLength(8);
    expect(parts.every((p) => !p.rotated && p.sizeX === 1190)).toBe(true);
    expect(verifyPlan(job([fronts]), plan)).toEqual([]);
  });

  it('reports a part larger than every sheet by name and still cuts the rest', () => {
    const plan = optimizeCutting(
      job([part({ id: 'ok' }), part({ id: 'huge', name: 'Huge top', length: 3000 })]),
      { timeLimitMs: 20 },
    );
    expect(plan.unplaced).toEqual([
      expect.objectContaining({
        name: 'Huge top',
        quantity: 1,
        reason: expect.stringMatching(/Larger than every stock sheet/),
      }),
    ]);
    expect(plan.sheets.flatMap((s) => s.parts).map((p) => p.partId)).toEqual(['ok']);
  });

  it('reports bad sizes, a kerf larger than a part and missing stock, never hanging', () => {
    const bad = job([
      part({ id: 'zero', length: 0 }),
      part({ id: 'negative', width: -5 }),
      part({ id: 'nan', length: Number.NaN }),
      part({ id: 'thin', width: 3 }),
      part({ id: 'steel', material: 'Steel' }),
    ]);
    const issues = validateJob(bad);
    expect(issues.map((i) => [i.rowId, i.field])).toEqual([
      ['zero', 'length'],
      ['negative', 'width'],
      ['nan', 'length'],
      ['thin', 'length'],
      ['steel', 'material'],
    ]);
    expect(issues.find((i) => i.rowId === 'thin')!.message).toMatch(/kerf \(4 mm\) is larger/);
    const plan = optimizeCutting(bad, { timeLimitMs: 20 });
    expect(plan.unplaced.map((u) => u.partId)).toEqual(['zero', 'negative', 'nan', 'thin', 'steel']);
    expect(plan.sheets).toEqual([]);
  });

  it('answers an empty parts list with an empty plan and a message', () => {
    expect(validateJob(job([])).map((i) => i.message)).toContain('Add at least one part to cut.');
    const plan = optimizeCutting(job([]));
    expect(plan.sheets).toEqual([]);
    expect(plan.totals.sheets).toBe(0);
  });

  it('uses offcuts before new sheets and reports when limited stock runs out', () => {
    const offcut: StockSheet = {
      ...sheet,
      id: 'offcut',
      name: 'Offcut 800 x 600',
      length: 800,
      width: 600,
      quantity: 1,
      cost: 0,
      offcut: true,
    };
    const limited: StockSheet = { ...sheet, quantity: 1 };
    const plan = optimizeCutting(
      job(
        [
          part({ id: 'small', length: 500, width: 400, quantity: 1 }),
          part({ id: 'big', length: 2000, width: 1000, quantity: 2 }),
        ],
        [limited, offcut],
      ),
      { timeLimitMs: 50 },
    );
    const small = plan.sheets.find((s) => s.parts.some((p) => p.partId === 'small'))!;
    expect(small.offcutStock).toBe(true);
    expect(plan.unplaced).toEqual([
      expect.objectContaining({
        partId: 'big',
        quantity: 1,
        reason: 'Not enough stock sheets of its material.',
      }),
    ]);
  });

  it('groups parts by material and thickness', () => {
    const thin: StockSheet = { ...sheet, id: 'thin', name: 'HDF 6', thickness: 6, material: 'HDF' };
    const plan = optimizeCutting(
      job([part({ id: 'carcass' }), part({ id: 'back', material: 'hdf ', thickness: 6 })], [sheet, thin]),
      { timeLimitMs: 20 },
    );
    expect(plan.sheets.map((s) => [s.stockId, s.parts.map((p) => p.partId)])).toEqual([
      ['sheet', ['carcass']],
      ['thin', ['back']],
    ]);
  });

  it('holds the time limit it is given', () => {
    const many = job([
      part({ id: 'mix', length: 333, width: 271, quantity: 150 }),
      part({ id: 'mix2', length: 517, width: 190, quantity: 150 }),
    ]);
    const started = performance.now();
    optimizeCutting(many, { timeLimitMs: 100 });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('plans the realistic shop jobs validly, with totals that add up', () => {
    for (const shopJob of SHOP_JOBS) {
      const plan = optimizeCutting(shopJob, { timeLimitMs: 100 });
      expect(verifyPlan(shopJob, plan)).toEqual([]);
      expect(plan.unplaced).toEqual([]);
      expect(plan.totals.sheets).toBeGreaterThanOrEqual(plan.lowerBound.best);
      const byMaterial = plan.totals.byMaterial.reduce((s, m) => s + m.sheets, 0);
      expect(byMaterial).toBe(plan.totals.sheets);
      expect(plan.totals.wasteArea + plan.totals.partArea + plan.totals.reusableOffcutArea).toBeCloseTo(
        plan.totals.sheetArea,
      );
    }
  });

  it('gives each copy a label id carrying the job and the part', () => {
    const plan = optimizeCutting(KITCHEN_JOB, { timeLimitMs: 50 });
    const labels = plan.sheets.flatMap((s) => s.parts.map((p) => p.labelId));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels[0]).toMatch(/^kitchen-12\/kitchen-12-c\d+-\d+\/\d+$/);
  });
});
