/**
 * The orders list's state in the URL: `q`, `status`, `sort`/`dir`, `page`, `size`, `from`/`to` (the
 * order date range the analytics figures link with), `cancelled=exclude` (the figures leave
 * cancelled orders out), and `id` for one order.
 */
import type { DataTableState } from '@/ui';
import type { DateRangeParams } from '../date-range';
import {
  ORDER_SORT_COLUMNS,
  ORDER_STATUSES,
  type OrderQuery,
  type OrderStatus,
} from '@/services/commercials';

export const PAGE_SIZES = [25, 50, 100];

const isStatus = (value: string | null | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
type SortColumn = (typeof ORDER_SORT_COLUMNS)[number];
const isSort = (value: string | null | undefined): value is SortColumn =>
  (ORDER_SORT_COLUMNS as readonly string[]).includes(value ?? '');

export function orderStateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    search: params.get('q') ?? '',
    filters: isStatus(status) ? [{ id: 'status', value: status }] : [],
    sort: isSort(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

export function orderParamsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  const status = state.filters.find((filter) => filter.id === 'status')?.value;
  if (isStatus(status)) params.set('status', status);
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  return params;
}

export const EXCLUDE_CANCELLED = { name: 'cancelled', value: 'exclude' } as const;

/** `cancelled=exclude`: the list leaves cancelled orders out. */
export const excludesCancelled = (params: URLSearchParams) =>
  params.get(EXCLUDE_CANCELLED.name) === EXCLUDE_CANCELLED.value;

export function orderQueryFromState(
  state: DataTableState,
  range?: DateRangeParams,
  excludeCancelled = false,
): OrderQuery {
  const status = state.filters.find((filter) => filter.id === 'status')?.value;
  const sort = state.sort[0];
  return {
    search: state.search.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    from: range?.from,
    to: range?.to,
    excludeCancelled: excludeCancelled || undefined,
    sort: sort && isSort(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
