/** The directory lists' URL: q, one parameter per filter column, sort, dir, page (1-based), size, and `id` for the open drawer. */
import type { DataTableState } from '@/ui';
import type { DirectoryQuery } from '@/services/crm';

export const PAGE_SIZES = [25, 50, 100];

export function stateFromParams(
  params: URLSearchParams,
  filterIds: readonly string[],
  sortable: readonly string[],
): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: filterIds.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: sort && sortable.includes(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

export function paramsFromState(state: DataTableState, keep: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const open = keep.get('id');
  if (open) params.set('id', open);
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

export function queryFromState(state: DataTableState): DirectoryQuery {
  const sort = state.sort[0];
  return {
    search: state.search || undefined,
    filters: Object.fromEntries(state.filters.map((filter) => [filter.id, filter.value])),
    sort: sort ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

/** A row's values as the form's text inputs hold them (null → ''). */
export function formValuesOf<Keys extends string>(
  row: Partial<Record<Keys, unknown>> | null,
  keys: readonly Keys[],
): Record<Keys, string> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = row?.[key];
      return [key, typeof value === 'string' ? value : value == null ? '' : String(value)];
    }),
  ) as Record<Keys, string>;
}
