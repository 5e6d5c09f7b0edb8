/** The stocks list's state in the URL: `q`, `kind`, `below=1`, `sort`/`dir`, `page`, `size`, `item`, `tab`. */
import type { DataTableState } from '@/ui';
import {
  STOCK_ITEM_KINDS,
  STOCK_SORT_COLUMNS,
  type StockItemKind,
  type StockQuery,
} from '@/services/production';

export const PAGE_SIZES = [25, 50, 100];

const isKind = (value: string | null | undefined): value is StockItemKind =>
  (STOCK_ITEM_KINDS as readonly string[]).includes(value ?? '');
type SortColumn = (typeof STOCK_SORT_COLUMNS)[number];
const isSort = (value: string | null | undefined): value is SortColumn =>
  (STOCK_SORT_COLUMNS as readonly string[]).includes(value ?? '');

export function stockStateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  return {
    search: params.get('q') ?? '',
    filters: [
      ...(isKind(kind) ? [{ id: 'kind', value: kind }] : []),
      ...(params.get('below') === '1' ? [{ id: 'below_reorder_level', value: 'yes' }] : []),
    ],
    sort: isSort(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

/** Keeps the parameters the table does not own (the open item, the tab). */
export function stockParamsFromState(state: DataTableState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['item', 'tab']) {
    const value = current.get(key);
    if (value) params.set(key, value);
  }
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) {
    if (filter.id === 'kind' && isKind(filter.value)) params.set('kind', filter.value);
    if (filter.id === 'below_reorder_level' && filter.value === 'yes') params.set('below', '1');
  }
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  return params;
}

export function stockQueryFromState(state: DataTableState): StockQuery {
  const kind = state.filters.find((filter) => filter.id === 'kind')?.value;
  const sort = state.sort[0];
  return {
    search: state.search.trim() || undefined,
    kind: isKind(kind) ? kind : undefined,
    belowReorder: state.filters.some(
      (filter) => filter.id === 'below_reorder_level' && filter.value === 'yes',
    ),
    sort: sort && isSort(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
