/**
 * The furniture shop behind the ecommerce template pages: what a product, a cart line, an order and a
 * delivery address are (zod schemas, so what localStorage hands back is checked), and the money rules
 * (coupon, GST 18 %, delivery) that the cart, checkout and order pages all show the same way.
 */
import { z } from 'zod';
import { rupeesWithPaiseIfAny as rupees } from '@/ui/format/rupees';

export const GST_RATE = 0.18;
/** Orders at or above this subtotal (after discount, before GST) are delivered and installed free. */
export const FREE_DELIVERY_FROM = 25_000;
export const DELIVERY_CHARGE = 1_500;

export const PRODUCT_CATEGORIES = [
  'Wardrobes',
  'Modular kitchens',
  'TV units',
  'Study tables',
  'Beds',
  'Storage',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_KINDS = [
  'wardrobe',
  'kitchen',
  'panel-stack',
  'edge-band',
  'study-desk',
  'tv-unit',
] as const;

export const productSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  kind: z.enum(PRODUCT_KINDS),
  /** Price before GST, in rupees. */
  price: z.number().nonnegative(),
  /** The list price it is reduced from; equal to `price` when there is no offer. */
  mrp: z.number().nonnegative(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  finishes: z.array(z.string()).min(1),
  sizes: z.array(z.string()).min(1),
  description: z.string(),
  features: z.array(z.string()),
  /** Photos the user uploaded (data URLs); without them the product's drawing is shown. */
  photos: z.array(z.string()),
  addedOn: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const cartLineSchema = z.object({
  productId: z.string(),
  finish: z.string(),
  size: z.string(),
  quantity: z.number().int().min(1).max(20),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  coupon: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const ORDER_STATUSES = ['Placed', 'In production', 'Dispatched', 'Installed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const addressSchema = z.object({
  fullName: z.string().trim().min(2, 'Enter the name of the person receiving the delivery'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number'),
  email: z.email('Enter an email address such as name@example.com'),
  line1: z.string().trim().min(5, 'Enter the flat, house number and street'),
  city: z.string().trim().min(2, 'Enter the city'),
  state: z.string().trim().min(2, 'Choose the state'),
  pinCode: z.string().trim().refine(isValidPinCode, 'Enter a 6-digit PIN code that does not start with 0'),
});
export type Address = z.infer<typeof addressSchema>;

export const orderLineSchema = cartLineSchema.extend({
  name: z.string(),
  unitPrice: z.number().nonnegative(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  placedOn: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(['UPI', 'Card', 'Cash on delivery', 'Bank transfer']),
  address: addressSchema,
  lines: z.array(orderLineSchema).min(1),
  coupon: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** India Post PIN codes: six digits, the first (the postal region) never 0. */
export function isValidPinCode(pin: string): boolean {
  return /^[1-9]\d{5}$/.test(pin.trim());
}

export interface Coupon {
  code: string;
  description: string;
  /** The discount on a subtotal, or a reason it does not apply. */
  apply: (subtotal: number) => { discount: number } | { refused: string };
}

export const COUPONS: readonly Coupon[] = [
  {
    code: 'FPW10',
    description: '10 % off, up to ₹10,000',
    apply: (subtotal) => ({ discount: Math.min(Math.round(subtotal * 0.1), 10_000) }),
  },
  {
    code: 'KITCHEN5000',
    description: '₹5,000 off orders of ₹1,00,000 or more',
    apply: (subtotal) =>
      subtotal >= 100_000
        ? { discount: 5_000 }
        : { refused: 'KITCHEN5000 needs a subtotal of ₹1,00,000 or more' },
  },
];

export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return COUPONS.find((coupon) => coupon.code === wanted);
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  delivery: number;
  gst: number;
  total: number;
  itemCount: number;
  /** Set when a coupon was given but does not apply. */
  couponProblem: string | null;
}

const roundRupees = (value: number) => Math.round(value * 100) / 100;

/**
 * The money of a cart or order: discount on the subtotal, delivery below the free threshold, GST on the
 * discounted goods plus delivery (both are taxable supplies at 18 %).
 */
export function computeTotals(lines: readonly PricedLine[], couponCode: string | null): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  let discount = 0;
  let couponProblem: string | null = null;
  if (couponCode) {
    const coupon = findCoupon(couponCode);
    if (!coupon) couponProblem = `${couponCode} is not a coupon we know`;
    else {
      const result = coupon.apply(subtotal);
      if ('refused' in result) couponProblem = result.refused;
      else discount = result.discount;
    }
  }
  const goods = subtotal - discount;
  const delivery = lines.length === 0 || goods >= FREE_DELIVERY_FROM ? 0 : DELIVERY_CHARGE;
  const gst = roundRupees((goods + delivery) * GST_RATE);
  return {
    subtotal,
    discount,
    delivery,
    gst,
    total: roundRupees(goods + delivery + gst),
    itemCount,
    couponProblem,
  };
}

/** ₹1,23,456 in the Indian grouping. */
export function formatInr(value: number): string {
  return rupees.format(value);
}

/** A cart line's identity: the same product in another finish or size is another line. */
export const lineKey = (line: Pick<CartLine, 'productId' | 'finish' | 'size'>) =>
  `${line.productId}|${line.finish}|${line.size}`;

/** Adds to a line already in the cart instead of duplicating it; quantities stop at 20. */
export function addToCart(cart: Cart, line: CartLine): Cart {
  const key = lineKey(line);
  const existing = cart.lines.find((candidate) => lineKey(candidate) === key);
  if (!existing) return { ...cart, lines: [...cart.lines, line] };
  return {
    ...cart,
    lines: cart.lines.map((candidate) =>
      lineKey(candidate) === key
        ? { ...candidate, quantity: Math.min(20, candidate.quantity + line.quantity) }
        : candidate,
    ),
  };
}

export const PRODUCT_SORTS = {
  featured: 'Most reviewed',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
  newest: 'Newest first',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export const PRICE_BANDS = {
  any: 'Any price',
  'under-25k': 'Under ₹25,000',
  '25k-1l': '₹25,000 to ₹1,00,000',
  'over-1l': 'Over ₹1,00,000',
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;

export interface CatalogueQuery {
  search: string;
  category: ProductCategory | 'all';
  price: PriceBand;
  inStockOnly: boolean;
  sort: ProductSort;
}

const inBand = (price: number, band: PriceBand) =>
  band === 'any' ||
  (band === 'under-25k' && price < 25_000) ||
  (band === '25k-1l' && price >= 25_000 && price <= 100_000) ||
  (band === 'over-1l' && price > 100_000);

/** The product list's filters and sort, applied in memory. */
export function queryCatalogue(products: readonly Product[], query: CatalogueQuery): Product[] {
  const words = query.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = products.filter((product) => {
    const text =
      `${product.name} ${product.sku} ${product.category} ${product.finishes.join(' ')}`.toLowerCase();
    return (
      words.every((word) => text.includes(word)) &&
      (query.category === 'all' || product.category === query.category) &&
      inBand(product.price, query.price) &&
      (!query.inStockOnly || product.stock > 0)
    );
  });
  const compare: Record<ProductSort, (a: Product, b: Product) => number> = {
    featured: (a, b) => b.reviewCount - a.reviewCount,
    'price-asc': (a, b) => a.price - b.price,
    'price-desc': (a, b) => b.price - a.price,
    rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
    newest: (a, b) => b.addedOn.localeCompare(a.addedOn),
  };
  return [...matches].sort(compare[query.sort]);
}

/** "12 % off" when the price is below the list price. */
export function offerLabel(product: Pick<Product, 'price' | 'mrp'>): string | null {
  if (product.mrp <= product.price) return null;
  return `${Math.round(((product.mrp - product.price) / product.mrp) * 100)} % off`;
}
