/** The online store's last 90 days: daily orders and revenue, products and recent orders, all derived per range. */
export const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;
export type RangeDays = 7 | 30 | 90;

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

// A fixed pseudo-random sequence: the figures look alive but every run (and test) sees the same ones.
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function isoDay(daysAgo: number, from: Date) {
  const date = new Date(from);
  date.setDate(date.getDate() - daysAgo);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function buildOrders(today = new Date()): StoreOrder[] {
  const random = sequence(42);
  const orders: StoreOrder[] = [];
  let number = 5000;
  for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1) {
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

export interface StoreSummary {
  revenue: number;
  orders: number;
  averageOrder: number;
  refunds: number;
  days: { date: string; revenue: number; orders: number }[];
  topProducts: { name: string; units: number; revenue: number }[];
  recent: StoreOrder[];
}

/** Every figure of the dashboard for the last `days` days (refunds excluded from revenue). */
export function summarise(orders: readonly StoreOrder[], days: RangeDays, today = new Date()): StoreSummary {
  const from = isoDay(days - 1, today);
  const inRange = orders.filter((order) => order.date >= from);
  const sold = inRange.filter((order) => order.status !== 'Refunded');
  const revenue = sold.reduce((sum, order) => sum + order.amount, 0);
  const dayList = Array.from({ length: days }, (_, index) => isoDay(days - 1 - index, today));
  const byProduct = new Map<string, { units: number; revenue: number }>();
  for (const order of sold) {
    const entry = byProduct.get(order.product) ?? { units: 0, revenue: 0 };
    entry.units += order.quantity;
    entry.revenue += order.amount;
    byProduct.set(order.product, entry);
  }
  return {
    revenue,
    orders: inRange.length,
    averageOrder: sold.length ? Math.round(revenue / sold.length) : 0,
    refunds: inRange.length - sold.length,
    days: dayList.map((date) => {
      const ofDay = sold.filter((order) => order.date === date);
      return { date, revenue: ofDay.reduce((sum, order) => sum + order.amount, 0), orders: ofDay.length };
    }),
    topProducts: [...byProduct.entries()]
      .map(([name, value]) => ({ name, ...value }))
      .sort((a, b) => b.revenue - a.revenue),
    recent: [...inRange].reverse().slice(0, 6),
  };
}
