/**
 * Checks a cutting job before it reaches the engine, with one message per offending field so the
 * page can show it beside the row. The engine itself never trusts this: a part it cannot cut is
 * reported as unplaced with a reason, never dropped.
 */
import type { CuttingJob, Part, SawSettings, StockSheet } from './types.ts';

export interface JobIssue {
  readonly scope: 'part' | 'stock' | 'settings' | 'job';
  /** The row id for parts and stock. */
  readonly rowId?: string;
  readonly field: string;
  readonly message: string;
}

const isPositive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Cut size of a part: finished size less the band on each banded side. */
export function cutSize(part: Part): { length: number; width: number } {
  const band = part.edgeBand;
  return {
    length: part.length - band.width1 - band.width2,
    width: part.width - band.length1 - band.length2,
  };
}

export const groupKey = (material: string, thickness: number): string =>
  `${material.trim().toLowerCase()}|${thickness}`;

function partIssues(part: Part, settings: SawSettings, stock: readonly StockSheet[]): JobIssue[] {
  const issues: JobIssue[] = [];
  const add = (field: string, message: string): void => {
    issues.push({ scope: 'part', rowId: part.id, field, message });
  };
  if (part.name.trim() === '') add('name', 'Give the part a name.');
  if (!isPositive(part.length)) add('length', 'Length must be a number above 0 mm.');
  if (!isPositive(part.width)) add('width', 'Width must be a number above 0 mm.');
  if (!isPositive(part.thickness)) add('thickness', 'Thickness must be a number above 0 mm.');
  if (!Number.isInteger(part.quantity) || part.quantity < 1)
    add('quantity', 'Quantity must be a whole number of at least 1.');
  if (part.material.trim() === '') add('material', 'Choose a material.');
  for (const side of ['length1', 'length2', 'width1', 'width2'] as const) {
    if (!isNonNegative(part.edgeBand[side]))
      add(`edgeBand.${side}`, 'Edge band thickness must be 0 or more.');
  }
  if (issues.length > 0) return issues;
  const cut = cutSize(part);
  if (cut.length <= 0 || cut.width <= 0) {
    add('length', 'Edge bands are thicker than the part.');
    return issues;
  }
  if (settings.kerf > Math.min(cut.length, cut.width)) {
    add('length', `The kerf (${settings.kerf} mm) is larger than this part.`);
  }
  const sameGroup = stock.filter(
    (s) => groupKey(s.material, s.thickness) === groupKey(part.material, part.thickness),
  );
  if (sameGroup.length === 0) {
    add('material', `No stock sheet of ${part.material} ${part.thickness} mm.`);
    return issues;
  }
  const fits = sameGroup.some((s) => {
    const usableL = s.length - 2 * settings.trim;
    const usableW = s.width - 2 * settings.trim;
    const straight = cut.length <= usableL + 1e-9 && cut.width <= usableW + 1e-9;
    const turned = cut.width <= usableL + 1e-9 && cut.length <= usableW + 1e-9;
    return straight || (!part.grainLocked && turned);
  });
  if (!fits) add('length', 'Larger than every stock sheet of its material (after trims).');
  return issues;
}

function stockIssues(sheet: StockSheet, settings: SawSettings): JobIssue[] {
  const issues: JobIssue[] = [];
  const add = (field: string, message: string): void => {
    issues.push({ scope: 'stock', rowId: sheet.id, field, message });
  };
  if (sheet.name.trim() === '') add('name', 'Give the sheet a name.');
  if (!isPositive(sheet.length)) add('length', 'Length must be a number above 0 mm.');
  if (!isPositive(sheet.width)) add('width', 'Width must be a number above 0 mm.');
  if (!isPositive(sheet.thickness)) add('thickness', 'Thickness must be a number above 0 mm.');
  if (sheet.material.trim() === '') add('material', 'Choose a material.');
  if (sheet.quantity !== null && (!Number.isInteger(sheet.quantity) || sheet.quantity < 0))
    add('quantity', 'Quantity must be a whole number, or empty for unlimited.');
  if (!isNonNegative(sheet.cost)) add('cost', 'Cost must be 0 or more.');
  if (
    isPositive(sheet.length) &&
    isPositive(sheet.width) &&
    isNonNegative(settings.trim) &&
    (sheet.length <= 2 * settings.trim || sheet.width <= 2 * settings.trim)
  ) {
    add('length', 'Nothing is left of this sheet after the edge trims.');
  }
  return issues;
}

function settingsIssues(settings: SawSettings): JobIssue[] {
  const issues: JobIssue[] = [];
  const add = (field: string, message: string): void => {
    issues.push({ scope: 'settings', field, message });
  };
  if (!isNonNegative(settings.kerf)) add('kerf', 'Kerf must be 0 mm or more.');
  else if (settings.kerf > 20) add('kerf', 'Kerf above 20 mm is not a saw blade.');
  if (!isNonNegative(settings.trim)) add('trim', 'Trim must be 0 mm or more.');
  if (!isNonNegative(settings.minOffcutLength))
    add('minOffcutLength', 'Minimum offcut length must be 0 mm or more.');
  if (!isNonNegative(settings.minOffcutWidth))
    add('minOffcutWidth', 'Minimum offcut width must be 0 mm or more.');
  if (![2, 3, 'unlimited'].includes(settings.stages)) add('stages', 'Stages must be 2, 3 or unlimited.');
  if (!['length', 'width', 'either'].includes(settings.firstCut))
    add('firstCut', 'First cut must be along the length, the width, or either.');
  return issues;
}

export function validateJob(job: CuttingJob): JobIssue[] {
  const issues: JobIssue[] = [...settingsIssues(job.settings)];
  if (job.parts.length === 0)
    issues.push({ scope: 'job', field: 'parts', message: 'Add at least one part to cut.' });
  if (job.stock.length === 0)
    issues.push({ scope: 'job', field: 'stock', message: 'Add at least one stock sheet.' });
  const validStock = job.stock.filter((s) => stockIssues(s, job.settings).length === 0);
  for (const sheet of job.stock) issues.push(...stockIssues(sheet, job.settings));
  for (const part of job.parts) issues.push(...partIssues(part, job.settings, validStock));
  return issues;
}
