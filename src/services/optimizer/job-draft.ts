/**
 * The optimizer page's editable job: every cell as typed (text), so a half-typed or wrong value
 * is never lost, converted to a CuttingJob only to run. The last draft is kept in localStorage
 * and validated with zod on read; anything malformed is ignored, never a crash.
 */
import { z } from 'zod';
import { parseDelimited } from './csv.ts';
import type { Board, CuttingJob, Part, StageLimit, StockSheet } from './types.ts';
import { validateJob, type JobIssue } from './validate-job.ts';

export const LAST_JOB_STORAGE_KEY = 'fpw.optimizer.lastJob';

const text = z.string().max(200);

/** What a part row and a stock row both hold: a named board of a size and material, and how many. */
const boardRowSchema = z.object({
  id: z.string().min(1),
  name: text,
  length: text,
  width: text,
  thickness: text,
  material: text,
  quantity: text,
});

export const partRowSchema = boardRowSchema.extend({
  grainLocked: z.boolean(),
  bandL1: text,
  bandL2: text,
  bandW1: text,
  bandW2: text,
});

export const stockRowSchema = boardRowSchema.extend({
  cost: text,
  grain: z.enum(['length', 'none']),
  offcut: z.boolean(),
});

export const settingsDraftSchema = z.object({
  kerf: text,
  trim: text,
  stages: z.enum(['2', '3', 'unlimited']),
  firstCut: z.enum(['length', 'width', 'either']),
  minOffcutLength: text,
  minOffcutWidth: text,
});

export const jobDraftSchema = z.object({
  id: z.string().min(1),
  name: text,
  parts: z.array(partRowSchema).max(2000),
  stock: z.array(stockRowSchema).max(200),
  settings: settingsDraftSchema,
});

export type PartRow = z.infer<typeof partRowSchema>;
export type StockRow = z.infer<typeof stockRowSchema>;
export type SettingsDraft = z.infer<typeof settingsDraftSchema>;
export type JobDraft = z.infer<typeof jobDraftSchema>;

let counter = 0;
export function newRowId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function emptyPartRow(): PartRow {
  return {
    id: newRowId('part'),
    name: '',
    length: '',
    width: '',
    thickness: '18',
    material: 'Prelam particle board',
    quantity: '1',
    grainLocked: false,
    bandL1: '0',
    bandL2: '0',
    bandW1: '0',
    bandW2: '0',
  };
}

export function emptyStockRow(): StockRow {
  return {
    id: newRowId('stock'),
    name: 'Board 2440 x 1220',
    length: '2440',
    width: '1220',
    thickness: '18',
    material: 'Prelam particle board',
    quantity: '',
    cost: '0',
    grain: 'none',
    offcut: false,
  };
}

export const DEFAULT_SETTINGS: SettingsDraft = {
  kerf: '4',
  trim: '10',
  stages: '3',
  firstCut: 'either',
  minOffcutLength: '300',
  minOffcutWidth: '100',
};

export function emptyDraft(): JobDraft {
  return {
    id: newRowId('job'),
    name: 'New cutting job',
    parts: [emptyPartRow()],
    stock: [emptyStockRow()],
    settings: DEFAULT_SETTINGS,
  };
}

/** Reads a number as typed: blank or not a number gives NaN (reported by validation). */
export function parseMm(value: string): number {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return Number.NaN;
  return /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const band = (value: string): number => (value.trim() === '' ? 0 : parseMm(value));

/** What a part and a stock sheet share, as the engine takes it and as the rows hold it. */
type BoardRow = Omit<z.infer<typeof boardRowSchema>, 'quantity'>;

const boardOf = (row: BoardRow): Board => ({
  id: row.id,
  name: row.name.trim(),
  length: parseMm(row.length),
  width: parseMm(row.width),
  thickness: parseMm(row.thickness),
  material: row.material,
});

export function draftToJob(draft: JobDraft): CuttingJob {
  const parts: Part[] = draft.parts.map((row) => ({
    ...boardOf(row),
    quantity: parseMm(row.quantity),
    grainLocked: row.grainLocked,
    edgeBand: {
      length1: band(row.bandL1),
      length2: band(row.bandL2),
      width1: band(row.bandW1),
      width2: band(row.bandW2),
    },
  }));
  const stock: StockSheet[] = draft.stock.map((row) => ({
    ...boardOf(row),
    quantity: row.quantity.trim() === '' ? null : parseMm(row.quantity),
    cost: row.cost.trim() === '' ? 0 : parseMm(row.cost),
    grain: row.grain,
    offcut: row.offcut,
  }));
  const stages: StageLimit =
    draft.settings.stages === 'unlimited' ? 'unlimited' : draft.settings.stages === '2' ? 2 : 3;
  return {
    id: draft.id,
    name: draft.name,
    parts,
    stock,
    settings: {
      kerf: parseMm(draft.settings.kerf),
      trim: parseMm(draft.settings.trim),
      stages,
      firstCut: draft.settings.firstCut,
      minOffcutLength: parseMm(draft.settings.minOffcutLength),
      minOffcutWidth: parseMm(draft.settings.minOffcutWidth),
    },
  };
}

const cell = (n: number): string => String(n);

const boardRowOf = (board: Board): BoardRow => ({
  id: board.id,
  name: board.name,
  length: cell(board.length),
  width: cell(board.width),
  thickness: cell(board.thickness),
  material: board.material,
});

export function jobToDraft(job: CuttingJob): JobDraft {
  return {
    id: job.id,
    name: job.name,
    parts: job.parts.map((p) => ({
      ...boardRowOf(p),
      quantity: cell(p.quantity),
      grainLocked: p.grainLocked,
      bandL1: cell(p.edgeBand.length1),
      bandL2: cell(p.edgeBand.length2),
      bandW1: cell(p.edgeBand.width1),
      bandW2: cell(p.edgeBand.width2),
    })),
    stock: job.stock.map((s) => ({
      ...boardRowOf(s),
      quantity: s.quantity === null ? '' : cell(s.quantity),
      cost: cell(s.cost),
      grain: s.grain,
      offcut: s.offcut,
    })),
    settings: {
      kerf: cell(job.settings.kerf),
      trim: cell(job.settings.trim),
      stages: String(job.settings.stages) as SettingsDraft['stages'],
      firstCut: job.settings.firstCut,
      minOffcutLength: cell(job.settings.minOffcutLength),
      minOffcutWidth: cell(job.settings.minOffcutWidth),
    },
  };
}

/** Messages keyed by row id, then by draft column. */
export type RowIssues = Record<string, Record<string, string>>;

const FIELD_TO_COLUMN: Record<string, string> = {
  'edgeBand.length1': 'bandL1',
  'edgeBand.length2': 'bandL2',
  'edgeBand.width1': 'bandW1',
  'edgeBand.width2': 'bandW2',
};

export interface DraftIssues {
  readonly parts: RowIssues;
  readonly stock: RowIssues;
  readonly settings: Record<string, string>;
  readonly job: readonly string[];
  readonly count: number;
}

export function draftIssues(draft: JobDraft): DraftIssues {
  const issues: JobIssue[] = validateJob(draftToJob(draft));
  const parts: RowIssues = {};
  const stock: RowIssues = {};
  const settings: Record<string, string> = {};
  const job: string[] = [];
  for (const issue of issues) {
    const column = FIELD_TO_COLUMN[issue.field] ?? issue.field;
    if (issue.scope === 'job') job.push(issue.message);
    else if (issue.scope === 'settings') settings[column] ??= issue.message;
    else {
      const target = issue.scope === 'part' ? parts : stock;
      const row = (target[issue.rowId!] ??= {});
      row[column] ??= issue.message;
    }
  }
  return { parts, stock, settings, job, count: issues.length };
}

export function loadDraft(storage: Pick<Storage, 'getItem'>): JobDraft | null {
  try {
    const raw = storage.getItem(LAST_JOB_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = jobDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, draft: JobDraft): void {
  try {
    storage.setItem(LAST_JOB_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the job stays on screen, it just is not kept for next time.
  }
}

/** Columns of a parts table, in the order used when a pasted table has no header row. */
export const PART_COLUMNS = [
  'name',
  'length',
  'width',
  'quantity',
  'material',
  'thickness',
  'grainLocked',
  'bandL1',
  'bandL2',
  'bandW1',
  'bandW2',
] as const;

const HEADER_ALIASES: Record<string, (typeof PART_COLUMNS)[number]> = {
  name: 'name',
  part: 'name',
  length: 'length',
  'length (mm)': 'length',
  width: 'width',
  'width (mm)': 'width',
  quantity: 'quantity',
  qty: 'quantity',
  material: 'material',
  thickness: 'thickness',
  'thickness (mm)': 'thickness',
  grain: 'grainLocked',
  'grain locked': 'grainLocked',
  l1: 'bandL1',
  l2: 'bandL2',
  w1: 'bandW1',
  w2: 'bandW2',
  'band l1': 'bandL1',
  'band l2': 'bandL2',
  'band w1': 'bandW1',
  'band w2': 'bandW2',
};

const truthy = (value: string): boolean => /^(y|yes|true|1|locked|x)$/i.test(value.trim());

export interface PartImport {
  readonly rows: PartRow[];
  /** The source line of rows[0] (2 after a header row, else 1). */
  readonly firstLine?: number;
  /** 1-based line numbers of the source with what is wrong on them. */
  readonly errors: { line: number; message: string }[];
}

/**
 * Parts from CSV or pasted spreadsheet text. A first row naming a length column is a header;
 * otherwise columns are read in PART_COLUMNS order. Every row is kept; rows with problems are
 * listed by line so the user can fix them in the grid.
 */
export function importParts(textInput: string, defaults: Partial<PartRow> = {}): PartImport {
  const table = parseDelimited(textInput);
  if (table.length === 0) return { rows: [], errors: [{ line: 1, message: 'The file has no rows.' }] };
  const first = table[0]!.map((c) => c.trim().toLowerCase());
  const hasHeader = first.some((c) => HEADER_ALIASES[c] === 'length');
  const columns = hasHeader ? first.map((c) => HEADER_ALIASES[c] ?? null) : [...PART_COLUMNS];
  const body = hasHeader ? table.slice(1) : table;
  const rows: PartRow[] = [];
  const errors: { line: number; message: string }[] = [];
  body.forEach((cells, index) => {
    const line = index + (hasHeader ? 2 : 1);
    const row: PartRow = { ...emptyPartRow(), ...defaults };
    columns.forEach((column, c) => {
      const value = (cells[c] ?? '').trim();
      if (column === null || value === '') return;
      if (column === 'grainLocked') row.grainLocked = truthy(value);
      else row[column] = value;
    });
    rows.push(row);
    const problems: string[] = [];
    if (row.name === '') problems.push('no name');
    for (const field of ['length', 'width', 'quantity'] as const) {
      const n = parseMm(row[field]);
      if (!Number.isFinite(n) || n <= 0) problems.push(`${field} "${row[field]}" is not a number above 0`);
    }
    if (problems.length > 0) errors.push({ line, message: problems.join('; ') });
  });
  return { rows, errors, firstLine: hasHeader ? 2 : 1 };
}
