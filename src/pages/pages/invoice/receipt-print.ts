/**
 * A payment receipt as the client receives it: the receipt number the database gave the payment,
 * what was received and against what (project, payment stage, order, the stage's invoice where one
 * is issued), on the design system's one business document with the organisation's letterhead.
 */
import type { QuotationDocumentProps } from '@/ui';
import { orgLogoSrc, type OrgSettings } from '@/services/admin';
import type { ReceiptDocument } from '@/services/commercials';
import { PAYMENT_MODE_LABELS } from '@/services/projects';

export function receiptDocumentProps(
  receipt: ReceiptDocument,
  org: OrgSettings | null,
): QuotationDocumentProps {
  const project = receipt.project_code
    ? `${receipt.project_code} · ${receipt.project_name}`
    : receipt.project_name;
  const particulars: { label: string; value: string }[] = [
    { label: 'Mode', value: PAYMENT_MODE_LABELS[receipt.mode] },
    { label: 'Reference', value: receipt.reference ?? '—' },
    { label: 'Project', value: project },
  ];
  if (receipt.stage_name) particulars.push({ label: 'Payment stage', value: receipt.stage_name });
  if (receipt.order_numbers) particulars.push({ label: 'Against order', value: receipt.order_numbers });
  if (receipt.invoice_numbers) particulars.push({ label: 'Against invoice', value: receipt.invoice_numbers });
  return {
    heading: 'Receipt',
    company: {
      name: org?.company_name ?? 'Company',
      legalName: org?.legal_name ?? null,
      gstin: org?.gstin ?? null,
      addressLines: [
        org?.address_line1,
        org?.address_line2,
        [org?.city, org?.state, org?.pincode].filter(Boolean).join(', '),
      ].filter((line): line is string => Boolean(line)),
      email: org?.email ?? null,
      phone: org?.phone ?? null,
      logoSrc: orgLogoSrc(org),
    },
    client: {
      name: receipt.client_name,
      addressLines: [
        receipt.client_address,
        [receipt.client_city, receipt.client_state].filter(Boolean).join(', '),
      ].filter((line): line is string => Boolean(line)),
      gstin: receipt.client_gstin,
    },
    quotation: {
      reference: receipt.number,
      title: receipt.stage_name ? `${receipt.stage_name}, ${receipt.project_name}` : receipt.project_name,
      issueDate: receipt.received_on,
      projectName: receipt.project_name,
    },
    received: { amount: receipt.amount, particulars },
    terms: receipt.reversed
      ? 'This payment was later reversed; see the client’s statement.'
      : 'Subject to realisation of the cheque or transfer.',
    closing: null,
  };
}
