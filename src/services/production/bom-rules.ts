/**
 * Rules of a bill of material that need no database: whether a part fits the largest sheet of its
 * material (a grain-locked part may not be turned), how much edge band each band takes in metres,
 * and the next free position. Pure, so the page and the tests share them.
 */

export interface SheetSize {
  length: number;
  width: number;
}

export interface BomPartShape {
  name: string;
  length_mm: number;
  width_mm: number;
  quantity: number;
  grain_locked: boolean;
  edge_band_l1_id: string | null;
  edge_band_l2_id: string | null;
  edge_band_w1_id: string | null;
  edge_band_w2_id: string | null;
}

/** Does a part fit on a sheet, turned if it may be? Trims come off every edge of the sheet. */
export function partFits(
  part: Pick<BomPartShape, 'length_mm' | 'width_mm' | 'grain_locked'>,
  sheet: SheetSize,
  trimMm = 10,
): boolean {
  const length = sheet.length - 2 * trimMm;
  const width = sheet.width - 2 * trimMm;
  if (part.length_mm <= length && part.width_mm <= width) return true;
  return !part.grain_locked && part.length_mm <= width && part.width_mm <= length;
}

/** Why a part cannot be cut, or null when it can. */
export function partProblem(
  part: Pick<BomPartShape, 'length_mm' | 'width_mm' | 'grain_locked'>,
  sheet: SheetSize | null,
  trimMm = 10,
): string | null {
  if (sheet === null) return 'No sheet size known for its material.';
  if (partFits(part, sheet, trimMm)) return null;
  const turned = !part.grain_locked && partFits({ ...part, grain_locked: false }, sheet, trimMm);
  return turned
    ? null
    : `Larger than a ${sheet.length} × ${sheet.width} mm sheet after ${trimMm} mm trims${part.grain_locked ? ' (grain locked: it cannot be turned)' : ''}.`;
}

/** Metres of each edge band the parts need: long edges run the part's length, short edges its width. */
export function edgeBandMetres(parts: readonly BomPartShape[]): Map<string, number> {
  const metres = new Map<string, number>();
  const add = (band: string | null, mm: number, quantity: number) => {
    if (band === null) return;
    metres.set(band, (metres.get(band) ?? 0) + (mm * quantity) / 1000);
  };
  for (const part of parts) {
    add(part.edge_band_l1_id, part.length_mm, part.quantity);
    add(part.edge_band_l2_id, part.length_mm, part.quantity);
    add(part.edge_band_w1_id, part.width_mm, part.quantity);
    add(part.edge_band_w2_id, part.width_mm, part.quantity);
  }
  for (const [band, value] of metres) metres.set(band, Math.round(value * 100) / 100);
  return metres;
}

/**
 * The order line parts imported from CSV are cut for: the line chosen, when it is one of the order's
 * lines; otherwise the order's first line (lines come in position order); none only when the order
 * has no lines at all. Imported parts are never left without a line when the order has one.
 */
export function importOrderLine(lines: readonly { id: string }[], chosen: string | null): string | null {
  if (chosen !== null && lines.some((line) => line.id === chosen)) return chosen;
  return lines[0]?.id ?? null;
}

export function nextPosition(positions: readonly number[]): number {
  return positions.length === 0 ? 1 : Math.max(...positions) + 1;
}

/** A copy's name: "Side panel" → "Side panel (copy)", then "(copy 2)" and so on. */
export function copyName(name: string, taken: readonly string[]): string {
  const base = name.replace(/ \(copy(?: \d+)?\)$/, '');
  let candidate = `${base} (copy)`;
  for (let n = 2; taken.includes(candidate); n += 1) candidate = `${base} (copy ${n})`;
  return candidate.slice(0, 120);
}
