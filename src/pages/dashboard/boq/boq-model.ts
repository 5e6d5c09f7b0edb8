/**
 * The BOQ grid's pure rules: a line as the grid's text cells, each cell checked as the database
 * checks it (item code pattern, quantity above 0, rates 0 or more, GST 0-28 %, discount 0-100 %,
 * dimensions whole millimetres above 0), the typed text turned into the value saved, and a new line
 * prefilled from the catalogue.
 */
import type { BoqLine, NewBoqLine } from '@/services/commercials';

export interface BoqRow {
  id: string;
  item_code: string;
  trade_category: string;
  item_type: string;
  description: string;
  length_mm: string;
  breadth_mm: string;
  height_mm: string;
  quantity: string;
  unit: string;
  client_rate: string;
  budget_rate: string;
  hsn: string;
  gst_rate: string;
  discount_percent: string;
  status: string;
}

export type BoqCell = Exclude<keyof BoqRow, 'id'>;

const text = (value: number | string | null): string => (value === null ? '' : String(value));

export function rowOfLine(line: BoqLine): BoqRow {
  return {
    id: line.id,
    item_code: line.item_code,
    trade_category: line.trade_category,
    item_type: line.item_type,
    description: line.description,
    length_mm: text(line.length_mm),
    breadth_mm: text(line.breadth_mm),
    height_mm: text(line.height_mm),
    quantity: text(line.quantity),
    unit: line.unit,
    client_rate: text(line.client_rate),
    budget_rate: text(line.budget_rate),
    hsn: text(line.hsn),
    gst_rate: text(line.gst_rate),
    discount_percent: text(line.discount_percent),
    status: line.status,
  };
}

export const ITEM_CODE_PATTERN = /^[A-Z0-9][A-Z0-9./-]{0,29}$/;
const HSN_PATTERN = /^[0-9]{4}([0-9]{2}){0,2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const numberIn = (raw: string, min: number, max: number, inclusiveMin: boolean, message: string) => {
  const value = raw.trim();
  if (!NUMBER.test(value)) return message;
  const n = Number(value);
  if (!Number.isFinite(n) || n > max || (inclusiveMin ? n < min : n <= min)) return message;
  return null;
};

/** What is wrong with a typed cell, in the words shown beside it; null when it may be saved. */
export function cellError(cell: BoqCell, raw: string): string | null {
  const value = raw.trim();
  switch (cell) {
    case 'item_code':
      return ITEM_CODE_PATTERN.test(value)
        ? null
        : 'Capitals, digits, dot, slash or hyphen; up to 30 characters, e.g. WRD-01.';
    case 'trade_category':
      return value.length >= 1 && value.length <= 60 ? null : 'Enter a trade of up to 60 characters.';
    case 'description':
      return value.length >= 1 && value.length <= 500 ? null : 'Enter a description of up to 500 characters.';
    case 'length_mm':
    case 'breadth_mm':
    case 'height_mm':
      if (value === '') return null;
      return /^\d+$/.test(value) && Number(value) > 0 && Number(value) <= 100000
        ? null
        : 'Whole millimetres above 0, or leave empty.';
    case 'quantity':
      return numberIn(value, 0, 999999999, false, 'Quantity must be a number above 0.');
    case 'client_rate':
    case 'budget_rate':
      return numberIn(value, 0, 9999999999, true, 'A rate of 0 or more, in rupees.');
    case 'gst_rate':
      return numberIn(value, 0, 28, true, 'GST from 0 to 28 %.');
    case 'discount_percent':
      return numberIn(value, 0, 100, true, 'Discount from 0 to 100 %.');
    case 'hsn':
      return value === '' || HSN_PATTERN.test(value) ? null : 'HSN: 4, 6 or 8 digits.';
    default:
      return null;
  }
}

/** The value a valid cell is saved as. */
export function cellValue(cell: BoqCell, raw: string): string | number | null {
  const value = raw.trim();
  switch (cell) {
    case 'length_mm':
    case 'breadth_mm':
    case 'height_mm':
      return value === '' ? null : Number(value);
    case 'quantity':
    case 'client_rate':
    case 'budget_rate':
    case 'gst_rate':
    case 'discount_percent':
      return Number(value);
    case 'hsn':
      return value === '' ? null : value;
    case 'item_code':
      return value.toUpperCase();
    default:
      return value;
  }
}

/** Messages of every wrong cell of the rows, by row id and cell, for the grid. */
export function gridErrors(rows: readonly BoqRow[]): Record<string, Record<string, string>> {
  const errors: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    for (const cell of Object.keys(row) as (keyof BoqRow)[]) {
      if (cell === 'id') continue;
      const message = cellError(cell, row[cell]);
      if (message) (errors[row.id] ??= {})[cell] = message;
    }
  }
  return errors;
}

/** A code not yet used on the project: the prefix and the next two-digit number. */
export function nextItemCode(prefix: string, used: readonly string[]): string {
  const clean =
    prefix
      .toUpperCase()
      .replace(/[^A-Z0-9./-]/g, '')
      .replace(/^[^A-Z0-9]+/, '')
      .slice(0, 24) || 'ITEM';
  const taken = new Set(used);
  for (let n = 1; n < 1000; n += 1) {
    const code = `${clean}-${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
  return `${clean}-${Date.now() % 100000}`;
}

export type CatalogueSource =
  | { kind: 'processed_panel'; code: string; name: string; pricePerSqft: number; gstRate: number }
  | {
      kind: 'edge_band';
      name: string;
      /** The line's code starts with it, so the catalogue knows the band is in use (else "EB"). */
      designNumber: string | null;
      pricePerMetre: number;
      hsn: string | null;
      gstRate: number;
    }
  | { kind: 'product'; code: string; name: string; price: number; hsn: string | null; gstRate: number };

const MARKUP = 1.28;
const paise = (n: number) => Math.round(n * 100) / 100;

/**
 * A new line from the catalogue. Catalogue prices of materials are what they cost the business
 * (the budget rate; the client rate adds the usual 28 %); a product's base price is what the client
 * pays (the budget rate is that less the same markup). An edge band is priced per metre and
 * quoted per running foot (0.3048 m).
 */
export function lineFromCatalogue(
  source: CatalogueSource,
  at: { projectId: string; room: string; position: number; usedCodes: readonly string[] },
): NewBoqLine {
  const base = { project_id: at.projectId, room: at.room, position: at.position, quantity: 1 };
  switch (source.kind) {
    case 'processed_panel':
      return {
        ...base,
        item_code: nextItemCode(source.code, at.usedCodes),
        trade_category: 'Raw material',
        item_type: 'raw_material',
        description: source.name,
        unit: 'sqft',
        budget_rate: paise(source.pricePerSqft),
        client_rate: paise(source.pricePerSqft * MARKUP),
        hsn: '4411',
        gst_rate: source.gstRate,
      };
    case 'edge_band': {
      const perFoot = source.pricePerMetre * 0.3048;
      return {
        ...base,
        item_code: nextItemCode(source.designNumber?.trim() || 'EB', at.usedCodes),
        trade_category: 'Raw material',
        item_type: 'raw_material',
        description: source.name,
        unit: 'rft',
        budget_rate: paise(perFoot),
        client_rate: paise(perFoot * MARKUP),
        hsn: source.hsn,
        gst_rate: source.gstRate,
      };
    }
    case 'product':
      return {
        ...base,
        item_code: nextItemCode(source.code, at.usedCodes),
        trade_category: 'Carpentry',
        item_type: 'production',
        description: source.name,
        unit: 'nos',
        client_rate: paise(source.price),
        budget_rate: paise(source.price / MARKUP),
        hsn: source.hsn,
        gst_rate: source.gstRate,
      };
  }
}

/** A blank line the person fills in the grid: valid as it stands, so it can be saved at once. */
export function blankLine(at: {
  projectId: string;
  room: string;
  position: number;
  usedCodes: readonly string[];
}): NewBoqLine {
  return {
    project_id: at.projectId,
    room: at.room,
    position: at.position,
    item_code: nextItemCode('NEW', at.usedCodes),
    trade_category: 'Carpentry',
    item_type: 'production',
    description: 'New line',
    quantity: 1,
    unit: 'nos',
    client_rate: 0,
    budget_rate: 0,
    hsn: null,
    gst_rate: 18,
  };
}
