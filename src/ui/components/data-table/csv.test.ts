/** Issue 20, finding 10: every CSV the app exports neutralises a cell that starts like a formula. */
import { describe, expect, it } from 'vitest';
import { neutraliseCell, rowsToCsv } from './csv';
import type { DataTableColumn } from './data-table-state';

type Row = (string | number)[];
const columns: DataTableColumn<Row>[] = [0, 1].map((index) => ({
  id: `c${index}`,
  header: `Column ${index}`,
  value: (row: Row) => row[index] ?? null,
}));

describe('CSV export neutralises formulas', () => {
  it('prefixes every leading =, +, -, @, tab and carriage return, line breaks included', () => {
    for (const cell of [
      '=1+1',
      '+91',
      '-2',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '=HYPERLINK("http://x")\nsecond',
      '=1\r\n2',
    ]) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
      const csv = rowsToCsv([[cell, 'ok']], columns);
      const body = csv.split('\r\n').slice(1).join('\r\n');
      expect(body.replace(/^"/, ''), JSON.stringify(cell)).toMatch(/^'/);
    }
  });

  it('leaves plain text and numbers, a negative number included, as they are', () => {
    expect(rowsToCsv([['Asha', -5]], columns)).toBe('Column 0,Column 1\r\nAsha,-5');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });
});
