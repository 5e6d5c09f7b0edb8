/**
 * The cutting optimizer's entry point: a job in, a cutting plan out. Pure and synchronous; the
 * worker (optimizer.worker.ts) runs it off the main thread.
 *
 * Parts are grouped by material and thickness and each group is solved on the stock of the same
 * material and thickness. Kerf is handled by adding one kerf to every part and to the usable
 * sheet: in a guillotine layout every part is followed by at most one cut in each direction, so
 * the inflated problem is exact.
 */
import type { CoreItem } from './core/layout.ts';
import { problemLowerBound, solveCore, type CoreProblem, type CoreStockType } from './core/search.ts';
import { lowerBounds } from './core/lower-bound.ts';
import { planSheet } from './cut-plan.ts';
import type {
  CuttingJob,
  CuttingPlan,
  MaterialTotal,
  OptimizeProgress,
  Part,
  PlacedPart,
  SheetPlan,
  StockSheet,
  UnplacedPart,
} from './types.ts';
import { cutSize, groupKey, validateJob } from './validate-job.ts';

export interface OptimizeOptions {
  /** Total time for the search; default 1 s per 100 parts (counting quantities). */
  readonly timeLimitMs?: number;
  readonly seed?: number;
  readonly now?: () => number;
  readonly onProgress?: (progress: OptimizeProgress) => void;
  readonly isCancelled?: () => boolean;
}

/** Default time budget: 1 s per 100 parts, at least 50 ms. */
export function defaultTimeLimitMs(job: CuttingJob): number {
  const copies = job.parts.reduce((s, p) => s + (Number.isFinite(p.quantity) ? p.quantity : 0), 0);
  return Math.max(50, Math.round(copies * 10));
}

interface Copy {
  readonly part: Part;
  readonly copy: number;
  readonly cutLength: number;
  readonly cutWidth: number;
}

interface Group {
  readonly key: string;
  readonly material: string;
  readonly thickness: number;
  readonly copies: Copy[];
  readonly stock: StockSheet[];
}

export function optimizeCutting(job: CuttingJob, options: OptimizeOptions = {}): CuttingPlan {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const settings = job.settings;
  const issues = validateJob(job);
  const unplaced: UnplacedPart[] = [];
  const settingsBroken = issues.some((i) => i.scope === 'settings');
  const badStock = new Set(issues.filter((i) => i.scope === 'stock').map((i) => i.rowId));
  const stock = job.stock.filter((s) => !badStock.has(s.id));

  const groups = new Map<string, Group>();
  for (const part of job.parts) {
    const partIssue = issues.find((i) => i.scope === 'part' && i.rowId === part.id);
    if (settingsBroken || partIssue !== undefined) {
      unplaced.push({
        partId: part.id,
        name: part.name,
        quantity: Number.isInteger(part.quantity) && part.quantity > 0 ? part.quantity : 0,
        reason: settingsBroken ? 'The saw settings are not valid.' : partIssue!.message,
      });
      continue;
    }
    const key = groupKey(part.material, part.thickness);
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        key,
        material: part.material.trim(),
        thickness: part.thickness,
        copies: [],
        stock: stock.filter((s) => groupKey(s.material, s.thickness) === key),
      };
      groups.set(key, group);
    }
    const cut = cutSize(part);
    for (let copy = 1; copy <= part.quantity; copy++) {
      group.copies.push({ part, copy, cutLength: cut.length, cutWidth: cut.width });
    }
  }

  const totalCopies = [...groups.values()].reduce((s, g) => s + g.copies.length, 0);
  const budget = options.timeLimitMs ?? defaultTimeLimitMs(job);
  const sheets: SheetPlan[] = [];
  const byMaterial: MaterialTotal[] = [];
  let boundArea = 0;
  let boundBest = 0;
  let optimal = true;
  let doneCopies = 0;
  let doneSheets = 0;
  const kerf = settings.kerf;
  const trim = settings.trim;

  for (const group of groups.values()) {
    // Offcuts first, so that equal fills prefer them (the core also prefers them outright).
    const stockOrder = [...group.stock].sort((a, b) => Number(b.offcut) - Number(a.offcut));
    const types: CoreStockType[] = stockOrder.map((s) => ({
      w: s.length - 2 * trim + kerf,
      h: s.width - 2 * trim + kerf,
      count: s.quantity === null ? Infinity : s.quantity,
      cost: s.cost,
      offcut: s.offcut,
    }));
    const items: CoreItem[] = group.copies.map((c, index) => {
      const w = c.cutLength + kerf;
      const h = c.cutWidth + kerf;
      return { index, w, h, rotatable: !c.part.grainLocked, area: w * h };
    });
    const problem: CoreProblem = {
      items,
      types,
      stages: settings.stages,
      firstCut: settings.firstCut,
    };
    const groupBound = problemLowerBound(problem);
    const largest = types.filter((t) => !t.offcut).sort((a, b) => b.w * b.h - a.w * a.h)[0];
    const areaBound =
      largest === undefined
        ? 0
        : lowerBounds(
            items.map((i) => ({ w: i.w, h: i.h, rotatable: i.rotatable })),
            largest.w,
            largest.h,
          ).area;
    const elapsed = now() - started;
    const share = totalCopies === 0 ? 0 : group.copies.length / (totalCopies - doneCopies);
    // The search stops a little early so laying out the cuts still fits in the budget.
    const groupBudget = Math.max(0, (budget * 0.9 - elapsed) * share);
    const solution = solveCore(problem, {
      deadline: now() + groupBudget,
      seed: options.seed,
      now,
      lowerBound: groupBound,
      isCancelled: options.isCancelled,
      onProgress: (p) =>
        options.onProgress?.({
          fraction: Math.min(1, (now() - started) / Math.max(1, budget)),
          sheets: doneSheets + p.sheets,
          lowerBound: boundBest + p.lowerBound,
        }),
    });
    doneCopies += group.copies.length;

    let groupSheets = 0;
    let groupOffcuts = 0;
    for (const bin of solution.bins) {
      const sheet = stockOrder[bin.type]!;
      const laid = planSheet(bin, {
        sheetLength: sheet.length,
        sheetWidth: sheet.width,
        trim,
        kerf,
        minOffcutLength: settings.minOffcutLength,
        minOffcutWidth: settings.minOffcutWidth,
      });
      const placed: PlacedPart[] = laid.parts.map((p) => {
        const copy = group.copies[p.placement.item]!;
        return {
          partId: copy.part.id,
          name: copy.part.name,
          copy: copy.copy,
          labelId: `${job.id}/${copy.part.id}/${copy.copy}`,
          x: p.x,
          y: p.y,
          sizeX: p.sizeX,
          sizeY: p.sizeY,
          cutLength: copy.cutLength,
          cutWidth: copy.cutWidth,
          rotated: p.placement.rotated,
          grainLocked: copy.part.grainLocked,
        };
      });
      const partArea = placed.reduce((s, p) => s + p.sizeX * p.sizeY, 0);
      sheets.push({
        index: sheets.length + 1,
        stockId: sheet.id,
        stockName: sheet.name,
        material: group.material,
        thickness: group.thickness,
        length: sheet.length,
        width: sheet.width,
        offcutStock: sheet.offcut,
        grain: sheet.grain,
        trim,
        kerf,
        parts: placed,
        cuts: laid.cuts,
        offcuts: laid.offcuts,
        yield: partArea / (sheet.length * sheet.width),
        cost: sheet.cost,
      });
      if (sheet.offcut) groupOffcuts++;
      else groupSheets++;
    }
    // Parts the core could not place: stock ran out.
    const missing = new Map<string, { part: Part; count: number }>();
    for (const index of solution.unplaced) {
      const copy = group.copies[index]!;
      const entry = missing.get(copy.part.id) ?? { part: copy.part, count: 0 };
      entry.count++;
      missing.set(copy.part.id, entry);
    }
    for (const { part, count } of missing.values()) {
      unplaced.push({
        partId: part.id,
        name: part.name,
        quantity: count,
        reason:
          group.stock.length === 0
            ? `No stock sheet of ${part.material} ${part.thickness} mm.`
            : 'Not enough stock sheets of its material.',
      });
    }
    if (solution.unplaced.length > 0 || groupSheets > groupBound) optimal = false;
    doneSheets += groupSheets;
    boundArea += areaBound;
    boundBest += groupBound;
    byMaterial.push({
      material: group.material,
      thickness: group.thickness,
      sheets: groupSheets,
      offcutsUsed: groupOffcuts,
      lowerBound: groupBound,
    });
  }

  const sheetArea = sheets.reduce((s, p) => s + p.length * p.width, 0);
  const partArea = sheets.reduce((s, p) => s + p.parts.reduce((t, q) => t + q.sizeX * q.sizeY, 0), 0);
  const reusableOffcutArea = sheets.reduce(
    (s, p) => s + p.offcuts.filter((o) => o.reusable).reduce((t, o) => t + o.sizeX * o.sizeY, 0),
    0,
  );
  const cuts = sheets.flatMap((s) => s.cuts);
  const fullSheets = sheets.filter((s) => !s.offcutStock).length;
  return {
    jobId: job.id,
    sheets,
    unplaced,
    totals: {
      sheets: fullSheets,
      offcutsUsed: sheets.length - fullSheets,
      byMaterial,
      sheetArea,
      partArea,
      wasteArea: sheetArea - partArea - reusableOffcutArea,
      reusableOffcutArea,
      yield: sheetArea === 0 ? 0 : partArea / sheetArea,
      cutCount: cuts.length,
      cutLength: cuts.reduce((s, c) => s + (c.to - c.from), 0),
      cost: sheets.reduce((s, p) => s + p.cost, 0),
    },
    lowerBound: {
      area: boundArea,
      best: boundBest,
      gap: boundBest === 0 ? 0 : (fullSheets - boundBest) / boundBest,
    },
    elapsedMs: now() - started,
    optimal: optimal && unplaced.length === 0,
  };
}
