/**
 * The design-tool dashboard's data: every subscriber, every plan change and the plan prices, read
 * through the one DataSource and summarised by subscriber-dashboard.ts (pure, unit-tested). A few
 * hundred rows at most, so three reads beat an aggregate view that both backends would need.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { asc, listRows } from '../kit/rows';
import { summariseSubscribers, type PlanPrice, type SubscriberSummary } from './subscriber-dashboard';
import {
  listSubscribers,
  planChangeSchema,
  subscriberKeys,
  SUBSCRIPTION_PLANS,
  type PlanChange,
} from './subscribers';

const planPriceSchema = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS),
  monthly_price: z.union([z.number(), z.string().transform(Number)]),
});

export const listPlanPrices = (given?: DataSource): Promise<PlanPrice[]> =>
  listRows('subscription_plans', planPriceSchema, { columns: ['plan', 'monthly_price'] }, given);

export const listAllPlanChanges = (given?: DataSource): Promise<PlanChange[]> =>
  listRows('subscriber_plan_history', planChangeSchema, { sort: [asc('changed_at')] }, given);

/** `today` as YYYY-MM-DD in the caller's calendar (trials end on local dates). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export async function loadSubscriberSummary(today: string, given?: DataSource): Promise<SubscriberSummary> {
  const [subscribers, history, prices] = await Promise.all([
    listSubscribers({}, given),
    listAllPlanChanges(given),
    listPlanPrices(given),
  ]);
  return summariseSubscribers(subscribers.rows, history, prices, today);
}

export const subscriberDashboardKeys = {
  summary: (today: string) => [...subscriberKeys.all, 'summary', today] as const,
};

export function useSubscriberSummary(today: string = localToday()) {
  return useQuery({
    queryKey: subscriberDashboardKeys.summary(today),
    queryFn: () => loadSubscriberSummary(today),
  });
}
