/**
 * What the search works on and how it ranks answers: the problem for one material group (parts,
 * stock types, stages, first cut), the options and progress of a run, a solution, its score and
 * the lower bound on sheets that ends the search early.
 */
import type { BinLayout, CoreItem, StageLimit } from './layout.ts';
import { lowerBounds } from './lower-bound.ts';

export type FirstCut = 'length' | 'width' | 'either';

export interface CoreStockType {
  readonly w: number;
  readonly h: number;
  /** Sheets available; Infinity for unlimited. */
  readonly count: number;
  readonly cost: number;
  readonly offcut: boolean;
}

export interface CoreProblem {
  readonly items: readonly CoreItem[];
  readonly types: readonly CoreStockType[];
  readonly stages: StageLimit;
  readonly firstCut: FirstCut;
}

export interface CoreOptions {
  /** Absolute deadline in ms on the `now()` clock. */
  readonly deadline: number;
  readonly seed?: number;
  readonly now?: () => number;
  readonly onProgress?: (progress: CoreProgress) => void;
  readonly isCancelled?: () => boolean;
  /** Stops the improvement after this many moves (repeatable runs for tests and tuning). */
  readonly maxIterations?: number;
  /** Known lower bound on sheets; the search stops when it is reached. */
  readonly lowerBound?: number;
}

export interface CoreProgress {
  readonly sheets: number;
  readonly lowerBound: number;
  readonly iterations: number;
}

export interface CoreSolution {
  readonly bins: BinLayout[];
  readonly unplaced: number[];
}

/** Lexicographic cost of a set of sheets: full sheets, then cost, then spread of the fill. */
export interface Score {
  readonly unplaced: number;
  readonly sheets: number;
  readonly cost: number;
}

export function scoreOf(problem: CoreProblem, solution: CoreSolution): Score {
  let sheets = 0;
  let cost = 0;
  for (const bin of solution.bins) {
    const type = problem.types[bin.type]!;
    if (!type.offcut) sheets++;
    cost += type.cost;
  }
  return { unplaced: solution.unplaced.length, sheets, cost };
}

export function compareScores(x: Score, y: Score): number {
  if (x.unplaced !== y.unplaced) return x.unplaced - y.unplaced;
  if (x.sheets !== y.sheets) return x.sheets - y.sheets;
  if (Math.abs(x.cost - y.cost) > 1e-9) return x.cost - y.cost;
  return 0;
}

/** The lower bound on sheets of the cheapest-to-count kind when all stock is one size. */
export function problemLowerBound(problem: CoreProblem, itemIndexes?: readonly number[]): number {
  const fullTypes = problem.types.filter((t) => !t.offcut);
  if (fullTypes.length !== 1 || problem.types.length !== 1) {
    // With several sizes or offcuts only the area of the largest sheet gives a safe bound.
    const largest = Math.max(...fullTypes.map((t) => t.w * t.h), 1);
    const offcutArea = problem.types
      .filter((t) => t.offcut)
      .reduce((s, t) => s + t.w * t.h * (Number.isFinite(t.count) ? t.count : 0), 0);
    const subset = itemIndexes ?? problem.items.map((i) => i.index);
    const area = subset.reduce((s, i) => s + problem.items[i]!.area, 0);
    return Math.max(0, Math.ceil((area - offcutArea) / largest - 1e-9));
  }
  const type = fullTypes[0]!;
  const subset = itemIndexes ?? problem.items.map((i) => i.index);
  const bound = lowerBounds(
    subset.map((i) => problem.items[i]!),
    type.w,
    type.h,
  );
  return bound.best;
}
