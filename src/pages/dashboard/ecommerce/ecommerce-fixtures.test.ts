import { describe, expect, it } from 'vitest';
import { buildOrders, summarise } from './ecommerce-fixtures';

const today = new Date(2026, 10, 22);
const orders = buildOrders(today);

describe('summarise', () => {
  it('counts only orders inside the range and keeps refunds out of revenue', () => {
    const week = summarise(orders, 7, today);
    const inWeek = orders.filter((order) => order.date >= '2026-11-16');
    expect(week.orders).toBe(inWeek.length);
    expect(week.revenue).toBe(
      inWeek.filter((o) => o.status !== 'Refunded').reduce((sum, o) => sum + o.amount, 0),
    );
    expect(week.days).toHaveLength(7);
    expect(week.days.reduce((sum, day) => sum + day.revenue, 0)).toBe(week.revenue);
  });

  it('grows with the range', () => {
    const month = summarise(orders, 30, today);
    const quarter = summarise(orders, 90, today);
    expect(quarter.orders).toBe(orders.filter((order) => order.date >= '2026-08-25').length);
    expect(quarter.revenue).toBeGreaterThan(month.revenue);
    expect(quarter.topProducts[0]?.revenue).toBeGreaterThanOrEqual(quarter.topProducts[1]?.revenue ?? 0);
  });

  it('compares with the period of the same length before the range', () => {
    const week = summarise(orders, 7, today);
    const weekBefore = orders.filter((order) => order.date >= '2026-11-09' && order.date <= '2026-11-15');
    expect(week.previous.orders).toBe(weekBefore.length);
    expect(week.previous.refunds).toBe(weekBefore.filter((o) => o.status === 'Refunded').length);
    // 180 days of history: even the 90-day range has a full period before it.
    expect(summarise(orders, 90, today).previous.orders).toBeGreaterThan(90);
  });
});
