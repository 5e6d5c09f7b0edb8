/**
 * The orders list's URL contract: `q`, `status`, `from`/`to` (the order date range the analytics
 * figures link with), `cancelled=exclude` (the figures leave cancelled orders out), `sort`/`dir`,
 * `page` and `size`. `id` opens one order in place of the list (the page's own parameter).
 */
import { defineListContract, isoDate, oneOf, pageQueryOf } from '@/pages/list-kit';
import { ORDER_SORT_COLUMNS, ORDER_STATUSES, type OrderQuery } from '@/services/commercials';

export const ordersList = defineListContract({
  filters: { status: oneOf(ORDER_STATUSES), from: isoDate, to: isoDate, cancelled: oneOf(['exclude']) },
  tableFilters: ['status'],
  sortKeys: ORDER_SORT_COLUMNS,
});

export type OrdersListState = ReturnType<typeof ordersList.read>;

export function orderQueryOf(state: OrdersListState): OrderQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    status: filters.status,
    from: filters.from,
    to: filters.to,
    excludeCancelled: filters.cancelled === 'exclude' || undefined,
  };
}
