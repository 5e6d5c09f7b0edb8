/**
 * No number that breaks the books leaves the page (issue 15). JSON has no NaN or Infinity: sent as
 * JSON they quietly become null (JSON.stringify), and a NaN that reached SQL as text would pass
 * `quantity > 0`. Both DataSources refuse a write or a call carrying a non-finite number, at any
 * depth (jsonb values, arrays of lines), before anything is sent. The strings 'NaN' and 'Infinity'
 * are left to the database, whose <table>_<column>_finite_check constraints refuse them.
 */
import { DataSourceError, type RowValues } from './data-source.ts';

function holdsNonFinite(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object' || value instanceof Date || depth > 32) return false;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => holdsNonFinite(child, depth + 1));
}

/** Throws DataSourceError('invalid', 'A number is not finite: <column>') for the first such column. */
export function refuseNonFiniteNumbers(values: RowValues | readonly RowValues[]): void {
  const records: readonly RowValues[] = Array.isArray(values) ? values : [values as RowValues];
  for (const record of records) {
    for (const [column, value] of Object.entries(record)) {
      if (holdsNonFinite(value, 0)) {
        throw new DataSourceError('invalid', `A number is not finite: ${column}`, { column });
      }
    }
  }
}
