/**
 * Business analytics over a range of days (migration 20261125160000_business_analytics.sql): one
 * call to business_analytics(from, to), which aggregates in SQL as the caller (row-level security
 * decides what is counted), validated here. The CSV of each table is built from the same figures.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { listQuery } from '../kit/record-queries';

const amount = numeric.pipe(z.number().finite());
const percent = amount.nullable();

export const FUNNEL_STEPS = ['leads', 'deals_won', 'projects', 'quotations', 'orders'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  leads: 'Leads',
  deals_won: 'Deals won',
  projects: 'Projects',
  quotations: 'Quotations',
  orders: 'Orders',
};

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: amount })),
  quotations_approved: amount,
  conversion: z.object({
    lead_to_won: percent,
    won_to_project: percent,
    project_to_quotation: percent,
    quotation_to_order: percent,
    lead_to_order: percent,
  }),
  revenue: z.object({ booked: amount, collected: amount }),
  revenue_by_month: z.array(z.object({ month: z.string(), booked: amount, collected: amount })),
  orders_by_category: z.array(z.object({ category: z.string(), orders: amount, value: amount })),
  orders_by_city: z.array(z.object({ city: z.string(), orders: amount, value: amount })),
  avg_days_lead_to_order: percent,
  avg_deal_cycle_days: percent,
  top_campaigns: z.array(
    z.object({ id: z.string(), name: z.string(), leads: amount, converted: amount, value: amount }),
  ),
  production: z.object({ plans: amount, sheets_used: amount, yield_percent: percent }),
  subscriptions_by_plan: z.array(z.object({ plan: z.string(), subscribers: amount })),
  churned_subscribers: amount,
});
export type BusinessAnalytics = z.infer<typeof analyticsSchema>;

export interface AnalyticsRange {
  from: string;
  to: string;
}

export async function businessAnalytics(
  range: AnalyticsRange,
  given?: DataSource,
): Promise<BusinessAnalytics> {
  const ds = await source(given);
  return analyticsSchema.parse(
    await ds.rpc<unknown>('business_analytics', { p_from: range.from, p_to: range.to }),
  );
}

/** The count of one funnel step (0 when absent). */
export function funnelCount(figures: BusinessAnalytics, step: FunnelStep): number {
  return figures.funnel.find((entry) => entry.step === step)?.count ?? 0;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (range: AnalyticsRange) => [...analyticsKeys.all, range.from, range.to] as const,
};

/** While another range loads, the last figures stay on screen. */
export const useBusinessAnalytics = (range: AnalyticsRange) =>
  useQuery(listQuery(analyticsKeys.range(range), () => businessAnalytics(range)));
