import { describe, expect, it } from 'vitest';
import { optimizeCutting } from './optimize.ts';
import { randomJob } from './random-job.ts';
import type { CuttingPlan, SheetPlan } from './types.ts';
import { verifyPlan } from './verify-plan.ts';

/** A plan with at least two parts on its first sheet, to break on purpose. */
function planWithTwoParts() {
  for (let seed = 1; ; seed++) {
    const job = randomJob(seed);
    const plan = optimizeCutting(job, { timeLimitMs: 5 });
    if (plan.sheets[0] && plan.sheets[0].parts.length >= 2) return { job, plan };
  }
}

const withSheet = (plan: CuttingPlan, sheet: SheetPlan): CuttingPlan => ({
  ...plan,
  sheets: [sheet, ...plan.sheets.slice(1)],
});

describe('verifyPlan catches broken plans', () => {
  it('accepts the engine plan as it is', () => {
    const { job, plan } = planWithTwoParts();
    expect(verifyPlan(job, plan)).toEqual([]);
  });

  it('catches overlapping parts', () => {
    const { job, plan } = planWithTwoParts();
    const sheet = plan.sheets[0]!;
    const [first, second, ...rest] = sheet.parts;
    const moved = { ...second!, x: first!.x, y: first!.y };
    const problems = verifyPlan(job, withSheet(plan, { ...sheet, parts: [first!, moved, ...rest] }));
    expect(problems.some((p) => p.includes('overlap'))).toBe(true);
  });

  it('catches a dropped part', () => {
    const { job, plan } = planWithTwoParts();
    const sheet = plan.sheets[0]!;
    const problems = verifyPlan(job, withSheet(plan, { ...sheet, parts: sheet.parts.slice(1) }));
    expect(problems.some((p) => p.includes('placed and'))).toBe(true);
  });

  it('catches a missing cut', () => {
    const { job, plan } = planWithTwoParts();
    const sheet = plan.sheets[0]!;
    const cuts = sheet.cuts.filter((c) => c.stage > 0).slice(1);
    const problems = verifyPlan(job, withSheet(plan, { ...sheet, cuts }));
    expect(problems.length).toBeGreaterThan(0);
  });

  it('catches a rotated grain-locked part', () => {
    const { job, plan } = planWithTwoParts();
    const sheet = plan.sheets[0]!;
    const [first, ...rest] = sheet.parts;
    const turned = { ...first!, grainLocked: true, rotated: true };
    const problems = verifyPlan(job, withSheet(plan, { ...sheet, parts: [turned, ...rest] }));
    expect(problems.some((p) => p.includes('grain-locked'))).toBe(true);
  });
});
