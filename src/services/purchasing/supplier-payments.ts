/**
 * Money out: payments to suppliers, each supplier's ledger (goods received at the order's rate with
 * GST, payments, reversals, running balance) and the payables list with ageing. The database decides
 * everything here (20261129110000_supplier_payments.sql): who may (supplier.pay), the numbering
 * (PAY/2026-27/0001), that a payment never changes (a mistake is reversed whole, with the reason),
 * and every figure; this file reads the views and sends the person's form.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { ageingColumns } from '../kit/ageing';
import { listQuery, recordKeys } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { numeric } from '../kit/schemas';
import { PAYMENT_MODES } from '../projects/project-model';
import { purchasingCall } from './purchase-orders';

export const SUPPLIER_LEDGER_ENTRY_KINDS = ['goods_receipt', 'payment', 'reversal'] as const;
export type SupplierLedgerEntryKind = (typeof SUPPLIER_LEDGER_ENTRY_KINDS)[number];
export const SUPPLIER_LEDGER_ENTRY_LABELS: Record<SupplierLedgerEntryKind, string> = {
  goods_receipt: 'Goods received',
  payment: 'Payment',
  reversal: 'Payment reversed',
};

export const supplierLedgerEntrySchema = z.object({
  id: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  entry_date: z.string(),
  entry: z.enum(SUPPLIER_LEDGER_ENTRY_KINDS),
  number: z.string(),
  purchase_order_number: z.string().nullable(),
  reference: z.string().nullable(),
  debit: numeric,
  credit: numeric,
  balance: numeric,
  position: z.number().int(),
});
export type SupplierLedgerEntry = z.infer<typeof supplierLedgerEntrySchema>;

export const payableSchema = z.object({
  supplier_id: z.string(),
  supplier_name: z.string(),
  gstin: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  payment_terms_days: z.number().int(),
  received: numeric,
  paid: numeric,
  balance: numeric,
  outstanding: numeric,
  ...ageingColumns,
  oldest_unpaid_on: z.string().nullable(),
  overdue_receipts: z.number().int(),
});
export type Payable = z.infer<typeof payableSchema>;

/** A supplier's ledger in date order; each entry's balance is what is owed after it. */
export const supplierLedger = (supplierId: string, given?: DataSource): Promise<SupplierLedgerEntry[]> =>
  listRows(
    'supplier_ledger',
    supplierLedgerEntrySchema,
    { filters: [eq('supplier_id', supplierId)], sort: [asc('position')] },
    given,
  );

export const PAYABLE_SORT_COLUMNS = [
  'supplier_name',
  'outstanding',
  'balance',
  'days_over_90',
  'oldest_unpaid_on',
] as const;
export const PAYABLE_SHOWS = ['owing', 'overdue', 'advance', 'all'] as const;
export type PayableShow = (typeof PAYABLE_SHOWS)[number];
export const PAYABLE_SHOW_LABELS: Record<PayableShow, string> = {
  owing: 'Owing',
  overdue: 'Past terms',
  advance: 'Paid in advance',
  all: 'All suppliers',
};

export interface PayableQuery {
  search?: string | undefined;
  show?: PayableShow | undefined;
  sort?: { column: (typeof PAYABLE_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const SHOW_WHERE = {
  owing: [{ column: 'outstanding', op: 'gte', value: 0.01 }],
  overdue: [{ column: 'overdue_receipts', op: 'gte', value: 1 }],
  advance: [{ column: 'balance', op: 'lte', value: -0.01 }],
  all: [],
} as const;

/** What is owed to each supplier the caller may see (supplier.pay), by age of the goods receipts. */
export async function listPayables(query: PayableQuery = {}, given?: DataSource): Promise<ListPage<Payable>> {
  const sort = chosenSort(query.sort, asc('supplier_name'));
  return fetchPage(
    'payables',
    {
      where: listFilters({
        search: { columns: ['supplier_name', 'gstin', 'phone', 'email'], term: query.search },
        where: [...SHOW_WHERE[query.show ?? 'owing']],
      }),
      sort,
      page: query.page,
      pageSize: query.pageSize,
    },
    payableSchema,
    given,
  );
}

/** One supplier's row of the payables list (keyed by supplier), or null when nothing is owed them. */
export async function getPayable(supplierId: string, given?: DataSource): Promise<Payable | null> {
  const rows = await listRows('payables', payableSchema, { filters: [eq('supplier_id', supplierId)] }, given);
  return rows[0] ?? null;
}

export const supplierPaymentFormSchema = z.object({
  amount: z
    .number({ message: 'Enter the amount paid' })
    .refine((value) => Number.isFinite(value) && value > 0, 'Enter an amount above zero')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use rupees and paise only')
    .refine((value) => value <= 10_000_000_000, 'That is more than one payment can be'),
  paid_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date it was paid'),
  mode: z.enum(PAYMENT_MODES, { message: 'Choose how it was paid' }),
  reference: z.string().trim().max(100, 'Keep the reference within 100 characters'),
  note: z.string().trim().max(1000, 'Keep the note within 1000 characters'),
});
export type SupplierPaymentForm = z.input<typeof supplierPaymentFormSchema>;

export const supplierPaymentSchema = z.object({
  id: z.string(),
  number: z.string(),
  supplier_id: z.string(),
  paid_on: z.string(),
  amount: numeric,
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  reverses_payment_id: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

/** Records a payment made to a supplier; the database numbers it and refuses whoever may not pay. */
export async function recordSupplierPayment(
  supplierId: string,
  form: SupplierPaymentForm,
  given?: DataSource,
): Promise<SupplierPayment> {
  const values = supplierPaymentFormSchema.parse(form);
  const row = await purchasingCall<unknown>(
    'record_supplier_payment',
    {
      p_supplier_id: supplierId,
      p_amount: values.amount,
      p_paid_on: values.paid_on,
      p_mode: values.mode,
      p_reference: values.reference || null,
      p_note: values.note || null,
    },
    given,
  );
  return supplierPaymentSchema.parse(row);
}

/** Takes a payment back whole, today, with the reason; the ledger keeps both entries. */
export async function reverseSupplierPayment(
  paymentId: string,
  reason: string,
  given?: DataSource,
): Promise<SupplierPayment> {
  const row = await purchasingCall<unknown>(
    'reverse_supplier_payment',
    { p_payment_id: paymentId, p_reason: reason },
    given,
  );
  return supplierPaymentSchema.parse(row);
}

const keys = recordKeys<PayableQuery>('payables');
export const payableKeys = {
  ...keys,
  payable: (supplierId: string) => [...keys.all, 'payable', supplierId] as const,
  ledger: (supplierId: string) => [...keys.all, 'ledger', supplierId] as const,
};

export const payableQueries = {
  list: (query: PayableQuery) => listQuery(payableKeys.list(query), () => listPayables(query)),
  payable: (supplierId: string) =>
    queryOptions({ queryKey: payableKeys.payable(supplierId), queryFn: () => getPayable(supplierId) }),
  ledger: (supplierId: string) =>
    queryOptions({ queryKey: payableKeys.ledger(supplierId), queryFn: () => supplierLedger(supplierId) }),
};
