/**
 * The projects list's URL contract, so a KPI card, a shared link or the back button lands on the
 * same view: q, stage, category, status, city, designer, rm (column filters), from and to (start
 * dates), payments=due (due by today) or payments=month (a stage due this month still pending: the
 * operations dashboard's figure), sort and dir, page and size.
 */
import { anyText, defineListContract, pageQueryOf, isoDate, oneOf } from '@/pages/list-kit';
import {
  PROJECT_CATEGORIES,
  PROJECT_PAYMENTS_FILTERS,
  PROJECT_SORT_COLUMNS,
  PROJECT_STAGES,
  PROJECT_STATUSES,
  type ProjectQuery,
} from '@/services/projects';

export const projectsList = defineListContract({
  filters: {
    stage: oneOf(PROJECT_STAGES),
    category: oneOf(PROJECT_CATEGORIES),
    status: oneOf(PROJECT_STATUSES),
    city: anyText,
    designer: anyText,
    rm: anyText,
    from: isoDate,
    to: isoDate,
    payments: oneOf(PROJECT_PAYMENTS_FILTERS),
  },
  tableFilters: ['stage', 'category', 'status', 'city', 'designer', 'rm'],
  sortKeys: PROJECT_SORT_COLUMNS,
});

export type ProjectsListState = ReturnType<typeof projectsList.read>;

export function projectQueryOf(state: ProjectsListState): ProjectQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    ...filters,
  };
}

/** The list filtered as a KPI card means it, e.g. `?status=on_hold`. */
export function listLink(path: string, params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}
