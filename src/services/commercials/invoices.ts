/**
 * Tax invoices and credit notes. The database makes them (issue_invoice, issue_credit_note), numbers
 * them per financial year, computes the tax and keeps them unchanged; this file reads and parses
 * them and puts the database's refusals in the person's words.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { DataSourceError, isDataSourceError, type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery, recordKeys } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { documentTotals, lineTax } from './gst-figures';

export const INVOICE_STATUSES = ['issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: 'Issued',
  cancelled: 'Cancelled by credit note',
};

/** A row of the invoices list (the invoice_summaries view). */

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  client_id: z.string(),
  client_name: z.string(),
  buyer_gstin: z.string().nullable(),
  project_id: z.string(),
  project_code: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  payment_stage_id: z.string().nullable(),
  stage_name: z.string().nullable(),
  share_percent: numeric,
  intra_state: z.boolean(),
  place_of_supply: z.string().nullable(),
  taxable_total: numeric,
  tax_total: numeric,
  grand_total: numeric,
  credited: numeric,
  outstanding: numeric,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** The invoice as issued: seller, buyer, place of supply and figures, never changed. */
export const taxInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  order_id: z.string(),
  project_id: z.string(),
  client_id: z.string(),
  payment_stage_id: z.string().nullable(),
  stage_name: z.string().nullable(),
  share_percent: numeric,
  invoice_date: z.string(),
  due_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  intra_state: z.boolean(),
  place_of_supply: z.string().nullable(),
  place_of_supply_code: z.string().nullable(),
  seller_name: z.string(),
  seller_gstin: z.string().nullable(),
  seller_address: z.string().nullable(),
  seller_state: z.string().nullable(),
  seller_state_code: z.string().nullable(),
  seller_city: z.string().nullable(),
  seller_pincode: z.string().nullable(),
  buyer_name: z.string(),
  buyer_gstin: z.string().nullable(),
  buyer_address: z.string().nullable(),
  buyer_state: z.string().nullable(),
  buyer_city: z.string().nullable(),
  buyer_pincode: z.string().nullable(),
  buyer_email: z.string().nullable(),
  buyer_phone: z.string().nullable(),
  ...documentTotals,
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

export const taxInvoiceLineSchema = z.object({
  id: z.string(),
  invoice_id: z.string(),
  position: z.number().int(),
  order_line_id: z.string().nullable(),
  description: z.string(),
  hsn: z.string().nullable(),
  unit: z.string(),
  quantity: numeric,
  unit_price: numeric,
  gross_amount: numeric,
  discount_amount: numeric,
  ...lineTax,
});
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLineSchema>;

export const creditNoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  invoice_id: z.string(),
  order_id: z.string(),
  project_id: z.string(),
  client_id: z.string(),
  note_date: z.string(),
  reason: z.string(),
  ...documentTotals,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteLineSchema = z.object({
  id: z.string(),
  credit_note_id: z.string(),
  position: z.number().int(),
  invoice_line_id: z.string(),
  description: z.string(),
  hsn: z.string().nullable(),
  ...lineTax,
});
export type CreditNoteLine = z.infer<typeof creditNoteLineSchema>;

export const INVOICE_SORT_COLUMNS = [
  'number',
  'invoice_date',
  'client_name',
  'grand_total',
  'outstanding',
] as const;

export interface InvoiceQuery {
  search?: string | undefined;
  status?: InvoiceStatus | undefined;
  clientId?: string | undefined;
  orderId?: string | undefined;
  /** Only invoices with something left to pay. */
  unpaid?: boolean | undefined;
  sort?: { column: (typeof INVOICE_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export async function listInvoices(
  query: InvoiceQuery = {},
  given?: DataSource,
): Promise<ListPage<InvoiceSummary>> {
  const sort = chosenSort(query.sort, desc('number'));
  return fetchPage(
    'invoice_summaries',
    {
      where: listFilters({
        search: { columns: ['number', 'client_name', 'project_code', 'order_number'], term: query.search },
        filters: { status: query.status, client_id: query.clientId, order_id: query.orderId },
        where: query.unpaid ? [{ column: 'outstanding', op: 'gte', value: 0.01 }] : [],
      }),
      sort,
      page: query.page,
      pageSize: query.pageSize,
    },
    invoiceSummarySchema,
    given,
  );
}

export interface InvoiceDocument {
  invoice: TaxInvoice;
  lines: TaxInvoiceLine[];
  creditNotes: CreditNote[];
}

/** An invoice with its lines and the credit notes against it; null when it does not exist. */
export async function getInvoice(id: string, given?: DataSource): Promise<InvoiceDocument | null> {
  const ds = await source(given);
  const invoice = await getRow('tax_invoices', id, taxInvoiceSchema, ds);
  if (invoice === null) return null;
  const ofInvoice = [eq('invoice_id', id)];
  const [lines, creditNotes] = await Promise.all([
    listRows('tax_invoice_lines', taxInvoiceLineSchema, { filters: ofInvoice, sort: [asc('position')] }, ds),
    listRows('credit_notes', creditNoteSchema, { filters: ofInvoice, sort: [asc('number')] }, ds),
  ]);
  return { invoice, lines, creditNotes };
}

export interface CreditNoteDocument {
  note: CreditNote;
  lines: CreditNoteLine[];
  invoice: TaxInvoice;
}

export async function getCreditNote(id: string, given?: DataSource): Promise<CreditNoteDocument | null> {
  const ds = await source(given);
  const note = await getRow('credit_notes', id, creditNoteSchema, ds);
  if (note === null) return null;
  const [lines, invoice] = await Promise.all([
    listRows(
      'credit_note_lines',
      creditNoteLineSchema,
      { filters: [eq('credit_note_id', id)], sort: [asc('position')] },
      ds,
    ),
    // A credit note is always against an invoice: a missing one fails the parse, as it should.
    ds.get<unknown>('tax_invoices', note.invoice_id),
  ]);
  return { note, lines, invoice: taxInvoiceSchema.parse(invoice) };
}

/** The database's refusal in the person's words. */
export function invoicingRefusal(error: unknown): string {
  if (isDataSourceError(error) && error.kind === 'permission') {
    return 'Issuing invoices and credit notes needs the “invoice.issue” permission on this project.';
  }
  return error instanceof Error ? error.message : 'Nothing was issued.';
}

async function call(fn: string, args: Record<string, unknown>, given?: DataSource): Promise<string> {
  const ds = await source(given);
  try {
    return z.string().parse(await ds.rpc<unknown>(fn, args));
  } catch (error) {
    if (!isDataSourceError(error)) throw error;
    throw new DataSourceError(
      error.kind === 'permission' ? 'permission' : 'rejected',
      invoicingRefusal(error),
      { code: error.code, constraint: error.constraint },
      { cause: error },
    );
  }
}

export const issueInvoiceSchema = z.object({
  orderId: z.guid('Choose the order to invoice.'),
  /** A payment stage of the order's project, or null for the rest of the order. */
  paymentStageId: z.guid('Choose a payment stage.').nullable(),
  invoiceDate: z.iso.date('Enter the invoice date.'),
});
export type IssueInvoiceForm = z.input<typeof issueInvoiceSchema>;

/** Issues an invoice for a stage of the order, or for what is left of it; returns its id. */
export async function issueInvoice(form: IssueInvoiceForm, given?: DataSource): Promise<string> {
  const values = issueInvoiceSchema.parse(form);
  return call(
    'issue_invoice',
    {
      p_order_id: values.orderId,
      p_payment_stage_id: values.paymentStageId,
      p_invoice_date: values.invoiceDate,
    },
    given,
  );
}

export const creditNoteFormSchema = z.object({
  invoiceId: z.guid(),
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the invoice is credited.')
    .max(1000, 'Keep the reason within 1000 characters.'),
  /** Lines to credit, each in full or for part of its taxable amount; null credits what is left of all. */
  lines: z
    .array(
      z.object({
        invoiceLineId: z.guid(),
        taxableAmount: z.number().positive('Credit more than nothing.').optional(),
      }),
    )
    .min(1, 'Choose at least one line to credit.')
    .nullable(),
  noteDate: z.iso.date('Enter the credit note date.'),
});
export type CreditNoteForm = z.input<typeof creditNoteFormSchema>;

export async function issueCreditNote(form: CreditNoteForm, given?: DataSource): Promise<string> {
  const values = creditNoteFormSchema.parse(form);
  return call(
    'issue_credit_note',
    {
      p_invoice_id: values.invoiceId,
      p_reason: values.reason,
      p_lines:
        values.lines?.map((line) => ({
          invoice_line_id: line.invoiceLineId,
          ...(line.taxableAmount === undefined ? {} : { taxable_amount: line.taxableAmount }),
        })) ?? null,
      p_note_date: values.noteDate,
    },
    given,
  );
}

const keys = recordKeys<InvoiceQuery>('invoices');
export const invoiceKeys = {
  ...keys,
  creditNote: (id: string) => [...keys.all, 'credit-note', id] as const,
};

export const invoiceQueries = {
  list: (query: InvoiceQuery) => listQuery(invoiceKeys.list(query), () => listInvoices(query)),
  detail: (id: string) => queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) }),
  creditNote: (id: string) =>
    queryOptions({ queryKey: invoiceKeys.creditNote(id), queryFn: () => getCreditNote(id) }),
};
