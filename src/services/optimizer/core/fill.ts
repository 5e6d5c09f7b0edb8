/**
 * Construction: the priority orders of the parts, and filling sheets one at a time from the pool
 * (part by part, or strip by strip) with every allowed stock type and first-cut direction.
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
} from './layout.ts';
import type { Rng } from './rng.ts';
import type { CoreProblem, CoreSolution, FirstCut } from './problem.ts';

export interface OrderEntry {
  readonly item: number;
  readonly preferRotated: boolean;
}

export type Orders = [OrderEntry[], OrderEntry[]];

/** Share of parts whose preferred orientation is flipped in a randomised order. */
const FLIP_ONE = 0.15;

/** The priority orders for both first-cut directions (index 0: along the length). */
export function buildOrders(
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

export function allowedDirections(firstCut: FirstCut): (0 | 1)[] {
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

export function fillSequence(
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
