import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  QuotationDocument,
  type QuotationDocumentProps,
  type QuotationDocumentTotals,
} from '../../../src/ui/components/quotation-document/quotation-document';

const totals: QuotationDocumentTotals = {
  subtotal: 107600,
  discount: 700,
  taxable: 106900,
  intraState: true,
  tax: [
    { gstRate: 12, taxable: 13300, cgst: 798, sgst: 798, igst: 0 },
    { gstRate: 18, taxable: 93600, cgst: 8424, sgst: 8424, igst: 0 },
  ],
  gstTotal: 18444,
  grandTotal: 125344.5,
};

const base: QuotationDocumentProps = {
  company: {
    name: 'Fine Panel Works',
    legalName: 'Fine Panel Works Pvt Ltd',
    gstin: '29AABCF4821K1Z6',
    addressLines: ['42 Industrial Layout', 'Peenya 2nd Stage', 'Bengaluru, Karnataka, 560058'],
    email: 'hello@fpw.in',
    phone: '+91 80 4000 1234',
  },
  client: {
    name: 'Anil Sharma',
    addressLines: ['12, 4th Cross, Indiranagar', 'Bengaluru, Karnataka, 560038'],
    placeOfSupply: 'Karnataka',
  },
  quotation: {
    reference: 'QT-2026-0007 R2',
    title: 'Sharma residence interiors',
    issueDate: '2026-11-20',
    validUntil: '2026-12-20',
  },
  rooms: [
    {
      room: 'Kitchen',
      lines: [
        {
          id: 'a',
          itemCode: 'KIT-01',
          description: 'Modular base and wall units',
          hsn: '9403',
          unit: 'rft',
          quantity: 12,
          rate: 7800,
          discount: 0,
          amount: 93600,
          gstRate: 18,
        },
      ],
    },
    {
      room: 'Living and dining',
      lines: [
        {
          id: 'b',
          itemCode: 'PNT-01',
          description: 'Wall painting, two coats',
          hsn: '9954',
          unit: 'sqft',
          quantity: 500,
          rate: 28,
          discount: 700,
          amount: 13300,
          gstRate: 12,
        },
      ],
    },
  ],
  totals,

  terms: '50% with order, 45% before dispatch, 5% after installation.',
};

const meta = {
  title: 'UI/Commerce/QuotationDocument',
  component: QuotationDocument,
  args: base,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuotationDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithinTheState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvas.getByRole('article', { name: 'Quotation QT-2026-0007 R2' });
    await expect(doc).toHaveTextContent('GSTIN: 29AABCF4821K1Z6');
    await expect(within(doc).getByRole('group', { name: 'Client' })).toHaveTextContent('Anil Sharma');
    const gst = within(doc).getByRole('table', { name: 'GST by rate' });
    await expect(
      within(gst)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['GST rate', 'Taxable', 'CGST', 'SGST']);
    await expect(gst).toHaveTextContent('₹798.00 (6 %)');
    await expect(within(doc).getByRole('group', { name: 'Totals' })).toHaveTextContent(
      'Grand total₹1,25,344.50',
    );
    await expect(doc).toHaveTextContent(
      'Rupees One Lakh Twenty-Five Thousand Three Hundred Forty-Four and Fifty Paise Only',
    );
    await expect(doc).toHaveTextContent('This quotation is valid until 20 Dec 2026.');
  },
};

export const OutsideTheState: Story = {
  args: {
    ...base,
    client: {
      ...base.client,
      addressLines: ['Bandra West', 'Mumbai, Maharashtra'],
      placeOfSupply: 'Maharashtra',
    },
    totals: {
      ...totals,
      intraState: false,
      tax: [
        { gstRate: 12, taxable: 13300, cgst: 0, sgst: 0, igst: 1596 },
        { gstRate: 18, taxable: 93600, cgst: 0, sgst: 0, igst: 16848 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gst = canvas.getByRole('table', { name: 'GST by rate' });
    await expect(gst).toHaveTextContent('IGST');
    await expect(gst).not.toHaveTextContent('CGST');
    await expect(gst).toHaveTextContent('₹16,848.00');
    await expect(canvas.getByRole('group', { name: 'Totals' })).toHaveTextContent('IGST₹18,444.00');
  },
};

/** A payment's receipt: the same letterhead and client block, what was received in place of lines. */
export const Receipt: Story = {
  args: {
    ...base,
    heading: 'Receipt',
    quotation: {
      reference: 'RCPT/2026-27/0012',
      title: 'Booking advance, Sharma residence interiors',
      issueDate: '2026-11-24',
      projectName: 'Sharma residence interiors',
    },
    rooms: undefined,
    totals: undefined,
    received: {
      amount: 50125.5,
      particulars: [
        { label: 'Mode', value: 'UPI' },
        { label: 'Reference', value: 'UPI 4471 2290 1183' },
        { label: 'Project', value: 'PRJ-2026-0031 · Sharma residence interiors' },
        { label: 'Against order', value: 'SO-2026-0021' },
        { label: 'Against invoice', value: 'INV/2026-27/0007' },
      ],
    },
    terms: 'Subject to realisation of the cheque or transfer.',
    closing: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvas.getByRole('article', { name: 'Receipt RCPT/2026-27/0012' });
    await expect(within(doc).getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(doc).toHaveTextContent('No. RCPT/2026-27/0012');
    await expect(doc).toHaveTextContent('Date: 24 Nov 2026');
    await expect(within(doc).getByRole('group', { name: 'Client' })).toHaveTextContent('Anil Sharma');
    const received = within(doc).getByRole('table', { name: 'Payment received' });
    await expect(received).toHaveTextContent('ModeUPI');
    await expect(received).toHaveTextContent('Against invoiceINV/2026-27/0007');
    await expect(doc).toHaveTextContent('Amount received₹50,125.50');
    await expect(within(doc).getByTestId('amount-in-words')).toHaveTextContent(
      'Rupees Fifty Thousand One Hundred Twenty-Five and Fifty Paise Only',
    );
    // A receipt charges no tax of its own: no lines, no GST table.
    await expect(within(doc).queryByRole('table', { name: 'GST by rate' })).toBeNull();
    await expect(within(doc).queryByRole('group', { name: 'Totals' })).toBeNull();
  },
};

/** A purchase order to a supplier in another state: the supplier in the "To" block, the stock item's
 * unit after each quantity, IGST, delivery and payment terms under the date. */
export const PurchaseOrder: Story = {
  args: {
    ...base,
    heading: 'Purchase order',
    client: {
      role: 'Supplier',
      name: 'Greenply Distributors Pune',
      addressLines: [
        'Gala 12, Shree Industrial Estate, Bhosari MIDC, Pune 411026',
        'Maharashtra',
        'Sandeep Kale · +91 98220 41100',
      ],
      gstin: '27AABCG4821K1Z3',
      placeOfSupply: 'Karnataka',
    },
    quotation: { reference: 'PO/2026-27/0004', title: 'Supply of 2 items', issueDate: '2026-11-29' },
    details: [
      { label: 'Deliver by', value: '6 Dec 2026' },
      { label: 'Payment terms', value: '30 days' },
    ],
    rooms: [
      {
        room: 'Items',
        lines: [
          {
            id: 'board',
            itemCode: 'BRD-MR-18',
            description: 'MR plywood 18 mm, 2440 × 1220',
            hsn: null,
            unit: 'sheets',
            quantity: 20,
            rate: 2150,
            discount: 0,
            amount: 43000,
            gstRate: 18,
          },
          {
            id: 'band',
            itemCode: 'EB-22-WH',
            description: 'PVC edge band 22 × 0.8 mm, white',
            hsn: null,
            unit: 'metres',
            quantity: 500,
            rate: 9.5,
            discount: 0,
            amount: 4750,
            gstRate: 18,
          },
        ],
      },
    ],
    totals: {
      subtotal: 47750,
      discount: 0,
      taxable: 47750,
      intraState: false,
      tax: [{ gstRate: 18, taxable: 47750, cgst: 0, sgst: 0, igst: 8595 }],
      gstTotal: 8595,
      grandTotal: 56345,
    },
    terms: 'Deliver to Fine Panel Works, Peenya, Bengaluru, with a tax invoice quoting PO/2026-27/0004.',
    closing: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvas.getByRole('article', { name: 'Purchase order PO/2026-27/0004' });
    await expect(within(doc).getByRole('heading', { name: 'Purchase order' })).toBeVisible();
    await expect(doc).toHaveTextContent('Deliver by: 6 Dec 2026');
    await expect(doc).toHaveTextContent('Payment terms: 30 days');
    const supplier = within(doc).getByRole('group', { name: 'Supplier' });
    await expect(supplier).toHaveTextContent('Greenply Distributors Pune');
    await expect(supplier).toHaveTextContent('GSTIN: 27AABCG4821K1Z3');
    await expect(within(doc).queryByRole('group', { name: 'Client' })).toBeNull();
    const lines = within(doc).getByRole('table', { name: 'Lines of Items' });
    await expect(lines).toHaveTextContent('20 sheets');
    await expect(lines).toHaveTextContent('500 metres');
    const gst = within(doc).getByRole('table', { name: 'GST by rate' });
    await expect(within(gst).getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    await expect(within(gst).queryByRole('columnheader', { name: 'CGST' })).toBeNull();
    await expect(within(doc).getByRole('group', { name: 'Totals' })).toHaveTextContent(
      'Grand total₹56,345.00',
    );
    await expect(within(doc).getByTestId('amount-in-words')).toHaveTextContent(
      'Rupees Fifty-Six Thousand Three Hundred Forty-Five Only',
    );
  },
};
