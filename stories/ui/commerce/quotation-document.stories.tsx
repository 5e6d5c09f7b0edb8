import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  QuotationDocument,
  type QuotationDocumentProps,
} from '../../../src/ui/components/quotation-document/quotation-document';

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
  totals: {
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
  },
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
      ...base.totals,
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
