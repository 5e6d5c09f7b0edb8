/**
 * Receipts: the database numbers every payment received (payment_receipts, RCPT/2026-27/0001); this
 * reads one as the client receives it (the payment_receipt_documents view: the payment, its
 * project, client and stage, and the orders and invoices it was received against where known).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { eq, findRow } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { PAYMENT_MODES } from '../projects/project-model';

export const receiptDocumentSchema = z.object({
  payment_id: z.string(),
  number: z.string(),
  received_on: z.string().transform((value) => value.slice(0, 10)),
  amount: numeric,
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  project_id: z.string(),
  project_code: z.string().nullable(),
  project_name: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  client_address: z.string().nullable(),
  client_city: z.string().nullable(),
  client_state: z.string().nullable(),
  client_gstin: z.string().nullable(),
  stage_name: z.string().nullable(),
  order_numbers: z.string().nullable(),
  invoice_numbers: z.string().nullable(),
  reversed: z.boolean(),
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

/** The receipt of one payment; null when it has none (a reversal) or the caller may not read it. */
export async function getReceiptDocument(
  paymentId: string,
  given?: DataSource,
): Promise<ReceiptDocument | null> {
  return findRow(
    'payment_receipt_documents',
    receiptDocumentSchema,
    { filters: [eq('payment_id', paymentId)] },
    given,
  );
}

export const receiptKeys = {
  all: ['payment-receipts'] as const,
  detail: (paymentId: string) => [...receiptKeys.all, 'detail', paymentId] as const,
};

export const receiptQueries = {
  detail: (paymentId: string) =>
    queryOptions({ queryKey: receiptKeys.detail(paymentId), queryFn: () => getReceiptDocument(paymentId) }),
};
