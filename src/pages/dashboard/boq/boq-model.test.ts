import { describe, expect, it } from 'vitest';
import {
  blankLine,
  cellError,
  cellValue,
  gridErrors,
  lineFromCatalogue,
  nextItemCode,
  type BoqRow,
} from './boq-model';

const row: BoqRow = {
  id: 'a',
  item_code: 'WRD-01',
  trade_category: 'Carpentry',
  item_type: 'production',
  description: 'Wardrobe',
  length_mm: '2400',
  breadth_mm: '',
  height_mm: '',
  quantity: '2',
  unit: 'sqft',
  client_rate: '1650',
  budget_rate: '1289.06',
  hsn: '9403',
  gst_rate: '18',
  discount_percent: '0',
  status: 'draft',
};

describe('BOQ cells', () => {
  it('refuses what the database would refuse, with the words shown beside the cell', () => {
    expect(cellError('quantity', '-1')).toBe('Quantity must be a number above 0.');
    expect(cellError('quantity', '0')).toBe('Quantity must be a number above 0.');
    expect(cellError('quantity', '1.5')).toBeNull();
    expect(cellError('client_rate', '0')).toBeNull();
    expect(cellError('budget_rate', '-0.01')).not.toBeNull();
    expect(cellError('gst_rate', '28')).toBeNull();
    expect(cellError('gst_rate', '30')).toBe('GST from 0 to 28 %.');
    expect(cellError('discount_percent', '101')).not.toBeNull();
    expect(cellError('length_mm', '12.5')).toBe('Whole millimetres above 0, or leave empty.');
    expect(cellError('length_mm', '')).toBeNull();
    expect(cellError('item_code', 'wrd 01')).not.toBeNull();
    expect(cellError('item_code', 'WRD-01/A')).toBeNull();
    expect(cellError('hsn', '940')).toBe('HSN: 4, 6 or 8 digits.');
  });

  it('saves numbers as numbers and an empty dimension as null', () => {
    expect(cellValue('quantity', ' 2.5 ')).toBe(2.5);
    expect(cellValue('length_mm', '')).toBeNull();
    expect(cellValue('hsn', '')).toBeNull();
    expect(cellValue('description', ' Shelf ')).toBe('Shelf');
  });

  it('collects the messages of every wrong cell by row', () => {
    expect(gridErrors([row])).toEqual({});
    expect(gridErrors([{ ...row, quantity: '-2', gst_rate: 'x' }])).toEqual({
      a: { quantity: 'Quantity must be a number above 0.', gst_rate: 'GST from 0 to 28 %.' },
    });
  });
});

describe('new lines', () => {
  it('takes the next free code for a prefix', () => {
    expect(nextItemCode('ppl 18', ['PPL18-01'])).toBe('PPL18-02');
    expect(nextItemCode('--', [])).toBe('ITEM-01');
  });

  it('prefills a line from the catalogue, budget at cost and client with the markup', () => {
    const at = { projectId: 'p', room: 'Kitchen', position: 3, usedCodes: [] };
    expect(
      lineFromCatalogue(
        { kind: 'processed_panel', code: 'PP-001', name: 'HDHMR 18', pricePerSqft: 100, gstRate: 18 },
        at,
      ),
    ).toMatchObject({
      item_code: 'PP-001-01',
      unit: 'sqft',
      budget_rate: 100,
      client_rate: 128,
      gst_rate: 18,
      room: 'Kitchen',
    });
    expect(
      lineFromCatalogue(
        {
          kind: 'edge_band',
          name: 'PVC 22',
          designNumber: null,
          pricePerMetre: 10,
          hsn: '3916',
          gstRate: 18,
        },
        at,
      ),
    ).toMatchObject({ item_code: 'EB-01', unit: 'rft', budget_rate: 3.05, hsn: '3916' });
    // A band with a design number is coded after it, as the catalogue's delete guard looks for.
    expect(
      lineFromCatalogue(
        {
          kind: 'edge_band',
          name: 'PVC 22',
          designNumber: 'eb 403',
          pricePerMetre: 10,
          hsn: null,
          gstRate: 18,
        },
        at,
      ).item_code,
    ).toBe('EB403-01');
    expect(
      lineFromCatalogue(
        { kind: 'product', code: 'TV-1', name: 'TV unit', price: 12800, hsn: '9403', gstRate: 18 },
        at,
      ),
    ).toMatchObject({ unit: 'nos', client_rate: 12800, budget_rate: 10000 });
  });

  it('makes a blank line that passes every cell rule', () => {
    const line = blankLine({ projectId: 'p', room: 'Hall', position: 1, usedCodes: ['NEW-01'] });
    expect(line.item_code).toBe('NEW-02');
    expect(cellError('quantity', String(line.quantity))).toBeNull();
  });
});
