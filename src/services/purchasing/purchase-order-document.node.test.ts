// A purchase order as the supplier receives it, on the embedded DataSource with the shipped seed:
// the supplier's address and GSTIN, CGST and SGST for the hardware mart in the organisation's own
// state (Karnataka), IGST for the Pune board dealer, the tax rows adding up to the order's total.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { getPurchaseOrderDocument, listPurchaseOrders, type PurchaseOrderDocument } from '.';

const seeded = seededDatabase();
const production = seeded.as('rahul.verma@fpw.in');

async function documentOf(supplier: string): Promise<PurchaseOrderDocument> {
  const orders = await listPurchaseOrders({ search: supplier }, production);
  const id = orders.rows[0]?.id;
  expect(id, `a seeded order from ${supplier}`).toBeDefined();
  const document = await getPurchaseOrderDocument(id ?? '', production);
  if (!document) throw new Error(`no document for ${supplier}`);
  return document;
}

function taxAddsUp({ order, tax }: PurchaseOrderDocument) {
  const gst = tax.reduce((sum, row) => sum + row.cgst + row.sgst + row.igst, 0);
  const taxable = tax.reduce((sum, row) => sum + row.taxable, 0);
  expect(Math.round(gst * 100)).toBe(Math.round(order.gst * 100));
  expect(Math.round(taxable * 100)).toBe(Math.round(order.taxable * 100));
  expect(Math.round((order.taxable + order.gst) * 100)).toBe(Math.round(order.total * 100));
}

describe('a purchase order to print', () => {
  it('splits GST into CGST and SGST for a supplier in the organisation’s state', async () => {
    const document = await documentOf('Hettich');
    expect(document.order).toMatchObject({
      supplier_name: 'Hettich Hardware Mart Bengaluru',
      supplier_gstin: '29AAHCH9034Q1ZB',
      supplier_address: '58 SP Road, Chickpet, Bengaluru 560002',
      intra_state: true,
      status: 'draft',
    });
    expect(document.lines.length).toBeGreaterThan(0);
    expect(document.tax.length).toBeGreaterThan(0);
    for (const row of document.tax) {
      expect(row.igst).toBe(0);
      expect(row.cgst).toBeGreaterThan(0);
      expect(Math.abs(row.cgst - row.sgst)).toBeLessThanOrEqual(0.01);
    }
    taxAddsUp(document);
  });

  it('charges IGST for a supplier in another state', async () => {
    const document = await documentOf('Greenply');
    expect(document.order).toMatchObject({ supplier_state: 'Maharashtra', intra_state: false });
    expect(document.tax.every((row) => row.cgst === 0 && row.sgst === 0 && row.igst > 0)).toBe(true);
    taxAddsUp(document);
  });

  it('has no document for an order that does not exist', async () => {
    expect(await getPurchaseOrderDocument('00000000-0000-0000-0000-000000000000', production)).toBeNull();
  });
});
