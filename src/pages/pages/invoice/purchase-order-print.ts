/**
 * A purchase order as the supplier receives it, on the design system's one business document: the
 * organisation's letterhead, the supplier's name, address and GSTIN, the lines in the stock item's
 * unit, GST by rate (CGST and SGST within the state, IGST across), the total in words, and the
 * delivery and payment terms.
 */
import type { QuotationDocumentProps } from '@/ui';
import { stockUnitWord } from '@/ui/format/stock-unit';
import { orgLogoSrc, type OrgSettings } from '@/services/admin';
import type { PurchaseOrderDocument } from '@/services/purchasing';

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

export function purchaseOrderDocumentProps(
  { order, lines, tax }: PurchaseOrderDocument,
  org: OrgSettings | null,
): QuotationDocumentProps {
  const orgAddress = [
    org?.address_line1,
    org?.address_line2,
    [org?.city, org?.state, org?.pincode].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
  const details = [{ label: 'Payment terms', value: `${order.payment_terms_days} days` }];
  if (order.expected_date) details.unshift({ label: 'Deliver by', value: shortDate(order.expected_date) });
  const contact = [order.supplier_contact, order.supplier_phone, order.supplier_email].filter(Boolean);
  const taxable = lines.reduce((sum, line) => sum + line.line_total, 0);
  return {
    heading: 'Purchase order',
    company: {
      name: org?.company_name ?? 'Company',
      legalName: org?.legal_name ?? null,
      gstin: org?.gstin ?? null,
      addressLines: orgAddress,
      email: org?.email ?? null,
      phone: org?.phone ?? null,
      logoSrc: orgLogoSrc(org),
    },
    client: {
      role: 'Supplier',
      name: order.supplier_name,
      addressLines: [order.supplier_address, order.supplier_state, contact.join(' · ')].filter(
        (line): line is string => Boolean(line),
      ),
      gstin: order.supplier_gstin,
      placeOfSupply: org?.state ?? null,
    },
    quotation: {
      reference: order.number,
      title: `Supply of ${lines.length} ${lines.length === 1 ? 'item' : 'items'}`,
      issueDate: order.order_date,
    },
    details,
    rooms: [
      {
        room: 'Items',
        lines: lines.map((line) => ({
          id: line.id,
          itemCode: line.sku,
          description: line.item_name,
          hsn: null,
          unit: stockUnitWord(line.unit, line.quantity),
          quantity: line.quantity,
          rate: line.rate,
          discount: 0,
          amount: line.line_total,
          gstRate: line.gst_rate,
        })),
      },
    ],
    totals: {
      subtotal: taxable,
      discount: 0,
      taxable: order.taxable,
      intraState: order.intra_state,
      tax: tax.map((row) => ({
        gstRate: row.gst_rate,
        taxable: row.taxable,
        cgst: row.cgst,
        sgst: row.sgst,
        igst: row.igst,
      })),
      gstTotal: order.gst,
      grandTotal: order.total,
    },
    terms: [
      order.notes,
      `Deliver to ${org?.company_name ?? 'us'}${orgAddress.length > 0 ? `, ${orgAddress.join(', ')}` : ''}, with a tax invoice quoting ${order.number}.`,
      'Goods are received against this order; more than ordered may be returned.',
    ]
      .filter(Boolean)
      .join('\n'),
    closing: null,
  };
}
