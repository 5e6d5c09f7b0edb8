/**
 * A catalogue list's state lives in the URL (search `q`, one parameter per filter, `status`,
 * `sort`/`dir`, `page`, `size`), so a shared link or the back button reopens the same view.
 */
import type { DataTableState } from '@/ui';
import type { CatalogueQuery } from '@/services/production';

export const PAGE_SIZES = [25, 50, 100];

export function stateFromParams(
  params: URLSearchParams,
  filterIds: readonly string[],
  sortColumns: readonly string[],
): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: [...filterIds, 'status'].flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: sort && sortColumns.includes(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

export function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  return params;
}

export function queryFromState(state: DataTableState): CatalogueQuery {
  const filters: Record<string, string> = {};
  let status: CatalogueQuery['status'];
  for (const filter of state.filters) {
    if (filter.id === 'status') {
      if (filter.value === 'active' || filter.value === 'inactive') status = filter.value;
    } else if (filter.value) {
      filters[filter.id] = filter.value;
    }
  }
  const sort = state.sort[0];
  return {
    search: state.search.trim() || undefined,
    filters,
    status,
    sort: sort ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
