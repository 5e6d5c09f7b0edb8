import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { CUT_LIST_HEADER, KITCHEN_JOB, optimizeCutting } from '@/services/optimizer';
import { cutListCsv } from './cut-list-csv';

const DANGEROUS = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'];

it('defuses cells a spreadsheet would run as formulas, as the DataTable export does', () => {
  const job = {
    ...KITCHEN_JOB,
    parts: KITCHEN_JOB.parts.slice(0, DANGEROUS.length).map((part, index) => ({
      ...part,
      name: DANGEROUS[index]!,
      quantity: 1,
    })),
  };
  const plan = optimizeCutting(job, { timeLimitMs: 30 });
  const rows = Papa.parse<string[]>(cutListCsv(plan), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual([...CUT_LIST_HEADER]);
  const names = rows.slice(1).map((row) => row[4]);
  expect(names).toHaveLength(DANGEROUS.length);
  for (const name of DANGEROUS) expect(names).toContain(`'${name}`);
  // Numbers stay numbers (a negative measurement would be a bug elsewhere, not text here).
  expect(rows[1]?.[7]).toMatch(/^\d+(\.\d)?$/);
});
