/**
 * CSV and spreadsheet text for the optimizer: reading pasted or imported tables, and writing the
 * cut list's rows. Reading keeps every row as text so nothing typed is lost; checking happens elsewhere.
 */
import type { CuttingPlan } from './types.ts';

/** Splits CSV or tab-separated text into rows of cells (quotes as in RFC 4180). */
export function parseDelimited(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t')
    ? '\t'
    : firstLine.includes(';') && !firstLine.includes(',')
      ? ';'
      : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const mm = (value: number): number => Math.round(value * 10) / 10;

export const CUT_LIST_HEADER = [
  'Sheet',
  'Stock',
  'Material',
  'Thickness (mm)',
  'Part',
  'Copy',
  'Label',
  'Cut length (mm)',
  'Cut width (mm)',
  'X (mm)',
  'Y (mm)',
  'Rotated',
  'Grain locked',
] as const;

/**
 * The cut list's rows (under CUT_LIST_HEADER): one per part copy, by sheet; parts that could not be
 * cut come last. The CSV text is written by the DataTable's one CSV writer (rowsToCsv in src/ui),
 * which defuses cells a spreadsheet would run as formulas (a part named "=HYPERLINK(...)").
 */
export function cutListRows(plan: CuttingPlan): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const sheet of plan.sheets) {
    for (const part of sheet.parts) {
      rows.push([
        sheet.index,
        sheet.stockName,
        sheet.material,
        sheet.thickness,
        part.name,
        part.copy,
        part.labelId,
        mm(part.cutLength),
        mm(part.cutWidth),
        mm(part.x),
        mm(part.y),
        part.rotated ? 'yes' : 'no',
        part.grainLocked ? 'yes' : 'no',
      ]);
    }
  }
  for (const missing of plan.unplaced) {
    rows.push([
      'not cut',
      missing.reason,
      '',
      '',
      missing.name,
      missing.quantity,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  return rows;
}
