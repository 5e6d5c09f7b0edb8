import { describe, expect, it } from 'vitest';
import { INVOICE_FIXTURES } from './fixtures';
import { GSTIN_PATTERN, invoiceTotals, nextInvoiceNumber } from './invoice-model';

describe('invoiceTotals', () => {
  const lines = [
    { quantity: 1, rate: 48_000, gstRate: 18 as const },
    { quantity: 1, rate: 2_000, gstRate: 12 as const },
  ];

  it('splits GST into CGST and SGST within Karnataka', () => {
    expect(invoiceTotals(lines, 'Karnataka')).toEqual({
      taxable: 50_000,
      cgst: 4_440,
      sgst: 4_440,
      igst: 0,
      total: 58_880,
      interState: false,
    });
  });

  it('charges IGST for another state, same total', () => {
    expect(invoiceTotals(lines, 'Kerala')).toMatchObject({
      cgst: 0,
      sgst: 0,
      igst: 8_880,
      total: 58_880,
      interState: true,
    });
  });

  it('rounds to paise and keeps the halves adding up', () => {
    const totals = invoiceTotals([{ quantity: 3, rate: 33.33, gstRate: 5 }], 'Karnataka');
    expect(totals.taxable).toBe(99.99);
    expect(totals.cgst + totals.sgst).toBeCloseTo(5, 2);
    expect(totals.total).toBe(104.99);
  });

  it('treats a half-typed quantity as nothing yet', () => {
    expect(invoiceTotals([{ quantity: Number.NaN, rate: 100, gstRate: 18 }], 'Karnataka').total).toBe(0);
  });
});

describe('numbering and GSTIN', () => {
  it('continues the series', () => {
    expect(nextInvoiceNumber(INVOICE_FIXTURES)).toBe('INV/2026-27/0044');
    expect(nextInvoiceNumber([])).toBe('INV/2026-27/0001');
  });

  it('recognises the shape of a GSTIN', () => {
    expect(GSTIN_PATTERN.test('29AAACF1234M1Z8')).toBe(true);
    expect(GSTIN_PATTERN.test('29AAACF1234M1X8')).toBe(false);
  });
});
