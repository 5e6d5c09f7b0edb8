/**
 * The design-tool dashboard's figures, worked out from the rows the subscriber list already reads
 * (60 demo subscribers; a few hundred in practice), so no aggregate view is needed yet. Pure: the
 * page passes rows and today's date, the tests pass fixed ones.
 */
import { SUBSCRIPTION_PLANS, type PlanChange, type Subscriber, type SubscriptionPlan } from './subscribers';

export interface PlanPrice {
  plan: SubscriptionPlan;
  monthly_price: number;
}

export interface SubscriberSummary {
  /** Paying accounts (active or past due) per plan. */
  activeByPlan: Record<SubscriptionPlan, number>;
  /** Trials whose end date falls from today to 14 days on, soonest first. */
  trialsEndingSoon: Subscriber[];
  /** Moves off the free trial per month (YYYY-MM), oldest month first. */
  conversionsByMonth: { month: string; conversions: number }[];
  /** Subscribers per city, most first. */
  byCity: { city: string; subscribers: number }[];
  /** Monthly revenue of paying accounts per plan, after each account's discount. */
  revenueByPlan: Record<SubscriptionPlan, number>;
}

const PAYING = new Set(['active', 'past_due']);
const DAY_MS = 86_400_000;

function emptyByPlan(): Record<SubscriptionPlan, number> {
  return Object.fromEntries(SUBSCRIPTION_PLANS.map((plan) => [plan, 0])) as Record<SubscriptionPlan, number>;
}

export function summariseSubscribers(
  subscribers: readonly Subscriber[],
  history: readonly PlanChange[],
  prices: readonly PlanPrice[],
  today: string,
): SubscriberSummary {
  const price = new Map(prices.map((row) => [row.plan, row.monthly_price]));
  const activeByPlan = emptyByPlan();
  const revenueByPlan = emptyByPlan();
  const cities = new Map<string, number>();
  const start = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  const trialsEndingSoon: Subscriber[] = [];

  for (const subscriber of subscribers) {
    cities.set(subscriber.city, (cities.get(subscriber.city) ?? 0) + 1);
    if (PAYING.has(subscriber.status)) {
      activeByPlan[subscriber.plan] += 1;
      const monthly = (price.get(subscriber.plan) ?? 0) * (1 - subscriber.discount_percent / 100);
      revenueByPlan[subscriber.plan] = Math.round((revenueByPlan[subscriber.plan] + monthly) * 100) / 100;
    }
    if (subscriber.status === 'trial' && subscriber.end_date) {
      const ends = Date.parse(`${subscriber.end_date.slice(0, 10)}T00:00:00Z`);
      if (ends >= start && ends <= start + 14 * DAY_MS) trialsEndingSoon.push(subscriber);
    }
  }
  trialsEndingSoon.sort((a, b) => (a.end_date ?? '').localeCompare(b.end_date ?? ''));

  const months = new Map<string, number>();
  for (const change of history) {
    if (change.from_plan !== 'free_trial') continue;
    const month = change.changed_at.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }

  return {
    activeByPlan,
    trialsEndingSoon,
    conversionsByMonth: [...months]
      .map(([month, conversions]) => ({ month, conversions }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    byCity: [...cities]
      .map(([city, count]) => ({ city, subscribers: count }))
      .sort((a, b) => b.subscribers - a.subscribers || a.city.localeCompare(b.city)),
    revenueByPlan,
  };
}
