import { useCallback, useMemo, useState } from 'react';
import {
  applyTableState,
  initialTableState,
  type DataTableColumn,
  type DataTableState,
} from './data-table-state';

/**
 * Drives a DataTable from rows held in memory (demos, short lists): the same controlled state a server-backed
 * page would keep in the URL, applied with `applyTableState`.
 */
export function useClientTable<Row>(
  allRows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  initial: Partial<DataTableState> = {},
) {
  const [state, setState] = useState<DataTableState>(() => initialTableState(initial));
  const result = useMemo(() => applyTableState(allRows, columns, state), [allRows, columns, state]);
  const exportRows = useCallback(() => result.filtered, [result]);
  return { state, onStateChange: setState, rows: result.rows, total: result.total, exportRows };
}
