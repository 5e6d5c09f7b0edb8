/** The GST figures the issued documents and the registers share, as the database returns them. */
import { numeric } from '../kit/schemas';

/** An issued document's totals, the same on an invoice and a credit note (taxes as issued, rupee round-off). */
export const documentTotals = {
  taxable_total: numeric,
  cgst_total: numeric,
  sgst_total: numeric,
  igst_total: numeric,
  round_off: numeric,
  grand_total: numeric,
};

/** A line's (or a register row's) taxable amount, its GST rate and the tax split (CGST and SGST within the state, else IGST). */
export const lineTax = {
  taxable_amount: numeric,
  gst_rate: numeric,
  cgst_amount: numeric,
  sgst_amount: numeric,
  igst_amount: numeric,
};
