/**
 * The stocks list's URL contract: `q`, `kind`, `below=1` (at or below the reorder level),
 * `sort`/`dir`, `page`, `size` and `item`, the open item. The tab (`tab=offcuts`) is the page's own.
 */
import { defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import { STOCK_ITEM_KINDS, STOCK_SORT_COLUMNS, type StockQuery } from '@/services/production';
import {
  PAYABLE_SHOWS,
  PAYABLE_SORT_COLUMNS,
  SUPPLIER_SORT_COLUMNS,
  type PayableQuery,
  type SupplierQuery,
} from '@/services/purchasing';

export const stocksList = defineListContract({
  filters: { kind: oneOf(STOCK_ITEM_KINDS), below: oneOf(['1']) },
  sortKeys: STOCK_SORT_COLUMNS,
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

/**
 * Payables (beside the page's own `tab=payables`, which the list keeps): `q`, `show` (owing by default, past terms, paid in advance, all), sort,
 * page, size and `supplier`, the supplier whose statement is open.
 */
export const payablesList = defineListContract({
  filters: { show: oneOf(PAYABLE_SHOWS) },
  tableFilters: [],
  sortKeys: PAYABLE_SORT_COLUMNS,
  defaultSort: { key: 'outstanding', desc: true },
  openRecord: 'supplier',
});

export type PayablesListState = ReturnType<typeof payablesList.read>;

export function payableQueryOf(state: PayablesListState): PayableQuery {
  return { ...pageQueryOf(state), show: state.filters.show ?? 'owing' };
}

/**
 * Suppliers (beside the page's own `tab=suppliers`): `q` (name, GSTIN, contact, e-mail), `show=all`
 * (retired suppliers too), sort, page, size and `supplier`, the supplier open beside the list
 * (`supplier=new` to add one).
 */
export const suppliersList = defineListContract({
  filters: { show: oneOf(['all']) },
  tableFilters: [],
  sortKeys: SUPPLIER_SORT_COLUMNS,
  defaultSort: { key: 'name', desc: false },
  openRecord: 'supplier',
});

export type SuppliersListState = ReturnType<typeof suppliersList.read>;

export function supplierQueryOf(state: SuppliersListState): SupplierQuery {
  return { ...pageQueryOf(state), includeInactive: state.filters.show === 'all' };
}
