/**
 * The staged guillotine layout of one sheet, in a canonical frame where the first-stage cuts run
 * along axis `a` (they cut the sheet into strips spanning its whole `a` length, stacked along `b`).
 * Strips are cut into stacks (second stage), stacks into rows (third stage), and, with unlimited
 * stages, rows into side-by-side parts (fourth stage). A part smaller than its slot is freed by a
 * final trim cut, as a panel saw does. All sizes here already include one kerf (see prepare.ts),
 * so neighbours never need a gap of their own.
 */

export const EPS = 1e-7;

export type StageLimit = 2 | 3 | 'unlimited';

/** One part to place, sizes along the sheet's x (length) and y (width) when not rotated. */
export interface CoreItem {
  readonly index: number;
  readonly w: number;
  readonly h: number;
  readonly rotatable: boolean;
  readonly area: number;
}

export interface Placement {
  readonly item: number;
  /** Position and size in the canonical frame. */
  readonly a: number;
  readonly b: number;
  readonly la: number;
  readonly lb: number;
  /** True when the part's length runs along the sheet's width (y). */
  readonly rotated: boolean;
}

export interface Row {
  readonly b: number;
  readonly lb: number;
  usedA: number;
  readonly parts: Placement[];
}

export interface Stack {
  readonly a: number;
  readonly la: number;
  usedB: number;
  readonly rows: Row[];
}

export interface Strip {
  readonly b: number;
  readonly lb: number;
  usedA: number;
  /** The most height left above any of its stacks (a fast reject for stacking). */
  room: number;
  readonly stacks: Stack[];
}

export interface BinLayout {
  /** Index of the stock type this layout is cut from. */
  readonly type: number;
  /** When true the canonical `a` axis is the sheet's y (first cuts across the length). */
  readonly transposed: boolean;
  readonly A: number;
  readonly B: number;
  readonly stages: StageLimit;
  readonly strips: Strip[];
  usedB: number;
  area: number;
  count: number;
}

export function emptyBin(
  type: number,
  sheetW: number,
  sheetH: number,
  transposed: boolean,
  stages: StageLimit,
): BinLayout {
  return {
    type,
    transposed,
    A: transposed ? sheetH : sheetW,
    B: transposed ? sheetW : sheetH,
    stages,
    strips: [],
    usedB: 0,
    area: 0,
    count: 0,
  };
}

/** Canonical sizes of an item in a bin: [la, lb] for the given rotation. */
export function canonicalSize(bin: BinLayout, item: CoreItem, rotated: boolean): [number, number] {
  const x = rotated ? item.h : item.w;
  const y = rotated ? item.w : item.h;
  return bin.transposed ? [y, x] : [x, y];
}

const KIND_ROW = 0;
const KIND_STACK = 1;
const KIND_NEW_STACK = 2;
const KIND_NEW_STRIP = 3;

interface Candidate {
  kind: number;
  strip: number;
  stack: number;
  row: number;
  la: number;
  lb: number;
  rotated: boolean;
  score: number;
}

/** The place found by findPlace; one shared object so the hot loop allocates nothing. */
const found: Candidate = {
  kind: -1,
  strip: -1,
  stack: -1,
  row: -1,
  la: 0,
  lb: 0,
  rotated: false,
  score: 0,
};

/**
 * Finds the best-fitting place for an item in a bin (into `found`), or returns false.
 * `preferRotated` decides the orientation when the item has to open a new strip (where any
 * orientation fits, the strip height it creates matters for the rest of the bin).
 */
function findPlace(bin: BinLayout, item: CoreItem, preferRotated: boolean, allowNewStrip: boolean): boolean {
  let hasBest = false;
  let bestScore = 0;
  const stacking = bin.stages !== 2;
  const rows = bin.stages === 'unlimited';
  const turns = item.rotatable ? 2 : 1;
  const strips = bin.strips;
  for (let turn = 0; turn < turns; turn++) {
    const rotated = turn === 0 ? item.rotatable && preferRotated : !preferRotated;
    const x = rotated ? item.h : item.w;
    const y = rotated ? item.w : item.h;
    const la = bin.transposed ? y : x;
    const lb = bin.transposed ? x : y;
    if (la > bin.A + EPS) continue;
    for (let s = 0; s < strips.length; s++) {
      const strip = strips[s]!;
      if (lb > strip.lb + EPS) continue;
      const stacks = strip.stacks;
      if (rows || (stacking && lb <= strip.room + EPS)) {
        for (let k = 0; k < stacks.length; k++) {
          const stack = stacks[k]!;
          if (la > stack.la + EPS) continue;
          if (rows) {
            const stackRows = stack.rows;
            for (let r = 0; r < stackRows.length; r++) {
              const row = stackRows[r]!;
              if (lb <= row.lb + EPS && row.usedA + la <= stack.la + EPS) {
                const score = (row.lb - lb) * la - 1e-9;
                if (!hasBest || score < bestScore) {
                  hasBest = true;
                  bestScore = score;
                  setFound(KIND_ROW, s, k, r, la, lb, rotated, score);
                }
              }
            }
          }
          if (stacking && stack.usedB + lb <= strip.lb + EPS) {
            const score = (stack.la - la) * lb;
            if (!hasBest || score < bestScore) {
              hasBest = true;
              bestScore = score;
              setFound(KIND_STACK, s, k, -1, la, lb, rotated, score);
            }
          }
        }
      }
      if (strip.usedA + la <= bin.A + EPS) {
        // Height left above a part in a new stack can still take stacked parts, so it counts
        // only half as waste when stacking is allowed.
        const score = (strip.lb - lb) * la * (stacking ? 0.5 : 1) + 1e-9;
        if (!hasBest || score < bestScore) {
          hasBest = true;
          bestScore = score;
          setFound(KIND_NEW_STACK, s, -1, -1, la, lb, rotated, score);
        }
      }
    }
  }
  if (hasBest || !allowNewStrip) return hasBest;
  for (let turn = 0; turn < turns; turn++) {
    const rotated = turn === 0 ? item.rotatable && preferRotated : !preferRotated;
    const x = rotated ? item.h : item.w;
    const y = rotated ? item.w : item.h;
    const la = bin.transposed ? y : x;
    const lb = bin.transposed ? x : y;
    if (la <= bin.A + EPS && bin.usedB + lb <= bin.B + EPS) {
      setFound(KIND_NEW_STRIP, -1, -1, -1, la, lb, rotated, 0);
      return true;
    }
  }
  return false;
}

function setFound(
  kind: number,
  strip: number,
  stack: number,
  row: number,
  la: number,
  lb: number,
  rotated: boolean,
  score: number,
): void {
  found.kind = kind;
  found.strip = strip;
  found.stack = stack;
  found.row = row;
  found.la = la;
  found.lb = lb;
  found.rotated = rotated;
  found.score = score;
}

/** Places the item in the bin where it fits best; false when it does not fit at all. */
export function tryPlace(
  bin: BinLayout,
  item: CoreItem,
  preferRotated: boolean,
  allowNewStrip = true,
): boolean {
  if (!findPlace(bin, item, preferRotated, allowNewStrip)) return false;
  commit(bin, item, found);
  return true;
}

/** Opens a new strip seeded by the item in the given orientation; false when it does not fit. */
export function openStrip(bin: BinLayout, item: CoreItem, rotated: boolean): boolean {
  const [la, lb] = canonicalSize(bin, item, rotated);
  if (la > bin.A + EPS || bin.usedB + lb > bin.B + EPS) return false;
  commit(bin, item, {
    kind: KIND_NEW_STRIP,
    strip: -1,
    stack: -1,
    row: -1,
    la,
    lb,
    rotated,
    score: 0,
  });
  return true;
}

function commit(bin: BinLayout, item: CoreItem, c: Candidate): void {
  let strip: Strip;
  let stack: Stack;
  let row: Row;
  switch (c.kind) {
    case KIND_ROW:
      strip = bin.strips[c.strip]!;
      stack = strip.stacks[c.stack]!;
      row = stack.rows[c.row]!;
      break;
    case KIND_STACK:
      strip = bin.strips[c.strip]!;
      stack = strip.stacks[c.stack]!;
      row = { b: strip.b + stack.usedB, lb: c.lb, usedA: 0, parts: [] };
      stack.rows.push(row);
      stack.usedB += c.lb;
      strip.room = stripRoom(strip);
      break;
    case KIND_NEW_STACK:
      strip = bin.strips[c.strip]!;
      stack = { a: strip.usedA, la: c.la, usedB: c.lb, rows: [] };
      strip.stacks.push(stack);
      strip.usedA += c.la;
      strip.room = Math.max(strip.room, strip.lb - c.lb);
      row = { b: strip.b, lb: c.lb, usedA: 0, parts: [] };
      stack.rows.push(row);
      break;
    default:
      strip = { b: bin.usedB, lb: c.lb, usedA: c.la, room: 0, stacks: [] };
      bin.strips.push(strip);
      bin.usedB += c.lb;
      stack = { a: 0, la: c.la, usedB: c.lb, rows: [] };
      strip.stacks.push(stack);
      row = { b: strip.b, lb: c.lb, usedA: 0, parts: [] };
      stack.rows.push(row);
  }
  row.parts.push({
    item: item.index,
    a: stack.a + row.usedA,
    b: row.b,
    la: c.la,
    lb: c.lb,
    rotated: c.rotated,
  });
  row.usedA += c.la;
  bin.area += item.area;
  bin.count += 1;
}

function stripRoom(strip: Strip): number {
  let room = 0;
  for (const stack of strip.stacks) room = Math.max(room, strip.lb - stack.usedB);
  return room;
}

export function binPlacements(bin: BinLayout): Placement[] {
  const out: Placement[] = [];
  for (const strip of bin.strips)
    for (const stack of strip.stacks) for (const row of stack.rows) out.push(...row.parts);
  return out;
}

export function binItems(bin: BinLayout): number[] {
  return binPlacements(bin).map((p) => p.item);
}
