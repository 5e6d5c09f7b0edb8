/**
 * CSV out of DataTable columns: the headers the user sees, values as the column exports them. The
 * one CSV writer of the app (tables, cut lists, the lead import's rejected-rows and duplicates files).
 */
import Papa from 'papaparse';
import type { DataTableColumn, DataTableValue } from './data-table-state';

/** A cell a spreadsheet would run as a formula: it starts with =, +, -, @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text starting like a formula gets a leading apostrophe, whatever follows (line breaks included:
 * papaparse's own escapeFormulae misses "=1+1\n..." because its pattern stops at the line end).
 * Only strings: a number such as -5 is a value, not a formula, and is written as -5.
 */
export function neutraliseCell<Value>(value: Value): Value | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

function csvValue(value: DataTableValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

export function rowsToCsv<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => neutraliseCell(column.header)),
      data: rows.map((row) =>
        columns.map((column) => neutraliseCell(column.csv ? column.csv(row) : csvValue(column.value(row)))),
      ),
    },
    // Cells are neutralised above (neutraliseCell), so papaparse's own escaping stays off.
    { escapeFormulae: false, newline: '\r\n' },
  );
}

/** Saves the text as a file through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8 (₹, names in Indian scripts).
  downloadText(fileName, '\uFEFF' + csv, 'text/csv;charset=utf-8');
}

/** Saves text as a file the browser downloads (a CSV, an e-invoice's JSON). */
export function downloadText(fileName: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
