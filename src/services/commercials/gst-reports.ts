/**
 * The month's registers as accountants file them: the sales register (every invoice and credit
 * note, credit notes negative) and the GST summary by rate and place of supply (gst_summary), from
 * the issued documents' own figures, and the purchase register (goods received, purchase_register).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { source } from '../kit/data-access';
import { asc, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { documentTotals, lineTax } from './gst-figures';

export const salesRegisterRowSchema = z.object({
  document_id: z.string(),
  document: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  document_date: z.string(),
  buyer_name: z.string(),
  buyer_gstin: z.string().nullable(),
  place_of_supply: z.string().nullable(),
  against_number: z.string().nullable(),
  ...documentTotals,
  status: z.string(),
});
export type SalesRegisterRow = z.infer<typeof salesRegisterRowSchema>;

export const gstSummaryRowSchema = z.object({
  place_of_supply: z.string().nullable(),
  place_of_supply_code: z.string().nullable(),
  documents: z.number().int(),
  ...lineTax,
});
export type GstSummaryRow = z.infer<typeof gstSummaryRowSchema>;

export const purchaseRegisterRowSchema = z.object({
  id: z.string(),
  supplier_name: z.string(),
  entry_date: z.string(),
  number: z.string(),
  purchase_order_number: z.string(),
  credit: numeric,
});
export type PurchaseRegisterRow = z.infer<typeof purchaseRegisterRowSchema>;

/** The first and last day of the month of `month` (YYYY-MM or YYYY-MM-DD). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, mon] = month.slice(0, 7).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const mm = String(mon).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

async function between<Row>(
  relation: string,
  column: string,
  month: string,
  schema: z.ZodType<Row>,
  given?: DataSource,
): Promise<Row[]> {
  const { from, to } = monthBounds(month);
  return listRows(
    relation,
    schema,
    {
      filters: [
        { column, op: 'gte', value: from },
        { column, op: 'lte', value: to },
      ],
      sort: [asc(column), asc('number')],
    },
    given,
  );
}

export const salesRegister = (month: string, given?: DataSource) =>
  between('sales_register', 'document_date', month, salesRegisterRowSchema, given);

export const purchaseRegister = (month: string, given?: DataSource) =>
  between('purchase_register', 'entry_date', month, purchaseRegisterRowSchema, given);

export async function gstSummary(month: string, given?: DataSource): Promise<GstSummaryRow[]> {
  const ds = await source(given);
  return z
    .array(gstSummaryRowSchema)
    .parse(await ds.rpc<unknown>('gst_summary', { p_month: monthBounds(month).from }));
}

export const gstReportKeys = {
  all: ['gst-reports'] as const,
  sales: (month: string) => [...gstReportKeys.all, 'sales', month] as const,
  summary: (month: string) => [...gstReportKeys.all, 'summary', month] as const,
  purchases: (month: string) => [...gstReportKeys.all, 'purchases', month] as const,
};

export const gstReportQueries = {
  sales: (month: string) =>
    queryOptions({ queryKey: gstReportKeys.sales(month), queryFn: () => salesRegister(month) }),
  summary: (month: string) =>
    queryOptions({ queryKey: gstReportKeys.summary(month), queryFn: () => gstSummary(month) }),
  purchases: (month: string) =>
    queryOptions({ queryKey: gstReportKeys.purchases(month), queryFn: () => purchaseRegister(month) }),
};
