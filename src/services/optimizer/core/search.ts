/**
 * The anytime search over staged guillotine layouts for one material group.
 *
 * 1. Construction: sheets are filled one at a time; for each new sheet every available stock type
 *    and first-cut direction is tried and the fill that packs the most part area wins. A fill scans
 *    the parts in a priority order and puts each where it fits best (layout.ts). Several classic
 *    orders (by strip height, area, length, perimeter) give the first answer in milliseconds.
 * 2. Improvement until the time limit: ruin and recreate at the sheet level. The least filled sheet
 *    and a few others are emptied and their parts packed again with many orders; the move is kept
 *    when it needs fewer sheets, or when it leaves less in the emptiest sheet (which drives that
 *    sheet towards empty). The search stops as soon as the lower bound is reached.
 */
import { EPS, binItems, type BinLayout } from './layout.ts';
import { createRng, randomInt, type Rng } from './rng.ts';
import { allowedDirections, buildOrders, fillSequence, type FillMode } from './fill.ts';
import {
  compareScores,
  problemLowerBound,
  scoreOf,
  type CoreOptions,
  type CoreProblem,
  type CoreSolution,
  type Score,
} from './problem.ts';

export * from './problem.ts';
export type { FillMode } from './fill.ts';

const STRATEGIES = 6;
/** Share of repacking attempts that fill strip by strip (slower, often denser). */
const STRIP_SHARE = 0.5;
const FILL_MODES: readonly FillMode[] = ['item', 'strip'];
/** Repacking attempts per ruin-and-recreate move. */
const TRIES = 12;

function binScore(problem: CoreProblem, bins: readonly BinLayout[]): Score {
  return scoreOf(problem, { bins: [...bins], unplaced: [] });
}

function initialPool(problem: CoreProblem): number[] {
  return problem.types.map((t) => t.count);
}

/** The anytime search. Always returns a complete answer (possibly with unplaced parts). */
export function solveCore(problem: CoreProblem, options: CoreOptions): CoreSolution {
  const now = options.now ?? (() => performance.now());
  const rng = createRng(options.seed ?? 12345);
  const items = problem.items;
  const all = items.map((i) => i.index);
  const maxA: [number, number] = [
    Math.max(0, ...problem.types.map((t) => t.w)),
    Math.max(0, ...problem.types.map((t) => t.h)),
  ];
  const lowerBound = options.lowerBound ?? problemLowerBound(problem);
  const anyRotation = items.some((i) => i.rotatable);

  let best: CoreSolution | null = null;
  let bestScore: Score | null = null;
  const consider = (candidate: CoreSolution): void => {
    const score = scoreOf(problem, candidate);
    if (bestScore === null || compareScores(score, bestScore) < 0) {
      best = candidate;
      bestScore = score;
    }
  };

  // Construction: every strategy, with and without the flipped rotation preference. The first
  // fill always runs so there is an answer; the rest only while time remains.
  let iterations = 0;
  construction: for (let strategy = 0; strategy < STRATEGIES; strategy++) {
    for (const flip of anyRotation ? [false, true] : [false]) {
      const orders = buildOrders(items, all, strategy, null, 0, flip, maxA);
      for (const mode of FILL_MODES) {
        if (best !== null && (now() >= options.deadline || options.isCancelled?.())) {
          break construction;
        }
        consider(fillSequence(problem, orders, all, initialPool(problem), Infinity, mode));
      }
    }
  }
  const reached = (): boolean =>
    bestScore !== null && bestScore.unplaced === 0 && bestScore.sheets <= lowerBound;
  const stop = (): boolean =>
    reached() ||
    now() >= options.deadline ||
    iterations >= (options.maxIterations ?? Infinity) ||
    (options.isCancelled?.() ?? false);
  const report = (): void =>
    options.onProgress?.({
      sheets: (bestScore as Score | null)?.sheets ?? 0,
      lowerBound,
      iterations,
    });
  report();
  if (stop()) return best!;

  // Improvement by ruin and recreate on whole sheets.
  let current: CoreSolution = best!;
  let lastReport = now();
  while (!stop()) {
    iterations++;
    const next = improveOnce(problem, current, rng, maxA, anyRotation, () => now() >= options.deadline);
    if (next !== null) {
      current = next;
      consider(current);
    }
    if (now() - lastReport > 100) {
      lastReport = now();
      report();
    }
  }
  report();
  return best!;
}

/**
 * One ruin-and-recreate move. Picks the least filled sheet (with some randomness) and up to four
 * others, and repacks their parts with several orders.
 */
function improveOnce(
  problem: CoreProblem,
  current: CoreSolution,
  rng: Rng,
  maxA: [number, number],
  anyRotation: boolean,
  /** Checked between attempts: on a starved CPU one move can otherwise outlast the time limit. */
  outOfTime: () => boolean,
): CoreSolution | null {
  const bins = current.bins;
  if (bins.length < 2 && current.unplaced.length === 0) return null;
  const fill = (b: BinLayout): number => {
    const t = problem.types[b.type]!;
    return b.area / (t.w * t.h);
  };
  const sorted = bins.map((b, i) => ({ i, f: fill(b) })).sort((x, y) => x.f - y.f);
  const targetRank = rng() < 0.7 ? 0 : randomInt(rng, Math.min(3, sorted.length));
  const target = sorted[targetRank]!.i;
  const maxK = Math.min(bins.length - 1, 4);
  const k = maxK <= 0 ? 0 : 1 + randomInt(rng, maxK);
  const chosen = new Set<number>([target]);
  while (chosen.size < k + 1) chosen.add(randomInt(rng, bins.length));
  const subset: number[] = [];
  const pool = initialPool(problem);
  for (const b of bins) pool[b.type]! -= 1;
  const removed: BinLayout[] = [];
  for (const i of chosen) {
    const b = bins[i]!;
    removed.push(b);
    subset.push(...binItems(b));
    pool[b.type]! += 1;
  }
  const targetArea = bins[target]!.area;
  const before = binScore(problem, removed);
  const tries = TRIES;
  let bestTry: CoreSolution | null = null;
  let bestTryScore: Score | null = null;
  let bestTrySmallest = Infinity;
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0 && outOfTime()) break;
    const strategy = attempt < STRATEGIES ? attempt : randomInt(rng, STRATEGIES);
    const noisy = attempt >= STRATEGIES / 2;
    const flip = anyRotation && rng() < 0.3;
    // With either first-cut direction allowed, one direction per attempt halves its cost;
    // the attempts alternate between the two.
    let directions = allowedDirections(problem.firstCut);
    if (directions.length === 2) directions = [rng() < 0.5 ? 0 : 1];
    const orders = buildOrders(
      problem.items,
      subset,
      strategy,
      noisy ? rng : null,
      0.2 + rng() * 0.6,
      flip,
      maxA,
      directions,
    );
    const mode: FillMode = rng() < STRIP_SHARE ? 'strip' : 'item';
    const attemptResult = fillSequence(
      problem,
      orders,
      subset,
      [...pool],
      removed.length + 1,
      mode,
      directions,
    );
    if (attemptResult.unplaced.length > 0) continue;
    const score = binScore(problem, attemptResult.bins);
    const smallest = Math.min(...attemptResult.bins.map((b) => b.area));
    if (
      bestTryScore === null ||
      compareScores(score, bestTryScore) < 0 ||
      (compareScores(score, bestTryScore) === 0 && smallest < bestTrySmallest)
    ) {
      bestTry = attemptResult;
      bestTryScore = score;
      bestTrySmallest = smallest;
    }
    if (compareScores(score, before) < 0) break;
  }
  if (bestTry === null || bestTryScore === null) return null;
  const cmp = compareScores(bestTryScore, before);
  const accept =
    cmp < 0 ||
    (cmp === 0 &&
      (bestTrySmallest < targetArea - EPS || (bestTrySmallest <= targetArea + EPS && rng() < 0.5)));
  if (!accept) return null;
  const kept = bins.filter((_, i) => !chosen.has(i));
  return { bins: [...kept, ...bestTry.bins], unplaced: current.unplaced };
}
