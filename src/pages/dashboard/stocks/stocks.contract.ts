/**
 * The stocks list's URL contract: `q`, `kind`, `below=1` (at or below the reorder level),
 * `sort`/`dir`, `page`, `size` and `item`, the open item. The tab (`tab=offcuts`) is the page's own.
 */
import { defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import { STOCK_ITEM_KINDS, STOCK_SORT_COLUMNS, type StockQuery } from '@/services/production';

export const stocksList = defineListContract({
  filters: { kind: oneOf(STOCK_ITEM_KINDS), below: oneOf(['1']) },
  sortKeys: STOCK_SORT_COLUMNS,
  pageSizes: [25, 50, 100],
  openRecord: 'item',
});

export type StocksListState = ReturnType<typeof stocksList.read>;

export function stockQueryOf(state: StocksListState): StockQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    kind: filters.kind,
    belowReorder: filters.below === '1',
  };
}
