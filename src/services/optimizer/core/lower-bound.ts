/**
 * Lower bounds on the number of identical sheets a set of parts needs: the area bound, and the
 * Martello-Vigo bounds (L1 from the parts that cannot stand side by side, L2 adding the area of
 * the parts that cannot share a sheet with the largest ones). With rotation the oriented bounds
 * are not valid; there the bound uses only facts that hold in every orientation.
 */

export interface BoundItem {
  readonly w: number;
  readonly h: number;
  readonly rotatable: boolean;
}

export interface LowerBounds {
  /** ceil(total part area / sheet area). */
  readonly area: number;
  /** The best bound found (at least the area bound). */
  readonly best: number;
}

const EPS = 1e-9;

function ceilDiv(value: number, by: number): number {
  return Math.ceil(value / by - 1e-9);
}

/** Martello-Toth L2 for one-dimensional bin packing of `sizes` into bins of `capacity`. */
export function oneDimensionalBound(sizes: readonly number[], capacity: number): number {
  if (sizes.length === 0) return 0;
  const candidates = new Set<number>([0]);
  for (const s of sizes) if (s <= capacity / 2 + EPS) candidates.add(s);
  let best = ceilDiv(
    sizes.reduce((t, s) => t + s, 0),
    capacity,
  );
  for (const alpha of candidates) {
    let n1 = 0;
    let n2 = 0;
    let free2 = 0;
    let sum3 = 0;
    for (const s of sizes) {
      if (s > capacity - alpha + EPS) n1++;
      else if (s > capacity / 2 + EPS) {
        n2++;
        free2 += capacity - s;
      } else if (s >= alpha - EPS) sum3 += s;
    }
    const bound = n1 + n2 + Math.max(0, ceilDiv(sum3 - free2, capacity));
    if (bound > best) best = bound;
  }
  return best;
}

function distinctUpTo(values: readonly number[], limit: number): number[] {
  const set = new Set<number>([1e-9]);
  for (const v of values) if (v <= limit + EPS) set.add(v);
  return [...set].sort((a, b) => a - b);
}

/** L2 of Martello and Vigo for oriented parts. */
function orientedBound(items: readonly BoundItem[], W: number, H: number): number {
  // Parts wider than half the sheet never stand side by side: a 1D problem in the other axis.
  const l1w = oneDimensionalBound(
    items.filter((i) => i.w > W / 2 + EPS).map((i) => i.h),
    H,
  );
  const l1h = oneDimensionalBound(
    items.filter((i) => i.h > H / 2 + EPS).map((i) => i.w),
    W,
  );
  let best = Math.max(l1w, l1h);
  // Cap the (p, q) grid so the bound stays cheap on large shop jobs.
  const ps = thin(
    distinctUpTo(
      items.map((i) => i.w),
      W / 2,
    ),
    40,
  );
  const qs = thin(
    distinctUpTo(
      items.map((i) => i.h),
      H / 2,
    ),
    40,
  );
  const sheet = W * H;
  for (const p of ps) {
    for (const q of qs) {
      let k12 = 0;
      let freeK2 = 0;
      let areaK3 = 0;
      for (const i of items) {
        const k1 = i.w > W - p + EPS && i.h > H - q + EPS;
        if (k1) {
          k12++;
        } else if (i.w > W / 2 + EPS && i.h > H / 2 + EPS) {
          k12++;
          freeK2 += sheet - i.w * i.h;
        } else if (i.w >= p - EPS && i.h >= q - EPS) {
          areaK3 += i.w * i.h;
        }
      }
      const bound = k12 + Math.max(0, ceilDiv(areaK3 - freeK2, sheet));
      if (bound > best) best = bound;
    }
  }
  return best;
}

/**
 * With rotation: a part whose short side exceeds half of the sheet's long side never shares a
 * sheet with another such part, whatever the orientations.
 */
function rotationBound(items: readonly BoundItem[], W: number, H: number): number {
  const side = Math.max(W, H);
  const sheet = W * H;
  let best = 0;
  const mins = items.map((i) => Math.min(i.w, i.h));
  const ps = thin(distinctUpTo(mins, side / 2), 60);
  for (const p of ps) {
    let big = 0;
    let freeBig = 0;
    let areaSmall = 0;
    for (let j = 0; j < items.length; j++) {
      const i = items[j]!;
      const m = mins[j]!;
      if (m > side - p + EPS) {
        big++;
      } else if (m > side / 2 + EPS) {
        big++;
        freeBig += sheet - i.w * i.h;
      } else if (m >= p - EPS) {
        areaSmall += i.w * i.h;
      }
    }
    const bound = big + Math.max(0, ceilDiv(areaSmall - freeBig, sheet));
    if (bound > best) best = bound;
  }
  return best;
}

function thin(values: number[], max: number): number[] {
  if (values.length <= max) return values;
  const out: number[] = [];
  for (let k = 0; k < max; k++) out.push(values[Math.floor((k * values.length) / max)]!);
  return out;
}

export function lowerBounds(items: readonly BoundItem[], W: number, H: number): LowerBounds {
  if (items.length === 0) return { area: 0, best: 0 };
  const area = ceilDiv(
    items.reduce((t, i) => t + i.w * i.h, 0),
    W * H,
  );
  const anyRotation = items.some((i) => i.rotatable);
  const structural = anyRotation ? rotationBound(items, W, H) : orientedBound(items, W, H);
  return { area, best: Math.max(area, structural) };
}
