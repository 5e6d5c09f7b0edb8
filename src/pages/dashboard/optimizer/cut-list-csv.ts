/**
 * The cut list as CSV, written by the DataTable's CSV writer (rowsToCsv): one rule for every CSV
 * the app exports, so a part named "=HYPERLINK(...)", "+1", "-2" or "@cmd" stays text in a spreadsheet.
 */
import { CUT_LIST_HEADER, cutListRows } from '@/services/optimizer';
import type { CuttingPlan } from '@/services/optimizer';
import { rowsToCsv } from '@/ui/components/data-table/csv';
import type { DataTableColumn } from '@/ui/components/data-table/data-table-state';

type CutListRow = (string | number)[];

const CUT_LIST_COLUMNS: DataTableColumn<CutListRow>[] = CUT_LIST_HEADER.map((header, index) => ({
  id: `column-${index}`,
  header,
  value: (row: CutListRow) => row[index] ?? null,
}));

export function cutListCsv(plan: CuttingPlan): string {
  return rowsToCsv(cutListRows(plan), CUT_LIST_COLUMNS);
}
