import { useMemo } from 'react';
import type { SummaryRow } from '@/ui/components/order-summary/order-summary';
import { computeTotals, formatInr, GST_RATE, type CartLine, type Product, type Totals } from './shop-model';
import { productById, useCart, useProducts } from './shop-store';

export interface PricedCartLine extends CartLine {
  product: Product;
  unitPrice: number;
}

/** The cart's lines with today's prices and its totals; lines of deleted products are left out. */
export function usePricedCart(): { lines: PricedCartLine[]; totals: Totals } {
  const [cart] = useCart();
  const [products] = useProducts();
  return useMemo(() => {
    const lines = cart.lines.flatMap((line) => {
      const product = productById(products, line.productId);
      return product ? [{ ...line, product, unitPrice: product.price }] : [];
    });
    return { lines, totals: computeTotals(lines, cart.coupon) };
  }, [cart, products]);
}

/** The rows an order summary shows for a set of totals. */
export function summaryRows(totals: Totals, coupon: string | null): SummaryRow[] {
  return [
    {
      label: `Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`,
      value: formatInr(totals.subtotal),
    },
    ...(totals.discount > 0
      ? [{ label: `Coupon ${coupon ?? ''}`.trim(), value: formatInr(totals.discount), deduction: true }]
      : []),
    {
      label: 'Delivery and installation',
      value: totals.delivery === 0 ? 'Free' : formatInr(totals.delivery),
    },
    { label: `GST ${GST_RATE * 100} %`, value: formatInr(totals.gst) },
  ];
}
