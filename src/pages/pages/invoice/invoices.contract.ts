/**
 * The invoices page's two lists and their URL contracts. Invoices: `q`, `status`, `unpaid=yes`,
 * sort, page and size. Receivables (`view=receivables`): `q`, `show` (owing by default, overdue,
 * advance not yet invoiced, all), sort, page, size and `client`, the client whose ledger is open.
 */
import { defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import {
  INVOICE_SORT_COLUMNS,
  INVOICE_STATUSES,
  RECEIVABLE_SHOWS,
  RECEIVABLE_SORT_COLUMNS,
  type InvoiceQuery,
  type ReceivableQuery,
} from '@/services/commercials';

export const invoicesList = defineListContract({
  filters: { view: oneOf(['receivables']), status: oneOf(INVOICE_STATUSES), unpaid: oneOf(['yes']) },
  tableFilters: ['status'],
  sortKeys: INVOICE_SORT_COLUMNS,
  defaultSort: { key: 'number', desc: true },
});

export type InvoicesListState = ReturnType<typeof invoicesList.read>;

export function invoiceQueryOf(state: InvoicesListState): InvoiceQuery {
  return { ...pageQueryOf(state), status: state.filters.status, unpaid: state.filters.unpaid === 'yes' };
}

export const receivablesList = defineListContract({
  filters: { view: oneOf(['receivables']), show: oneOf(RECEIVABLE_SHOWS) },
  tableFilters: [],
  sortKeys: RECEIVABLE_SORT_COLUMNS,
  defaultSort: { key: 'outstanding', desc: true },
  openRecord: 'client',
});

export type ReceivablesListState = ReturnType<typeof receivablesList.read>;

export function receivableQueryOf(state: ReceivablesListState): ReceivableQuery {
  return { ...pageQueryOf(state), show: state.filters.show ?? 'owing' };
}
