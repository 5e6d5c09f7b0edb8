/**
 * What clients owe: each client's ledger (invoices, credit notes, receipts, running balance), the
 * receivables list with ageing, receipts for payments, and a payment reminder to send. The figures
 * are the database's views (client_ledger, receivables, invoice_outstanding); this file reads them
 * and turns them into CSV rows and messages.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { ageingColumns } from '../kit/ageing';
import { mailtoHref, whatsappHref } from '../kit/contact-links';
import { fillMessage } from '../kit/message-text';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const LEDGER_ENTRY_KINDS = ['invoice', 'credit_note', 'receipt', 'reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const LEDGER_ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  receipt: 'Receipt',
  reversal: 'Receipt reversed',
};

export const ledgerEntrySchema = z.object({
  client_id: z.string(),
  client_name: z.string(),
  entry_date: z.string(),
  entry: z.enum(LEDGER_ENTRY_KINDS),
  document_id: z.string(),
  number: z.string().nullable(),
  project_id: z.string(),
  project_code: z.string(),
  order_id: z.string().nullable(),
  debit: numeric,
  credit: numeric,
  balance: numeric,
  position: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const receivableSchema = z.object({
  client_id: z.string(),
  client_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  invoiced: numeric,
  credited: numeric,
  received: numeric,
  balance: numeric,
  outstanding: numeric,
  ...ageingColumns,
  oldest_unpaid_on: z.string().nullable(),
  overdue_invoices: z.number().int(),
});
export type Receivable = z.infer<typeof receivableSchema>;

export { AGEING_BANDS } from '../kit/ageing';

/** Every entry of a client's ledger in date order, each with the balance after it. */
export const listClientLedger = (clientId: string, given?: DataSource): Promise<LedgerEntry[]> =>
  listRows(
    'client_ledger',
    ledgerEntrySchema,
    { filters: [eq('client_id', clientId)], sort: [asc('position')] },
    given,
  );

export const RECEIVABLE_SORT_COLUMNS = [
  'client_name',
  'outstanding',
  'balance',
  'days_over_90',
  'oldest_unpaid_on',
] as const;
export const RECEIVABLE_SHOWS = ['owing', 'overdue', 'in_credit', 'all'] as const;
export type ReceivableShow = (typeof RECEIVABLE_SHOWS)[number];
export const RECEIVABLE_SHOW_LABELS: Record<ReceivableShow, string> = {
  owing: 'Owing',
  overdue: 'Overdue',
  in_credit: 'Advance not yet invoiced',
  all: 'All clients',
};

export interface ReceivableQuery {
  search?: string | undefined;
  show?: ReceivableShow | undefined;
  sort?: { column: (typeof RECEIVABLE_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export async function listReceivables(
  query: ReceivableQuery = {},
  given?: DataSource,
): Promise<ListPage<Receivable>> {
  const sort = chosenSort(query.sort, asc('client_name'));
  const show = query.show ?? 'owing';
  return fetchPage(
    'receivables',
    {
      where: listFilters({
        search: { columns: ['client_name', 'phone', 'email'], term: query.search },
        where:
          show === 'owing'
            ? [{ column: 'outstanding', op: 'gte', value: 0.01 }]
            : show === 'overdue'
              ? [{ column: 'overdue_invoices', op: 'gte', value: 1 }]
              : show === 'in_credit'
                ? [{ column: 'balance', op: 'lte', value: -0.01 }]
                : [],
      }),
      sort,
      page: query.page,
      pageSize: query.pageSize,
    },
    receivableSchema,
    given,
  );
}

export async function getReceivable(clientId: string, given?: DataSource): Promise<Receivable | null> {
  const [row] = await listRows(
    'receivables',
    receivableSchema,
    { filters: [eq('client_id', clientId)] },
    given,
  );
  return row ?? null;
}

/** A receipt for a payment received: its number and what it was for. */
export const paymentReceiptSchema = z.object({
  payment_id: z.string(),
  number: z.string(),
});

export async function receiptNumbers(
  paymentIds: readonly string[],
  given?: DataSource,
): Promise<Map<string, string>> {
  if (paymentIds.length === 0) return new Map();
  const receipts = await listRows(
    'payment_receipts',
    paymentReceiptSchema,
    { filters: [{ column: 'payment_id', op: 'in', value: paymentIds }] },
    given,
  );
  return new Map(receipts.map((row) => [row.payment_id, row.number]));
}

/** The reminder the office sends for what is overdue; {placeholders} filled from the receivable. */
export const PAYMENT_REMINDER_TEMPLATE =
  'Dear {name}, this is a gentle reminder from {company} that {amount} is outstanding on your account, ' +
  'the oldest invoice dated {since}. Please arrange the payment at the earliest, or tell us if it is already on its way. Thank you.';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function paymentReminderText(receivable: Receivable, company: string): string {
  const values: Record<string, string> = {
    name: receivable.client_name,
    company,
    amount: rupees.format(receivable.outstanding),
    since: receivable.oldest_unpaid_on ?? 'recently',
  };
  return fillMessage(PAYMENT_REMINDER_TEMPLATE, values);
}

/** Links that open WhatsApp or the mail app with the reminder; null where the client has no number or address. */
export function paymentReminderLinks(
  receivable: Receivable,
  company: string,
): { whatsapp: string | null; email: string | null } {
  const text = paymentReminderText(receivable, company);
  return {
    whatsapp: receivable.phone ? whatsappHref(receivable.phone, text) : null,
    email: receivable.email ? mailtoHref(receivable.email, `Payment reminder from ${company}`, text) : null,
  };
}

export const ledgerKeys = {
  all: ['client-ledger'] as const,
  ledger: (clientId: string) => [...ledgerKeys.all, 'ledger', clientId] as const,
  receivables: (query: ReceivableQuery) => [...ledgerKeys.all, 'receivables', query] as const,
  receivable: (clientId: string) => [...ledgerKeys.all, 'receivable', clientId] as const,
};

export const ledgerQueries = {
  ledger: (clientId: string) =>
    queryOptions({ queryKey: ledgerKeys.ledger(clientId), queryFn: () => listClientLedger(clientId) }),
  receivables: (query: ReceivableQuery) =>
    listQuery(ledgerKeys.receivables(query), () => listReceivables(query)),
  receivable: (clientId: string) =>
    queryOptions({ queryKey: ledgerKeys.receivable(clientId), queryFn: () => getReceivable(clientId) }),
};
