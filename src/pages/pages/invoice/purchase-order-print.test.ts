import { describe, expect, it } from 'vitest';
import type { OrgSettings } from '@/services/admin';
import type { PurchaseOrderDocument } from '@/services/purchasing';
import { stockUnitWord } from '@/ui/format/stock-unit';
import { purchaseOrderDocumentProps } from './purchase-order-print';

const org: OrgSettings = {
  company_name: 'Fine Panel Works',
  legal_name: 'Fine Panel Works Private Limited',
  gstin: '29AABCF4821K1Z6',
  address_line1: 'Plot 42, Peenya Industrial Area',
  address_line2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  country: 'India',
  email: 'accounts@fpw.in',
  phone: null,
  logo_path: 'branding/logo.png',
  currency: 'INR',
  default_gst_rate: 18,
  quotation_prefix: 'QT',
  order_prefix: 'SO',
  project_prefix: 'PRJ',
  version: 1,
};

const line = {
  purchase_order_id: 'po',
  stock_item_id: 'item',
  gst_rate: 18,
  received_quantity: 0,
  version: 1,
};

const document: PurchaseOrderDocument = {
  order: {
    id: 'po',
    number: 'PO/2026-27/0003',
    status: 'sent',
    order_date: '2026-11-20',
    expected_date: '2026-11-27',
    notes: 'Call Rahul before unloading.',
    supplier_id: 's',
    supplier_name: 'Hettich Hardware Mart Bengaluru',
    supplier_gstin: '29AAHCH9034Q1ZB',
    supplier_state: 'Karnataka',
    supplier_address: '58 SP Road, Chickpet, Bengaluru 560002',
    supplier_contact: 'Ravi Gowda',
    supplier_phone: '+91 98450 22170',
    supplier_email: null,
    payment_terms_days: 30,
    intra_state: true,
    taxable: 1380,
    gst: 248.4,
    total: 1628.4,
  },
  lines: [
    {
      ...line,
      id: 'a',
      position: 1,
      sku: 'HW-HNG',
      item_name: 'Soft-close hinge',
      unit: 'piece',
      quantity: 40,
      rate: 32,
      line_total: 1280,
      outstanding_quantity: 40,
    },
    {
      ...line,
      id: 'b',
      position: 2,
      sku: 'HW-BOX',
      item_name: 'Screws, box of 200',
      unit: 'box',
      quantity: 1,
      rate: 100,
      line_total: 100,
      outstanding_quantity: 1,
    },
  ],
  tax: [{ gst_rate: 18, taxable: 1380, cgst: 124.2, sgst: 124.2, igst: 0 }],
};

describe('a purchase order as the supplier receives it', () => {
  const props = purchaseOrderDocumentProps(document, org);

  it('is headed as a purchase order, addressed to the supplier, with delivery and payment terms', () => {
    expect(props.heading).toBe('Purchase order');
    expect(props.quotation.reference).toBe('PO/2026-27/0003');
    expect(props.client).toMatchObject({
      role: 'Supplier',
      name: 'Hettich Hardware Mart Bengaluru',
      gstin: '29AAHCH9034Q1ZB',
      placeOfSupply: 'Karnataka',
    });
    expect(props.client.addressLines).toEqual([
      '58 SP Road, Chickpet, Bengaluru 560002',
      'Karnataka',
      'Ravi Gowda · +91 98450 22170',
    ]);
    expect(props.details).toEqual([
      { label: 'Deliver by', value: '27 Nov 2026' },
      { label: 'Payment terms', value: '30 days' },
    ]);
    expect(props.company.logoSrc).toBeNull();
  });

  it('lays out the lines in the words of their units and the tax the database computed', () => {
    const lines = props.rooms?.[0]?.lines ?? [];
    expect(lines.map((row) => `${row.quantity} ${row.unit}`)).toEqual(['40 pieces', '1 box']);
    expect(lines.map((row) => row.itemCode)).toEqual(['HW-HNG', 'HW-BOX']);
    expect(props.totals).toMatchObject({
      taxable: 1380,
      intraState: true,
      gstTotal: 248.4,
      grandTotal: 1628.4,
    });
    expect(props.totals?.tax).toEqual([{ gstRate: 18, taxable: 1380, cgst: 124.2, sgst: 124.2, igst: 0 }]);
    expect(props.terms).toContain('Call Rahul before unloading.');
    expect(props.terms).toContain('quoting PO/2026-27/0003');
  });

  it('says units as people do after a quantity', () => {
    expect(stockUnitWord('sheet', 12)).toBe('sheets');
    expect(stockUnitWord('sheet', 1)).toBe('sheet');
    expect(stockUnitWord('metre', 3.5)).toBe('metres');
    expect(stockUnitWord('box', 2)).toBe('boxes');
    expect(stockUnitWord('kg', 25)).toBe('kg');
  });
});
