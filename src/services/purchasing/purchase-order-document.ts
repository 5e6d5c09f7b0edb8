/**
 * A purchase order as the supplier receives it: the order with the supplier's GSTIN, state and
 * address (purchase_order_documents), its lines (purchase_order_line_details) and its GST by rate,
 * CGST and SGST within the organisation's state or IGST across (purchase_order_tax_by_rate). The
 * database computes every figure; this reads and parses them.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { source } from '../kit/data-access';
import { numeric } from '../kit/schemas';
import { asc, eq, getRow, listRows } from '../kit/rows';
import {
  listPurchaseOrderLines,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderKeys,
  type PurchaseOrderLine,
} from './purchase-orders';

export const purchaseOrderHeaderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  order_date: z.string().transform((value) => value.slice(0, 10)),
  expected_date: z
    .string()
    .nullable()
    .transform((value) => value?.slice(0, 10) ?? null),
  notes: z.string().nullable(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  supplier_gstin: z.string().nullable(),
  supplier_state: z.string().nullable(),
  supplier_address: z.string().nullable(),
  supplier_contact: z.string().nullable(),
  supplier_phone: z.string().nullable(),
  supplier_email: z.string().nullable(),
  payment_terms_days: z.number().int(),
  intra_state: z.boolean(),
  taxable: numeric,
  gst: numeric,
  total: numeric,
});
export type PurchaseOrderHeader = z.infer<typeof purchaseOrderHeaderSchema>;

export const purchaseOrderTaxRowSchema = z.object({
  gst_rate: numeric,
  taxable: numeric,
  cgst: numeric,
  sgst: numeric,
  igst: numeric,
});
export type PurchaseOrderTaxRow = z.infer<typeof purchaseOrderTaxRowSchema>;

export interface PurchaseOrderDocument {
  order: PurchaseOrderHeader;
  lines: PurchaseOrderLine[];
  tax: PurchaseOrderTaxRow[];
}

/** One purchase order to print; null when there is none the caller may read. */
export async function getPurchaseOrderDocument(
  id: string,
  given?: DataSource,
): Promise<PurchaseOrderDocument | null> {
  const ds = await source(given);
  const order = await getRow('purchase_order_documents', id, purchaseOrderHeaderSchema, ds);
  if (order === null) return null;
  const [lines, tax] = await Promise.all([
    listPurchaseOrderLines(id, ds),
    listRows(
      'purchase_order_tax_by_rate',
      purchaseOrderTaxRowSchema,
      { filters: [eq('purchase_order_id', id)], sort: [asc('gst_rate')] },
      ds,
    ),
  ]);
  return { order, lines, tax };
}

export const purchaseOrderDocumentQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: [...purchaseOrderKeys.all, 'document', id] as const,
      queryFn: () => getPurchaseOrderDocument(id),
    }),
};
