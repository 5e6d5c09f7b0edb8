/**
 * An independent check of a cutting plan against its job, written without looking at how the
 * engine builds layouts: it replays the reported cuts on each sheet and checks the pieces they
 * make. Used by the property tests and the benchmark; returns the violations found (none = valid).
 */
import type { CuttingJob, CuttingPlan, SheetPlan } from './types.ts';
import { cutSize } from './validate-job.ts';

const EPS = 1e-6;

interface Piece {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  level: number;
  lastAxis: 'x' | 'y' | null;
  parts: number[];
}

function verifySheet(job: CuttingJob, sheet: SheetPlan): string[] {
  const problems: string[] = [];
  const { kerf, trim } = job.settings;
  const stages = job.settings.stages;
  const tag = `sheet ${sheet.index}`;
  const parts = sheet.parts;
  const rects = parts.map((p) => ({ x0: p.x, y0: p.y, x1: p.x + p.sizeX, y1: p.y + p.sizeY }));

  parts.forEach((p, i) => {
    const r = rects[i]!;
    if (
      r.x0 < trim - EPS ||
      r.y0 < trim - EPS ||
      r.x1 > sheet.length - trim + EPS ||
      r.y1 > sheet.width - trim + EPS
    ) {
      problems.push(`${tag}: ${p.labelId} lies outside the trimmed sheet`);
    }
    if (p.grainLocked && p.rotated) problems.push(`${tag}: grain-locked ${p.labelId} is rotated`);
    const expectX = p.rotated ? p.cutWidth : p.cutLength;
    const expectY = p.rotated ? p.cutLength : p.cutWidth;
    if (Math.abs(p.sizeX - expectX) > EPS || Math.abs(p.sizeY - expectY) > EPS) {
      problems.push(`${tag}: ${p.labelId} is not cut to its size`);
    }
  });

  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i]!;
      const b = rects[j]!;
      const apart =
        a.x1 + kerf <= b.x0 + EPS ||
        b.x1 + kerf <= a.x0 + EPS ||
        a.y1 + kerf <= b.y0 + EPS ||
        b.y1 + kerf <= a.y0 + EPS;
      if (!apart) {
        problems.push(
          `${tag}: ${parts[i]!.labelId} and ${parts[j]!.labelId} overlap or lack a kerf between them`,
        );
      }
    }
  }

  // Replay the cuts from the trimmed sheet.
  const pieces: Piece[] = [
    {
      x0: trim,
      y0: trim,
      x1: sheet.length - trim,
      y1: sheet.width - trim,
      level: 0,
      lastAxis: null,
      parts: parts.map((_, i) => i),
    },
  ];
  for (const cut of sheet.cuts) {
    if (cut.stage === 0) continue;
    const p = cut.position;
    const index = pieces.findIndex((piece) =>
      cut.axis === 'x'
        ? p > piece.x0 - EPS &&
          p < piece.x1 - EPS &&
          Math.abs(cut.from - piece.y0) <= EPS &&
          Math.abs(cut.to - piece.y1) <= EPS
        : p > piece.y0 - EPS &&
          p < piece.y1 - EPS &&
          Math.abs(cut.from - piece.x0) <= EPS &&
          Math.abs(cut.to - piece.x1) <= EPS,
    );
    if (index < 0) {
      problems.push(`${tag}: cut ${cut.order} does not run edge to edge across a piece`);
      continue;
    }
    const piece = pieces[index]!;
    const level = piece.lastAxis === cut.axis ? piece.level : piece.level + 1;
    const low: number[] = [];
    const high: number[] = [];
    for (const i of piece.parts) {
      const r = rects[i]!;
      const lo = cut.axis === 'x' ? r.x0 : r.y0;
      const hi = cut.axis === 'x' ? r.x1 : r.y1;
      if (hi <= p + EPS) low.push(i);
      else if (lo >= p + kerf - EPS) high.push(i);
      else problems.push(`${tag}: cut ${cut.order} runs through ${parts[i]!.labelId}`);
    }
    if (stages !== 'unlimited') {
      const freesFromWaste = low.length === 0 || high.length === 0;
      if (level > stages + 1 || (level === stages + 1 && !freesFromWaste)) {
        problems.push(`${tag}: cut ${cut.order} is at stage ${level}, over the limit ${stages}`);
      }
    }
    const next: Piece[] = [];
    if (cut.axis === 'x') {
      next.push({ ...piece, x1: p, level, lastAxis: 'x', parts: low });
      if (p + kerf < piece.x1 - EPS) next.push({ ...piece, x0: p + kerf, level, lastAxis: 'x', parts: high });
    } else {
      next.push({ ...piece, y1: p, level, lastAxis: 'y', parts: low });
      if (p + kerf < piece.y1 - EPS) next.push({ ...piece, y0: p + kerf, level, lastAxis: 'y', parts: high });
    }
    pieces.splice(index, 1, ...next);
  }
  for (const piece of pieces) {
    if (piece.parts.length > 1) {
      problems.push(`${tag}: the cuts leave ${piece.parts.length} parts joined in one piece`);
    } else if (piece.parts.length === 1) {
      const r = rects[piece.parts[0]!]!;
      const exact =
        Math.abs(r.x0 - piece.x0) <= EPS &&
        Math.abs(r.y0 - piece.y0) <= EPS &&
        Math.abs(r.x1 - piece.x1) <= EPS &&
        Math.abs(r.y1 - piece.y1) <= EPS;
      if (!exact) problems.push(`${tag}: ${parts[piece.parts[0]!]!.labelId} is not cut free`);
    }
  }
  return problems;
}

export function verifyPlan(job: CuttingJob, plan: CuttingPlan): string[] {
  const problems = plan.sheets.flatMap((sheet) => verifySheet(job, sheet));
  for (const part of job.parts) {
    const placed = plan.sheets.reduce(
      (s, sheet) => s + sheet.parts.filter((p) => p.partId === part.id).length,
      0,
    );
    const reported = plan.unplaced.filter((u) => u.partId === part.id).reduce((s, u) => s + u.quantity, 0);
    const wanted = Number.isInteger(part.quantity) && part.quantity > 0 ? part.quantity : 0;
    if (placed + reported !== wanted) {
      problems.push(`part ${part.name}: ${placed} placed and ${reported} reported of ${wanted} wanted`);
    }
    if (placed > 0) {
      const cut = cutSize(part);
      const sheetPart = plan.sheets.flatMap((s) => s.parts).find((p) => p.partId === part.id)!;
      if (
        Math.abs(sheetPart.cutLength - cut.length) > EPS ||
        Math.abs(sheetPart.cutWidth - cut.width) > EPS
      ) {
        problems.push(`part ${part.name}: cut size ignores the edge bands`);
      }
    }
  }
  for (const sheet of plan.sheets) {
    const stock = job.stock.find((s) => s.id === sheet.stockId);
    if (stock === undefined) problems.push(`sheet ${sheet.index}: unknown stock ${sheet.stockId}`);
  }
  return problems;
}
