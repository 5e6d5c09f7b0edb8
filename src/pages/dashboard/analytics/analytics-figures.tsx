/**
 * The analytics headline figures: the funnel steps with their conversions, revenue booked and
 * collected, cycle times and production yield. Each figure opens the list behind it.
 */
import { Stack } from '@chakra-ui/react';
import { href } from '@/routes/paths';
import { wholeRupees } from '@/ui/format/rupees';
import { FUNNEL_LABELS, funnelCount, type BusinessAnalytics, type FunnelStep } from '@/services/crm';
import { formatCount, LinkedFigures } from '../crm-figures';
import { campaignsHref, dealsHref, leadsHref } from '../crm-links';

/** "33.3%", or "–" when the step before is empty. */
export const formatPercent = (value: number | null) => (value === null ? '–' : `${value}%`);
/** "13 days", or "–" when nothing was measured. */
export const formatDays = (value: number | null) => (value === null ? '–' : `${value} days`);

export const FUNNEL_LINKS: Record<FunnelStep, (range: { from: string; to: string }) => string> = {
  leads: () => leadsHref(),
  deals_won: () => dealsHref(),
  projects: (range) => href('/dashboard/projects', { from: range.from, to: range.to }),
  quotations: (range) => href('/dashboard/quotation', { from: range.from, to: range.to }),
  // The figures leave cancelled orders out, and so does the list they open.
  orders: (range) =>
    href('/dashboard/Order-Details', { from: range.from, to: range.to, cancelled: 'exclude' }),
};

export function AnalyticsFigures({ figures }: { figures: BusinessAnalytics }) {
  const range = { from: figures.from, to: figures.to };
  const step = (id: FunnelStep) => ({
    label: FUNNEL_LABELS[id],
    value: formatCount(funnelCount(figures, id)),
    to: FUNNEL_LINKS[id](range),
  });
  const { conversion } = figures;
  return (
    <Stack gap="4">
      <LinkedFigures
        label="Funnel for the range"
        figures={[step('leads'), step('deals_won'), step('projects'), step('quotations'), step('orders')]}
      />
      <LinkedFigures
        label="Conversion and revenue"
        figures={[
          { label: 'Lead to deal won', value: formatPercent(conversion.lead_to_won), to: dealsHref() },
          {
            label: 'Quotation to order',
            value: formatPercent(conversion.quotation_to_order),
            to: FUNNEL_LINKS.quotations(range),
          },
          { label: 'Lead to order', value: formatPercent(conversion.lead_to_order), to: leadsHref() },
          {
            label: 'Revenue booked',
            value: wholeRupees.format(figures.revenue.booked),
            to: FUNNEL_LINKS.orders(range),
          },
          {
            label: 'Revenue collected',
            value: wholeRupees.format(figures.revenue.collected),
            to: href('/dashboard/projects', { payments: 'due' }),
          },
        ]}
      />
      <LinkedFigures
        label="Cycle times and production"
        figures={[
          {
            label: 'Average days from lead to order',
            value: formatDays(figures.avg_days_lead_to_order),
            to: FUNNEL_LINKS.orders(range),
          },
          { label: 'Average deal cycle', value: formatDays(figures.avg_deal_cycle_days), to: dealsHref() },
          {
            label: 'Production yield',
            value: formatPercent(figures.production.yield_percent),
            to: href('/dashboard/reports', { tab: 'production' }),
          },
          {
            label: 'Design-tool churn',
            value: formatCount(figures.churned_subscribers),
            to: href('/dashboard/adonai'),
          },
          {
            label: 'Campaigns with leads',
            value: formatCount(figures.top_campaigns.length),
            to: campaignsHref(),
          },
        ]}
      />
    </Stack>
  );
}
