/** CSV out of DataTable columns: the headers the user sees, values as the column exports them. */
import Papa from 'papaparse';
import type { DataTableColumn, DataTableValue } from './data-table-state';

function csvValue(value: DataTableValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

export function rowsToCsv<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) =>
        columns.map((column) => (column.csv ? column.csv(row) : csvValue(column.value(row)))),
      ),
    },
    // A cell like "=HYPERLINK(...)" must stay text when the file is opened in a spreadsheet.
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Saves the text as a file through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8 (₹, names in Indian scripts).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
