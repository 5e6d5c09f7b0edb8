/**
 * The quotations list's URL contract: `status`, `project`, `q`, `page`, `size`, and `from`/`to`
 * (the issue date range the analytics figures link with). The open quotation (`?id=`) is the
 * page's own: it shows instead of the list.
 */
import { anyText, defineListContract, isoDate, oneOf } from '@/pages/list-kit';
import { QUOTATION_STATUSES, type QuotationQuery } from '@/services/commercials';

export const quotationsList = defineListContract({
  filters: { status: oneOf(QUOTATION_STATUSES), project: anyText, from: isoDate, to: isoDate },
  tableFilters: ['status', 'project'],
  sortKeys: [],
});

export type QuotationsListState = ReturnType<typeof quotationsList.read>;

export function quotationQueryOf({ search, filters, page, pageSize }: QuotationsListState): QuotationQuery {
  return {
    status: filters.status,
    project: filters.project,
    search: search.trim() || undefined,
    from: filters.from,
    to: filters.to,
    page: page - 1,
    pageSize,
  };
}
