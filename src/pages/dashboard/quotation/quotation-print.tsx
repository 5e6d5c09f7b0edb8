/**
 * The printable quotation: maps the quotation, its lines, its totals with the GST split
 * (quotation_tax), the client and the org settings onto the design system's QuotationDocument.
 */
import type { QuotationDocumentProps } from '@/ui';
import { orgLogoSrc, type OrgSettings } from '@/services/admin';
import {
  BOQ_LABELS,
  type QuotationClient,
  type QuotationLine,
  type QuotationSummary,
  type QuotationTax,
} from '@/services/commercials';
import { linesByRoom } from './quotation-status';

export function documentProps(
  quotation: QuotationSummary,
  lines: readonly QuotationLine[],
  tax: QuotationTax,
  client: QuotationClient | null,
  org: OrgSettings | null,
  terms: string | null,
): QuotationDocumentProps {
  const figures = new Map(tax.lines.map((l) => [l.line_id, l]));
  return {
    company: {
      name: org?.company_name ?? 'Company',
      legalName: org?.legal_name ?? null,
      // Once sent, the GSTINs and states the GST split was worked out from are the snapshot's (issue 20).
      gstin: tax.snapshot ? (tax.org_gstin ?? null) : (org?.gstin ?? null),
      addressLines: [
        org?.address_line1,
        org?.address_line2,
        [org?.city, org?.state, org?.pincode].filter(Boolean).join(', '),
      ].filter((l): l is string => Boolean(l)),
      email: org?.email ?? null,
      phone: org?.phone ?? null,
      logoSrc: orgLogoSrc(org),
    },
    client: {
      name: client?.name ?? quotation.client_name,
      addressLines: [
        client?.billing_address,
        [client?.city, tax.snapshot ? tax.client_state : client?.state, client?.pincode]
          .filter(Boolean)
          .join(', '),
      ].filter((l): l is string => Boolean(l)),
      gstin: tax.snapshot ? (tax.client_gstin ?? null) : (client?.gstin ?? null),
      placeOfSupply: tax.place_of_supply,
    },
    quotation: {
      reference: quotation.reference,
      title: quotation.title,
      issueDate: quotation.issue_date,
      validUntil: quotation.valid_until,
      projectName: `${quotation.project_code} · ${quotation.project_name}`,
    },
    rooms: linesByRoom(lines).map(({ room, lines: roomLines }) => ({
      room,
      lines: roomLines.map((l) => {
        const f = figures.get(l.id);
        const lineAmount = f?.line_amount ?? 0;
        return {
          id: l.id,
          itemCode: l.item_code,
          description: l.description,
          hsn: l.hsn,
          unit: BOQ_LABELS[l.unit] ?? l.unit,
          quantity: l.quantity,
          rate: l.quantity > 0 ? Math.round((lineAmount / l.quantity) * 100) / 100 : 0,
          discount: f?.discount_amount ?? 0,
          amount: f?.taxable_amount ?? 0,
          gstRate: l.gst_rate,
        };
      }),
    })),
    totals: {
      subtotal: tax.subtotal,
      discount: tax.discount_total,
      taxable: tax.taxable_total,
      intraState: tax.intra_state,
      tax: tax.gst_split.map((r) => ({
        gstRate: r.gst_rate,
        taxable: r.taxable_amount,
        cgst: r.cgst_amount,
        sgst: r.sgst_amount,
        igst: r.igst_amount,
      })),
      gstTotal: tax.gst_total,
      grandTotal: tax.grand_total,
    },
    terms,
  };
}
