/**
 * The quotations list's state in the URL: `status`, `project`, `q`, `page`, `size`, and `from`/`to`
 * (the issue date range the analytics figures link with).
 */
import type { DataTableState } from '@/ui';
import { QUOTATION_STATUSES, type QuotationQuery, type QuotationStatus } from '@/services/commercials';
import type { DateRangeParams } from '../date-range-params';

export const PAGE_SIZES = [25, 50, 100];

export function stateFromParams(params: URLSearchParams): DataTableState {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: ['status', 'project'].flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : 25,
    },
  };
}

export function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== 25) params.set('size', String(state.page.size));
  return params;
}

export function queryFromState(state: DataTableState, range?: DateRangeParams): QuotationQuery {
  const status = state.filters.find((f) => f.id === 'status')?.value;
  return {
    status: (QUOTATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as QuotationStatus)
      : undefined,
    project: state.filters.find((f) => f.id === 'project')?.value,
    search: state.search.trim() || undefined,
    from: range?.from,
    to: range?.to,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
