/**
 * Random cutting jobs for the property tests: mixed materials, several stock sizes with limited
 * quantities and offcuts, grain locks, edge bands, kerf and trims, every stage limit and first-cut
 * direction. Seeded so a failing case can be replayed.
 */
import { createRng, randomInt } from './core/rng.ts';
import type { CuttingJob, Part, StageLimit, StockSheet } from './types.ts';

const MATERIALS = ['Birch ply', 'MDF', 'HDHMR'];

export function randomJob(seed: number): CuttingJob {
  const rng = createRng(seed);
  const pick = <T>(values: readonly T[]): T => values[randomInt(rng, values.length)]!;
  const materials = MATERIALS.slice(0, 1 + randomInt(rng, MATERIALS.length));
  const kerf = pick([0, 0, 3, 4.2, 5]);
  const trim = pick([0, 0, 5, 10]);
  const stock: StockSheet[] = [];
  for (const material of materials) {
    const sizes = 1 + randomInt(rng, 2);
    for (let s = 0; s < sizes; s++) {
      const length = 400 + randomInt(rng, 2200);
      const width = 300 + randomInt(rng, 1000);
      stock.push({
        id: `s${stock.length + 1}`,
        name: `${material} ${length}x${width}`,
        length,
        width,
        thickness: 18,
        material,
        quantity: rng() < 0.7 ? null : 1 + randomInt(rng, 4),
        cost: 10 + randomInt(rng, 100),
        grain: rng() < 0.5 ? 'length' : 'none',
        offcut: rng() < 0.2,
      });
    }
  }
  const parts: Part[] = [];
  const count = 1 + randomInt(rng, 25);
  for (let p = 0; p < count; p++) {
    const small = rng() < 0.7;
    const band = (): number => (rng() < 0.4 ? pick([0.4, 1, 2]) : 0);
    parts.push({
      id: `p${p + 1}`,
      name: `Part ${p + 1}`,
      length: Math.round((small ? 30 + rng() * 500 : 100 + rng() * 2600) * 10) / 10,
      width: Math.round((small ? 30 + rng() * 400 : 50 + rng() * 1300) * 10) / 10,
      thickness: 18,
      material: pick(materials),
      quantity: 1 + randomInt(rng, rng() < 0.8 ? 3 : 12),
      grainLocked: rng() < 0.4,
      edgeBand: { length1: band(), length2: band(), width1: band(), width2: band() },
    });
  }
  const stages: StageLimit = pick([2, 3, 3, 'unlimited'] as const);
  return {
    id: `job-${seed}`,
    name: `Random job ${seed}`,
    parts,
    stock,
    settings: {
      kerf,
      trim,
      stages,
      firstCut: pick(['length', 'width', 'either'] as const),
      minOffcutLength: 200,
      minOffcutWidth: 100,
    },
  };
}
