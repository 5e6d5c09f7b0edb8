/** Tax invoices of the template's invoice pages: schema, GST maths (CGST and SGST within Karnataka, IGST outside). */
import { z } from 'zod';

export const HOME_STATE = 'Karnataka';
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const INVOICE_STATUSES = ['Draft', 'Sent', 'Paid', 'Overdue', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const UNITS = ['nos', 'sqft', 'rft', 'set', 'lump sum'] as const;

export const invoiceLineSchema = z.object({
  description: z.string().trim().min(2, 'Describe the item'),
  hsn: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'HSN/SAC is 4 to 8 digits'),
  quantity: z.number('Enter a quantity').positive('Quantity must be more than 0'),
  unit: z.enum(UNITS),
  rate: z.number('Enter a rate').nonnegative('The rate cannot be negative'),
  gstRate: z.union(GST_RATES.map((rate) => z.literal(rate))),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientGstin: z.string(),
  clientAddress: z.string(),
  clientState: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(invoiceLineSchema).min(1),
  notes: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export interface InvoiceTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  interState: boolean;
}

const paise = (value: number) => Math.round(value * 100) / 100;

/** Line by line, rounded to paise; within the home state the GST is split into CGST and SGST halves. */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, 'quantity' | 'rate' | 'gstRate'>[],
  clientState: string,
): InvoiceTotals {
  const interState = clientState.trim() !== '' && clientState !== HOME_STATE;
  let taxable = 0;
  let gst = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? line.quantity : 0;
    const rate = Number.isFinite(line.rate) ? line.rate : 0;
    const amount = paise(quantity * rate);
    taxable += amount;
    gst += paise((amount * line.gstRate) / 100);
  }
  taxable = paise(taxable);
  gst = paise(gst);
  const half = paise(gst / 2);
  return {
    taxable,
    cgst: interState ? 0 : half,
    sgst: interState ? 0 : paise(gst - half),
    igst: interState ? gst : 0,
    total: paise(taxable + gst),
    interState,
  };
}

/** The next number in the financial year's series, e.g. INV/2026-27/0043. */
export function nextInvoiceNumber(invoices: readonly Invoice[]): string {
  const highest = Math.max(0, ...invoices.map((invoice) => Number(invoice.number.split('/').at(-1)) || 0));
  return `INV/2026-27/${String(highest + 1).padStart(4, '0')}`;
}

/** GSTIN: 2-digit state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
