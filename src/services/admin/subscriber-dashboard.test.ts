import { describe, expect, it } from 'vitest';
import { summariseSubscribers } from './subscriber-dashboard';
import type { PlanChange, Subscriber } from './subscribers';

function subscriber(overrides: Partial<Subscriber>): Subscriber {
  return {
    id: 'id',
    business_name: 'Kapoor Interiors',
    contact_name: 'Neha Kapoor',
    email: 'neha@kapoor.in',
    phone: null,
    city: 'Pune',
    state: null,
    plan: 'basic',
    status: 'active',
    start_date: '2026-01-01',
    end_date: null,
    sales_person_id: null,
    account_manager_id: null,
    manager_id: null,
    discount_percent: 0,
    remarks: null,
    version: 1,
    ...overrides,
  };
}

function change(from: PlanChange['from_plan'], to: PlanChange['to_plan'], at: string): PlanChange {
  return {
    id: at,
    subscriber_id: 's',
    from_plan: from,
    to_plan: to,
    changed_at: at,
    changed_by: null,
    note: null,
  };
}

const prices = [
  { plan: 'free_trial' as const, monthly_price: 0 },
  { plan: 'basic' as const, monthly_price: 1499 },
  { plan: 'pro' as const, monthly_price: 3999 },
  { plan: 'elite' as const, monthly_price: 7999 },
];

describe('summariseSubscribers', () => {
  const rows = [
    subscriber({ id: 'a', plan: 'pro', status: 'active', discount_percent: 10, city: 'Pune' }),
    subscriber({ id: 'b', plan: 'pro', status: 'past_due', city: 'Mumbai' }),
    subscriber({ id: 'c', plan: 'basic', status: 'cancelled', city: 'Pune' }),
    subscriber({ id: 'd', plan: 'free_trial', status: 'trial', end_date: '2026-12-05', city: 'Pune' }),
    subscriber({ id: 'e', plan: 'free_trial', status: 'trial', end_date: '2026-11-22', city: 'Delhi' }),
    subscriber({ id: 'f', plan: 'free_trial', status: 'trial', end_date: '2026-12-06', city: 'Delhi' }),
    subscriber({ id: 'g', plan: 'free_trial', status: 'trial', end_date: '2026-11-20', city: 'Mumbai' }),
  ];
  const history = [
    change(null, 'free_trial', '2026-09-01T10:00:00Z'),
    change('free_trial', 'pro', '2026-09-12T10:00:00Z'),
    change('free_trial', 'basic', '2026-10-03T10:00:00Z'),
    change('basic', 'pro', '2026-10-20T10:00:00Z'),
    change('free_trial', 'pro', '2026-09-30T23:00:00Z'),
  ];
  const summary = summariseSubscribers(rows, history, prices, '2026-11-21');

  it('counts paying accounts (active and past due) by plan, not cancelled ones', () => {
    expect(summary.activeByPlan).toEqual({ free_trial: 0, basic: 0, pro: 2, elite: 0 });
  });

  it('sums revenue after each discount', () => {
    expect(summary.revenueByPlan.pro).toBeCloseTo(3999 * 0.9 + 3999, 2);
    expect(summary.revenueByPlan.basic).toBe(0);
  });

  it('lists trials ending within 14 days, inclusive, soonest first', () => {
    expect(summary.trialsEndingSoon.map((row) => row.id)).toEqual(['e', 'd']);
  });

  it('counts conversions off the trial per month', () => {
    expect(summary.conversionsByMonth).toEqual([
      { month: '2026-09', conversions: 2 },
      { month: '2026-10', conversions: 1 },
    ]);
  });

  it('ranks cities by subscribers', () => {
    expect(summary.byCity).toEqual([
      { city: 'Pune', subscribers: 3 },
      { city: 'Delhi', subscribers: 2 },
      { city: 'Mumbai', subscribers: 2 },
    ]);
  });
});
