/**
 * The deals page's URL contract: `view=list` shows the table (the board otherwise), `q`, `owner`
 * (staff id) and `pipeline` filter both views, and the table's sort, page and size.
 */
import { anyText, defineListContract, oneOf } from '@/pages/list-kit';
import type { DealQuery } from '@/services/crm';

export type DealView = 'board' | 'list';

export const dealsList = defineListContract({
  filters: { view: oneOf(['list']), owner: anyText, pipeline: anyText },
  /** The table's column filters; the view has its own buttons. */
  tableFilters: ['owner', 'pipeline'],
  sortKeys: ['title', 'stage', 'value', 'expected_close', 'owner', 'pipeline'],
});

export type DealsListState = ReturnType<typeof dealsList.read>;

export const dealViewOf = (state: DealsListState): DealView =>
  state.filters.view === 'list' ? 'list' : 'board';

/** The filters both views share, as the service takes them. */
export function dealQueryOf(state: DealsListState): DealQuery {
  return {
    owner: state.filters.owner?.trim() || undefined,
    pipeline: state.filters.pipeline?.trim() || undefined,
    search: state.search.trim() || undefined,
  };
}

/** Another view keeps the search and the filters, and starts the table afresh. */
export function withView(state: DealsListState, view: DealView): DealsListState {
  const { owner, pipeline } = state.filters;
  return {
    ...dealsList.defaults,
    search: state.search,
    filters: { owner, pipeline, ...(view === 'list' ? { view } : {}) },
  };
}
