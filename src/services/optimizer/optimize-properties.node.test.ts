/**
 * Validity over thousands of random jobs (random-job.ts): no overlaps, inside the trimmed sheet,
 * a kerf between neighbours, grain-locked parts never rotated, every layout reachable by the
 * reported guillotine cuts within the stage limit, every part placed or reported.
 */
import { describe, expect, it } from 'vitest';
import { optimizeCutting } from './optimize.ts';
import { randomJob } from './random-job.ts';
import { verifyPlan } from './verify-plan.ts';

const INSTANCES = 2000;

describe('cutting plans are valid on random jobs', () => {
  it(`holds on ${INSTANCES} random jobs`, () => {
    const failures: string[] = [];
    let placed = 0;
    for (let seed = 1; seed <= INSTANCES; seed++) {
      const job = randomJob(seed);
      // A tiny budget still runs construction and a few improvement moves.
      const plan = optimizeCutting(job, { timeLimitMs: 2, seed });
      placed += plan.sheets.reduce((s, sheet) => s + sheet.parts.length, 0);
      const problems = verifyPlan(job, plan);
      if (problems.length > 0) failures.push(`seed ${seed}: ${problems.slice(0, 3).join('; ')}`);
    }
    expect(failures).toEqual([]);
    // The jobs must really exercise placement, not only rejection.
    expect(placed).toBeGreaterThan(INSTANCES * 5);
  }, 300_000);
});
