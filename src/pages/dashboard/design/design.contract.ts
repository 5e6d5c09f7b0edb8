/**
 * The design list's URL contract: `q`, `status` (the table's column filter), `project`,
 * `designer`, `due` (`week` or `overdue`, as the operations dashboard's figures link here),
 * `sort`/`dir`, `page`, `size`, and `design` (the open design, or `new`).
 */
import { anyText, defineListContract, pageQueryOf, oneOf } from '@/pages/list-kit';
import { DESIGN_DUES, DESIGN_SORT_COLUMNS, DESIGN_STATUSES, type DesignQuery } from '@/services/projects';

export const designList = defineListContract({
  filters: {
    status: oneOf(DESIGN_STATUSES),
    project: anyText,
    designer: anyText,
    due: oneOf(DESIGN_DUES),
  },
  tableFilters: ['status'],
  sortKeys: DESIGN_SORT_COLUMNS,
  openRecord: 'design',
});

export type DesignListState = ReturnType<typeof designList.read>;

/** The list's query; `today` (YYYY-MM-DD, the caller's) dates the due filter. */
export function designQueryOf(state: DesignListState, today?: string): DesignQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    status: filters.status,
    project: filters.project,
    designer: filters.designer,
    due: filters.due,
    today: filters.due ? today : undefined,
  };
}
