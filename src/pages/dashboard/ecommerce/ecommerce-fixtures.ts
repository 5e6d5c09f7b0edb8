/** The online store's last 180 days: daily orders and revenue, products and recent orders, all derived per range. */
import { inPreviousRange, inRange, isoDay, rangeDayList, type RangeDays } from '../date-range';
import { HISTORY_DAYS, seededSequence } from '../template-fixtures';

export const PRODUCTS = [
  { name: 'Two-door sliding wardrobe', price: 48_500 },
  { name: 'Modular base unit 600 mm', price: 9_800 },
  { name: 'Floating TV unit', price: 22_400 },
  { name: 'Study desk with hutch', price: 17_900 },
  { name: 'Shoe cabinet', price: 8_600 },
] as const;

const CUSTOMERS = [
  'Anita Sharma',
  'Kunal Mehta',
  'Sunita Iyer',
  'Vikram Rao',
  'Neha Kapoor',
  'Arjun Nair',
  'Farah Khan',
  'Rohit Patil',
];
export const ORDER_STATUSES = ['Paid', 'Shipped', 'Delivered', 'Refunded'] as const;

export interface StoreOrder {
  id: string;
  date: string;
  customer: string;
  product: (typeof PRODUCTS)[number]['name'];
  quantity: number;
  amount: number;
  status: (typeof ORDER_STATUSES)[number];
}

export function buildOrders(today = new Date()): StoreOrder[] {
  const random = seededSequence(42);
  const orders: StoreOrder[] = [];
  let number = 5000;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const count = 1 + Math.floor(random() * 4);
    for (let index = 0; index < count; index += 1) {
      const product = PRODUCTS[Math.floor(random() * PRODUCTS.length)] ?? PRODUCTS[0];
      const quantity = 1 + Math.floor(random() * 2);
      number += 1;
      orders.push({
        id: `WEB-${number}`,
        date: isoDay(daysAgo, today),
        customer: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)] ?? 'Guest',
        product: product.name,
        quantity,
        amount: product.price * quantity,
        status: random() < 0.06 ? 'Refunded' : daysAgo < 3 ? 'Paid' : daysAgo < 8 ? 'Shipped' : 'Delivered',
      });
    }
  }
  return orders;
}

export interface StoreTotals {
  revenue: number;
  orders: number;
  averageOrder: number;
  refunds: number;
}

export interface StoreSummary extends StoreTotals {
  /** The same figures for the period of the same length before the range. */
  previous: StoreTotals;
  days: { date: string; revenue: number; orders: number }[];
  topProducts: { name: string; units: number; revenue: number }[];
  recent: StoreOrder[];
}

function totals(orders: readonly StoreOrder[]): StoreTotals {
  const sold = orders.filter((order) => order.status !== 'Refunded');
  const revenue = sold.reduce((sum, order) => sum + order.amount, 0);
  return {
    revenue,
    orders: orders.length,
    averageOrder: sold.length ? Math.round(revenue / sold.length) : 0,
    refunds: orders.length - sold.length,
  };
}

/** Every figure of the dashboard for the last `days` days (refunds excluded from revenue). */
export function summarise(orders: readonly StoreOrder[], days: RangeDays, today = new Date()): StoreSummary {
  const inWindow = orders.filter((order) => inRange(order.date, days, today));
  const sold = inWindow.filter((order) => order.status !== 'Refunded');
  const byProduct = new Map<string, { units: number; revenue: number }>();
  for (const order of sold) {
    const entry = byProduct.get(order.product) ?? { units: 0, revenue: 0 };
    entry.units += order.quantity;
    entry.revenue += order.amount;
    byProduct.set(order.product, entry);
  }
  return {
    ...totals(inWindow),
    previous: totals(orders.filter((order) => inPreviousRange(order.date, days, today))),
    days: rangeDayList(days, today).map((date) => {
      const ofDay = sold.filter((order) => order.date === date);
      return { date, revenue: ofDay.reduce((sum, order) => sum + order.amount, 0), orders: ofDay.length };
    }),
    topProducts: [...byProduct.entries()]
      .map(([name, value]) => ({ name, ...value }))
      .sort((a, b) => b.revenue - a.revenue),
    recent: [...inWindow].reverse().slice(0, 6),
  };
}
