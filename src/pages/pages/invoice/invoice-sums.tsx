import { OrderSummary, type SummaryRow } from '@/ui/components/order-summary/order-summary';
import type { InvoiceTotals } from './invoice-model';
import { formatRupees } from './invoice-store';

/** The tax breakdown of an invoice: CGST and SGST within the state, IGST across states. */
export function InvoiceSums({ totals }: { totals: InvoiceTotals }) {
  const rows: SummaryRow[] = [
    { label: 'Taxable value', value: formatRupees(totals.taxable) },
    ...(totals.interState
      ? [{ label: 'IGST', value: formatRupees(totals.igst) }]
      : [
          { label: 'CGST', value: formatRupees(totals.cgst) },
          { label: 'SGST', value: formatRupees(totals.sgst) },
        ]),
  ];
  return (
    <OrderSummary
      title="Invoice total"
      totalLabel="Amount due"
      rows={rows}
      total={formatRupees(totals.total)}
    />
  );
}
