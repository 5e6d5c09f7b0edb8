/**
 * The survey list's URL contract, so a dashboard figure, a shared link or the back button lands on
 * the same view: q (search), status, stage, assignee (column filters), due=week|overdue (the
 * operations dashboard's figures), sort and dir, page and size. `id` opens one survey and `stage`
 * the stage shown on it (recceLink).
 */
import { anyText, defineListContract, pageQueryOf, oneOf } from '@/pages/list-kit';
import { href } from '@/routes/paths';
import {
  DUE_WINDOWS,
  RECCE_SORT_COLUMNS,
  RECCE_STAGES,
  RECCE_STATUSES,
  type RecceQuery,
  type RecceStage,
} from '@/services/projects';

export const RECCE_PATH = href('/dashboard/recce');

export const recceList = defineListContract({
  filters: {
    status: oneOf(RECCE_STATUSES),
    stage: oneOf(RECCE_STAGES),
    assignee: anyText,
    due: oneOf(DUE_WINDOWS),
  },
  tableFilters: ['status', 'stage', 'assignee'],
  sortKeys: RECCE_SORT_COLUMNS,
});

export type RecceListState = ReturnType<typeof recceList.read>;

/** The service query of a list state; `today` (YYYY-MM-DD, the caller's) dates the due filter. */
export function recceQueryOf(state: RecceListState, today?: string): RecceQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    status: filters.status,
    stage: filters.stage,
    assignee: filters.assignee,
    due: filters.due,
    today: filters.due ? today : undefined,
  };
}

/** The link to one survey, optionally at one stage. */
export function recceLink(id: string, stage?: RecceStage): string {
  return href('/dashboard/recce', { id, stage });
}
