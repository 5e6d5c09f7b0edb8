import { describe, expect, it } from 'vitest';
import type { CoreItem } from './layout.ts';
import { solveCore, type CoreProblem } from './search.ts';

function items(sizes: [number, number][], rotatable = false): CoreItem[] {
  return sizes.map(([w, h], index) => ({ index, w, h, rotatable, area: w * h }));
}

const sheet = (w: number, h: number) => ({ w, h, count: Infinity, cost: 1, offcut: false });

describe('solveCore', () => {
  it('packs a perfect tiling into the bound and stops early', () => {
    const problem: CoreProblem = {
      items: items(Array.from({ length: 16 }, () => [25, 25] as [number, number])),
      types: [sheet(100, 100)],
      stages: 3,
      firstCut: 'length',
    };
    const started = performance.now();
    const solution = solveCore(problem, { deadline: started + 5000 });
    expect(solution.bins).toHaveLength(1);
    expect(solution.unplaced).toEqual([]);
    // The bound (1 sheet) is met by construction, so the search must not use its 5 s.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stacks parts in a strip only when three stages are allowed', () => {
    // A full-height part beside two half-height ones: one sheet needs the two stacked (third
    // stage) when the first cuts run along the length.
    const problem = (stages: 2 | 3, firstCut: 'length' | 'width'): CoreProblem => ({
      items: items([
        [50, 100],
        [50, 50],
        [50, 50],
      ]),
      types: [sheet(100, 100)],
      stages,
      firstCut,
    });
    const run = (stages: 2 | 3, firstCut: 'length' | 'width') =>
      solveCore(problem(stages, firstCut), { deadline: performance.now() + 100 }).bins.length;
    expect(run(3, 'length')).toBe(1);
    expect(run(2, 'length')).toBe(2);
    // Cutting across first, the two small parts share a strip side by side: 2 stages suffice.
    expect(run(2, 'width')).toBe(1);
  });

  it('uses offcuts before full sheets and respects stock quantities', () => {
    const problem: CoreProblem = {
      items: items([
        [40, 40],
        [40, 40],
        [90, 90],
      ]),
      types: [{ w: 50, h: 50, count: 1, cost: 0, offcut: true }, sheet(100, 100)],
      stages: 3,
      firstCut: 'either',
    };
    const solution = solveCore(problem, { deadline: performance.now() + 100 });
    expect(solution.bins.filter((b) => b.type === 0)).toHaveLength(1);
    expect(solution.unplaced).toEqual([]);
  });

  it('reports parts that fit no stock instead of dropping them', () => {
    const problem: CoreProblem = {
      items: items([
        [10, 10],
        [200, 10],
      ]),
      types: [sheet(100, 100)],
      stages: 3,
      firstCut: 'either',
    };
    const solution = solveCore(problem, { deadline: performance.now() + 50 });
    expect(solution.unplaced).toEqual([1]);
  });

  it('holds the deadline on a large instance', () => {
    const sizes: [number, number][] = Array.from({ length: 400 }, (_, i) => [
      13 + ((i * 37) % 61),
      7 + ((i * 53) % 47),
    ]);
    const problem: CoreProblem = {
      items: items(sizes, true),
      types: [sheet(250, 250)],
      stages: 3,
      firstCut: 'either',
    };
    const started = performance.now();
    const solution = solveCore(problem, { deadline: started + 150 });
    const elapsed = performance.now() - started;
    expect(solution.unplaced).toEqual([]);
    // One construction pass always runs; everything after respects the deadline.
    expect(elapsed).toBeLessThan(1500);
  });
});
