/**
 * Turns a staged layout (core/layout.ts, kerf-inflated canonical frame) into what the saw needs:
 * placed parts in sheet coordinates, the cuts in saw order and the leftover pieces.
 *
 * Saw order is depth first: cut the first strip off the sheet, cut that strip into its stacks,
 * each stack into its parts, then the next strip. Every cut runs edge to edge across the piece
 * it is made in.
 */
import { EPS, type BinLayout, type Placement } from './core/layout.ts';
import type { Cut, Offcut } from './types.ts';

export interface SheetGeometry {
  readonly sheetLength: number;
  readonly sheetWidth: number;
  readonly trim: number;
  readonly kerf: number;
  readonly minOffcutLength: number;
  readonly minOffcutWidth: number;
}

export interface LaidOutPart {
  readonly placement: Placement;
  readonly x: number;
  readonly y: number;
  readonly sizeX: number;
  readonly sizeY: number;
}

export interface SheetCuts {
  readonly parts: LaidOutPart[];
  readonly cuts: Cut[];
  readonly offcuts: Offcut[];
}

interface Segment {
  /** Start and inflated length along the axis being cut. */
  readonly start: number;
  readonly length: number;
}

export function planSheet(bin: BinLayout, geometry: SheetGeometry): SheetCuts {
  const { trim, kerf } = geometry;
  const cuts: Cut[] = [];
  const offcuts: Offcut[] = [];
  const parts: LaidOutPart[] = [];

  /** Canonical (a, b) to sheet (x, y), with the trim offset. */
  const toSheet = (a: number, b: number): [number, number] =>
    bin.transposed ? [trim + b, trim + a] : [trim + a, trim + b];

  const addCut = (
    alongA: boolean,
    at: number,
    from: number,
    to: number,
    stage: number,
    isTrim: boolean,
  ): void => {
    // A cut "along a" is a line of constant b; in sheet terms that is constant y unless
    // the layout is transposed.
    const constantY = alongA !== bin.transposed;
    cuts.push({
      order: cuts.length + 1,
      axis: constantY ? 'y' : 'x',
      position: trim + at,
      from: trim + from,
      to: trim + to,
      stage,
      trim: isTrim,
    });
  };

  const addLeftover = (a0: number, b0: number, la: number, lb: number): void => {
    if (la <= EPS || lb <= EPS) return;
    const [x, y] = toSheet(a0, b0);
    const sizeX = bin.transposed ? lb : la;
    const sizeY = bin.transposed ? la : lb;
    const long = Math.max(sizeX, sizeY);
    const short = Math.min(sizeX, sizeY);
    const reusable =
      long + EPS >= Math.max(geometry.minOffcutLength, geometry.minOffcutWidth) &&
      short + EPS >= Math.min(geometry.minOffcutLength, geometry.minOffcutWidth) &&
      long > EPS;
    offcuts.push({ x, y, sizeX, sizeY, reusable });
  };

  /**
   * Cuts a piece into consecutive segments along one axis. `pieceEnd` is the inflated end of the
   * piece; the real material ends one kerf earlier. Calls `inside` for each segment after it is
   * cut free, and records what is left after the last one.
   */
  const split = (
    alongA: boolean,
    pieceStart: number,
    pieceEnd: number,
    crossFrom: number,
    crossTo: number,
    segments: readonly Segment[],
    stage: number,
    isTrim: boolean,
    inside: (index: number) => void,
  ): void => {
    let cursor = pieceStart;
    segments.forEach((segment, index) => {
      const end = segment.start + segment.length;
      // Material remains beyond this segment: a cut is needed to free it.
      if (pieceEnd - end > EPS) {
        addCut(alongA, end - kerf, crossFrom, crossTo - kerf, stage, isTrim);
      }
      inside(index);
      cursor = end;
    });
    const leftover = pieceEnd - cursor - kerf;
    if (leftover > EPS) {
      if (alongA) addLeftover(crossFrom, cursor, crossTo - crossFrom - kerf, leftover);
      else addLeftover(cursor, crossFrom, leftover, crossTo - crossFrom - kerf);
    }
  };

  /** A part shallower than its piece along b: one trim cut frees it from the waste above, then it is placed. */
  const trimFree = (
    part: Placement,
    pieceStart: number,
    pieceEnd: number,
    crossFrom: number,
    crossTo: number,
    stage: number,
  ): void =>
    split(
      true,
      pieceStart,
      pieceEnd,
      crossFrom,
      crossTo,
      [{ start: part.b, length: part.lb }],
      stage,
      true,
      () => place(part),
    );

  // Edge trims first: both long edges, then both short edges of what is left.
  if (trim > EPS) {
    const { sheetLength: L, sheetWidth: W } = geometry;
    const trimCut = (axis: 'x' | 'y', position: number, from: number, to: number): void => {
      cuts.push({
        order: cuts.length + 1,
        axis,
        position: Math.max(0, position),
        from,
        to,
        stage: 0,
        trim: true,
      });
    };
    trimCut('y', trim - kerf, 0, L);
    trimCut('y', W - trim, 0, L);
    trimCut('x', trim - kerf, trim, W - trim);
    trimCut('x', L - trim, trim, W - trim);
  }

  // Stage 1: strips across the whole sheet, stacked along b.
  split(
    true,
    0,
    bin.B,
    0,
    bin.A,
    bin.strips.map((s) => ({ start: s.b, length: s.lb })),
    1,
    false,
    (si) => {
      const strip = bin.strips[si]!;
      // Stage 2: stacks along a within the strip.
      split(
        false,
        0,
        bin.A,
        strip.b,
        strip.b + strip.lb,
        strip.stacks.map((k) => ({ start: k.a, length: k.la })),
        2,
        false,
        (ki) => {
          const stack = strip.stacks[ki]!;
          if (bin.stages === 2) {
            // One part per stack; a trim frees it from the waste above.
            const part = stack.rows[0]!.parts[0]!;
            trimFree(part, strip.b, strip.b + strip.lb, stack.a, stack.a + stack.la, 3);
            return;
          }
          // Stage 3: rows along b within the stack.
          split(
            true,
            strip.b,
            strip.b + strip.lb,
            stack.a,
            stack.a + stack.la,
            stack.rows.map((r) => ({ start: r.b, length: r.lb })),
            3,
            false,
            (ri) => {
              const row = stack.rows[ri]!;
              const deep = bin.stages === 'unlimited' && row.parts.length > 1;
              // Stage 4 (unlimited only): parts side by side in the row; otherwise a trim.
              split(
                false,
                stack.a,
                stack.a + stack.la,
                row.b,
                row.b + row.lb,
                row.parts.map((p) => ({ start: p.a, length: p.la })),
                4,
                !deep,
                (pi) => {
                  const part = row.parts[pi]!;
                  if (part.lb < row.lb - EPS) {
                    trimFree(part, row.b, row.b + row.lb, part.a, part.a + part.la, 5);
                  } else {
                    place(part);
                  }
                },
              );
            },
          );
        },
      );
    },
  );

  function place(part: Placement): void {
    const [x, y] = toSheet(part.a, part.b);
    const la = part.la - kerf;
    const lb = part.lb - kerf;
    parts.push({
      placement: part,
      x,
      y,
      sizeX: bin.transposed ? lb : la,
      sizeY: bin.transposed ? la : lb,
    });
  }

  return { parts, cuts, offcuts };
}
