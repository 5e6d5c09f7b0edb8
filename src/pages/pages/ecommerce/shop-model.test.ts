import { describe, expect, it } from 'vitest';
import { PRODUCT_FIXTURES } from './fixtures';
import { addToCart, computeTotals, isValidPinCode, queryCatalogue, type CatalogueQuery } from './shop-model';

describe('isValidPinCode', () => {
  it.each(['560087', '110001', ' 682024 '])('accepts %s', (pin) => expect(isValidPinCode(pin)).toBe(true));
  it.each(['012345', '56008', '5600877', '56O087', ''])('refuses %s', (pin) =>
    expect(isValidPinCode(pin)).toBe(false),
  );
});

describe('computeTotals', () => {
  it('adds GST at 18 % on goods and delivery below the free-delivery threshold', () => {
    const totals = computeTotals([{ unitPrice: 9_800, quantity: 1 }], null);
    expect(totals).toMatchObject({
      subtotal: 9_800,
      discount: 0,
      delivery: 1_500,
      gst: 2_034,
      total: 13_334,
      itemCount: 1,
    });
  });

  it('delivers free from ₹25,000 and applies FPW10 with its cap', () => {
    const small = computeTotals([{ unitPrice: 16_500, quantity: 2 }], 'fpw10');
    expect(small).toMatchObject({
      subtotal: 33_000,
      discount: 3_300,
      delivery: 0,
      gst: 5_346,
      total: 35_046,
    });
    const large = computeTotals([{ unitPrice: 2_45_000, quantity: 1 }], 'FPW10');
    expect(large.discount).toBe(10_000);
  });

  it('explains a coupon that does not apply and charges full price', () => {
    const totals = computeTotals([{ unitPrice: 32_400, quantity: 1 }], 'KITCHEN5000');
    expect(totals.discount).toBe(0);
    expect(totals.couponProblem).toMatch(/₹1,00,000/);
    expect(computeTotals([{ unitPrice: 100, quantity: 1 }], 'NOPE').couponProblem).toBe(
      'NOPE is not a coupon we know',
    );
  });

  it('is zero for an empty cart', () => {
    expect(computeTotals([], null)).toMatchObject({ subtotal: 0, delivery: 0, gst: 0, total: 0 });
  });
});

describe('addToCart', () => {
  it('merges the same product, finish and size and caps at 20', () => {
    const line = { productId: 'p', finish: 'Oak', size: 'S', quantity: 15 };
    const once = addToCart({ lines: [], coupon: null }, line);
    const twice = addToCart(once, line);
    expect(twice.lines).toEqual([{ ...line, quantity: 20 }]);
    expect(addToCart(twice, { ...line, finish: 'Teak' }).lines).toHaveLength(2);
  });
});

describe('queryCatalogue', () => {
  const base: CatalogueQuery = {
    search: '',
    category: 'all',
    price: 'any',
    inStockOnly: false,
    sort: 'featured',
  };

  it('filters by category, price band and stock, and sorts by price', () => {
    const tvUnits = queryCatalogue(PRODUCT_FIXTURES, { ...base, category: 'TV units', sort: 'price-asc' });
    expect(tvUnits.map((product) => product.price)).toEqual([18_900, 32_400]);
    const inStock = queryCatalogue(PRODUCT_FIXTURES, { ...base, category: 'TV units', inStockOnly: true });
    expect(inStock.map((product) => product.id)).toEqual(['p-tv-unit-floating']);
    const premium = queryCatalogue(PRODUCT_FIXTURES, { ...base, price: 'over-1l' });
    expect(premium.every((product) => product.price > 100_000)).toBe(true);
    expect(premium).toHaveLength(2);
  });

  it('matches every word of the search in name, SKU or finish', () => {
    expect(
      queryCatalogue(PRODUCT_FIXTURES, { ...base, search: 'wardrobe graphite' }).map((p) => p.id),
    ).toEqual(['p-wardrobe-3d']);
    expect(queryCatalogue(PRODUCT_FIXTURES, { ...base, search: 'std-wd' })).toHaveLength(1);
  });
});
