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
import {
  EPS,
  binItems,
  canonicalSize,
  emptyBin,
  openStrip,
  tryPlace,
  type BinLayout,
  type CoreItem,
  type StageLimit,
} from './layout.ts';
import { lowerBounds } from './lower-bound.ts';
import { createRng, randomInt, type Rng } from './rng.ts';

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

interface OrderEntry {
  readonly item: number;
  readonly preferRotated: boolean;
}

type Orders = [OrderEntry[], OrderEntry[]];

const STRATEGIES = 6;
/** Share of parts whose preferred orientation is flipped in a randomised order. */
const FLIP_ONE = 0.15;
/** Share of repacking attempts that fill strip by strip (slower, often denser). */
const STRIP_SHARE = 0.5;
const FILL_MODES: readonly FillMode[] = ['item', 'strip'];
/** Repacking attempts per ruin-and-recreate move. */
const TRIES = 12;

/** The priority orders for both first-cut directions (index 0: along the length). */
function buildOrders(
  items: readonly CoreItem[],
  subset: readonly number[],
  strategy: number,
  rng: Rng | null,
  noise: number,
  flipRotation: boolean,
  maxA: [number, number],
  directions: readonly (0 | 1)[] = [0, 1],
): Orders {
  const result: Orders = [[], []];
  for (const t of directions) {
    const keyed: { entry: OrderEntry; key: number }[] = [];
    for (const index of subset) {
      const item = items[index]!;
      // Canonical sizes of the unrotated part in this direction.
      const a0 = t === 0 ? item.w : item.h;
      const b0 = t === 0 ? item.h : item.w;
      let rotated = false;
      if (item.rotatable) {
        // Lay the part flat (short side across the strip) unless it would not fit along it.
        const flat = b0 > a0;
        rotated = flat;
        if (flipRotation) rotated = !rotated;
        if (rng !== null && rng() < FLIP_ONE) rotated = !rotated;
        const la = rotated ? b0 : a0;
        if (la > maxA[t] + EPS) rotated = !rotated;
      }
      const la = rotated ? b0 : a0;
      const lb = rotated ? a0 : b0;
      let key: number;
      switch (strategy) {
        case 0:
          key = lb * 1e6 + la;
          break;
        case 1:
          key = la * lb;
          break;
        case 2:
          key = la * 1e6 + lb;
          break;
        case 3:
          key = Math.max(la, lb) * 1e6 + Math.min(la, lb);
          break;
        case 4:
          key = la + lb;
          break;
        default:
          key = lb * lb + la * lb;
      }
      if (rng !== null) key *= 1 + noise * (rng() - 0.5);
      keyed.push({ entry: { item: index, preferRotated: rotated }, key });
    }
    keyed.sort((x, y) => y.key - x.key);
    result[t] = keyed.map((k) => k.entry);
  }
  return result;
}

function allowedDirections(firstCut: FirstCut): (0 | 1)[] {
  if (firstCut === 'length') return [0];
  if (firstCut === 'width') return [1];
  return [0, 1];
}

/**
 * Fills sheets one by one from the pool with the parts in `subset`. Returns the sheets and the
 * parts that fit no available stock.
 */
/** How a sheet is filled: part by part in priority order, or strip by strip, densest first. */
export type FillMode = 'item' | 'strip';

/** Parts tried as the first (height-setting) part of each new strip in strip mode. */
const SEEDS = 4;

function fillBin(
  items: readonly CoreItem[],
  bin: BinLayout,
  order: readonly OrderEntry[],
  placed: Uint8Array,
  mode: FillMode,
): void {
  if (mode === 'item') {
    for (const entry of order) {
      if (placed[entry.item]) continue;
      tryPlace(bin, items[entry.item]!, entry.preferRotated);
    }
    return;
  }
  // The parts still to place, in priority order; shrinks as strips are committed.
  let open = order.filter((entry) => !placed[entry.item]);
  for (;;) {
    const room = bin.B - bin.usedB;
    let bestSeed: { index: number; rotated: boolean; density: number; area: number } | null = null;
    let seeds = 0;
    const seenHeights: number[] = [];
    for (let e = 0; e < open.length && seeds < SEEDS; e++) {
      const entry = open[e]!;
      const item = items[entry.item]!;
      let fits = false;
      for (let turn = 0; turn < (item.rotatable ? 2 : 1); turn++) {
        const rotated = turn === 0 ? entry.preferRotated : !entry.preferRotated;
        const [la, lb] = canonicalSize(bin, item, rotated);
        if (la > bin.A + EPS || lb > room + EPS) continue;
        fits = true;
        if (seenHeights.some((h) => Math.abs(h - lb) <= EPS)) continue;
        seenHeights.push(lb);
        const scratch: BinLayout = { ...bin, B: lb, strips: [], usedB: 0, area: 0, count: 0 };
        openStrip(scratch, item, rotated);
        for (let o = 0; o < open.length; o++) {
          if (o === e) continue;
          const other = open[o]!;
          tryPlace(scratch, items[other.item]!, other.preferRotated, false);
        }
        const density = scratch.area / (bin.A * lb);
        if (
          bestSeed === null ||
          density > bestSeed.density + 1e-12 ||
          (density > bestSeed.density - 1e-12 && scratch.area > bestSeed.area)
        ) {
          bestSeed = { index: e, rotated, density, area: scratch.area };
        }
      }
      if (fits) seeds++;
    }
    if (bestSeed === null) return;
    const seed = open[bestSeed.index]!;
    openStrip(bin, items[seed.item]!, bestSeed.rotated);
    const rest: OrderEntry[] = [];
    for (let o = 0; o < open.length; o++) {
      if (o === bestSeed.index) continue;
      const other = open[o]!;
      if (!tryPlace(bin, items[other.item]!, other.preferRotated, false)) rest.push(other);
    }
    open = rest;
  }
}

function fillSequence(
  problem: CoreProblem,
  orders: Orders,
  subset: readonly number[],
  pool: number[],
  maxBins: number,
  mode: FillMode = 'item',
  directions: readonly (0 | 1)[] = allowedDirections(problem.firstCut),
): CoreSolution {
  const items = problem.items;
  const placed = new Uint8Array(items.length);
  let left = subset.length;
  const bins: BinLayout[] = [];
  while (left > 0 && bins.length < maxBins) {
    let best: BinLayout | null = null;
    let bestOffcut = false;
    for (let type = 0; type < problem.types.length; type++) {
      if (pool[type]! <= 0) continue;
      const stock = problem.types[type]!;
      // Offcuts are used before full sheets whenever they take anything.
      if (bestOffcut && !stock.offcut) continue;
      for (const t of directions) {
        const bin = emptyBin(type, stock.w, stock.h, t === 1, problem.stages);
        fillBin(items, bin, orders[t], placed, mode);
        if (bin.count === 0) continue;
        const better =
          best === null ||
          (stock.offcut && !bestOffcut) ||
          bin.area > best.area + EPS ||
          (Math.abs(bin.area - best.area) <= EPS && stock.cost < problem.types[best.type]!.cost - EPS);
        if (better) {
          best = bin;
          bestOffcut = stock.offcut;
        }
      }
    }
    if (best === null) break;
    for (const index of binItems(best)) {
      placed[index] = 1;
      left--;
    }
    pool[best.type]! -= 1;
    bins.push(best);
  }
  const unplaced = subset.filter((i) => !placed[i]);
  return { bins, unplaced };
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

function binScore(problem: CoreProblem, bins: readonly BinLayout[]): Score {
  return scoreOf(problem, { bins: [...bins], unplaced: [] });
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
