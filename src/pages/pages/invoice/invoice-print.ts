/**
 * Invoices and credit notes as the client receives them: the issued snapshot (seller, buyer, place
 * of supply, figures) mapped onto the design system's one business document (QuotationDocument),
 * with the organisation's logo and letterhead contact from its settings.
 */
import type { QuotationDocumentProps, QuotationDocumentTaxRow } from '@/ui';
import { orgLogoSrc, type OrgSettings } from '@/services/admin';
import {
  BOQ_LABELS,
  type CreditNoteDocument,
  type InvoiceDocument,
  type TaxInvoice,
} from '@/services/commercials';

type TaxRow = QuotationDocumentTaxRow;

function company(invoice: TaxInvoice, org: OrgSettings | null): QuotationDocumentProps['company'] {
  return {
    name: org?.company_name ?? invoice.seller_name,
    legalName: invoice.seller_name,
    gstin: invoice.seller_gstin,
    addressLines: invoice.seller_address ? [invoice.seller_address] : [],
    email: org?.email ?? null,
    phone: org?.phone ?? null,
    logoSrc: orgLogoSrc(org),
  };
}

function client(invoice: TaxInvoice): QuotationDocumentProps['client'] {
  return {
    name: invoice.buyer_name,
    addressLines: invoice.buyer_address ? [invoice.buyer_address] : [],
    gstin: invoice.buyer_gstin,
    placeOfSupply: invoice.place_of_supply
      ? `${invoice.place_of_supply}${invoice.place_of_supply_code ? ` (${invoice.place_of_supply_code})` : ''}`
      : null,
  };
}

/** Tax by rate from lines that carry their own CGST, SGST and IGST. */
function taxByRate(
  lines: readonly {
    gst_rate: number;
    taxable_amount: number;
    cgst_amount: number;
    sgst_amount: number;
    igst_amount: number;
  }[],
): TaxRow[] {
  const rows = new Map<number, TaxRow>();
  for (const line of lines) {
    const row = rows.get(line.gst_rate) ?? { gstRate: line.gst_rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    row.taxable += line.taxable_amount;
    row.cgst += line.cgst_amount;
    row.sgst += line.sgst_amount;
    row.igst += line.igst_amount;
    rows.set(line.gst_rate, row);
  }
  const paise = (n: number) => Math.round(n * 100) / 100;
  return [...rows.values()]
    .sort((a, b) => a.gstRate - b.gstRate)
    .map((r) => ({
      gstRate: r.gstRate,
      taxable: paise(r.taxable),
      cgst: paise(r.cgst),
      sgst: paise(r.sgst),
      igst: paise(r.igst),
    }));
}

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

export function invoiceDocumentProps(
  { invoice, lines }: InvoiceDocument,
  org: OrgSettings | null,
  orderNumber: string,
): QuotationDocumentProps {
  const stage = invoice.stage_name ? `${invoice.stage_name} (${invoice.share_percent} % of the order)` : null;
  return {
    heading: 'Tax invoice',
    company: company(invoice, org),
    client: client(invoice),
    quotation: {
      reference: invoice.number,
      title:
        stage ?? (invoice.share_percent < 100 ? `Balance of order ${orderNumber}` : `Order ${orderNumber}`),
      issueDate: invoice.invoice_date,
      projectName: `Order ${orderNumber}`,
    },
    details: [{ label: 'Due by', value: shortDate(invoice.due_date) }],
    rooms: [
      {
        room: stage ? `${stage}: share of each line` : 'Items',
        lines: lines.map((line) => ({
          id: line.id,
          itemCode: null,
          description: line.description,
          hsn: line.hsn,
          unit: BOQ_LABELS[line.unit] ?? line.unit,
          quantity: line.quantity,
          rate: line.unit_price,
          discount: line.discount_amount,
          amount: line.taxable_amount,
          gstRate: line.gst_rate,
        })),
      },
    ],
    totals: {
      subtotal: lines.reduce((sum, line) => sum + line.gross_amount, 0),
      discount: lines.reduce((sum, line) => sum + line.discount_amount, 0),
      taxable: invoice.taxable_total,
      intraState: invoice.intra_state,
      tax: taxByRate(lines),
      gstTotal: invoice.cgst_total + invoice.sgst_total + invoice.igst_total,
      roundOff: invoice.round_off,
      grandTotal: invoice.grand_total,
    },
    terms: `Payment due by ${shortDate(invoice.due_date)}. Quote ${invoice.number} with your payment.`,
    closing:
      invoice.status === 'cancelled'
        ? 'This invoice is cancelled by the credit notes issued against it.'
        : null,
  };
}

export function creditNoteDocumentProps(
  { note, lines, invoice }: CreditNoteDocument,
  org: OrgSettings | null,
): QuotationDocumentProps {
  return {
    heading: 'Credit note',
    company: company(invoice, org),
    client: client(invoice),
    quotation: { reference: note.number, title: note.reason, issueDate: note.note_date },
    details: [{ label: 'Against invoice', value: `${invoice.number} of ${shortDate(invoice.invoice_date)}` }],
    rooms: [
      {
        room: 'Credited',
        lines: lines.map((line) => ({
          id: line.id,
          itemCode: null,
          description: line.description,
          hsn: line.hsn,
          unit: 'lump sum',
          quantity: 1,
          rate: line.taxable_amount,
          discount: 0,
          amount: line.taxable_amount,
          gstRate: line.gst_rate,
        })),
      },
    ],
    totals: {
      subtotal: note.taxable_total,
      discount: 0,
      taxable: note.taxable_total,
      intraState: invoice.intra_state,
      tax: taxByRate(lines),
      gstTotal: note.cgst_total + note.sgst_total + note.igst_total,
      roundOff: note.round_off,
      grandTotal: note.grand_total,
    },
    terms: 'The tax charged on the invoice is reversed as shown.',
    closing: null,
  };
}
