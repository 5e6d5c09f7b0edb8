/** Weekly trends of the CRM overview: leads, follow-ups and conversions as lines; deals as bars. */
import { PeriodChart } from '../reports/report-charts';
import type { OverviewWeek } from '@/services/crm';

const weekLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
export const formatWeek = (iso: string) => weekLabel.format(new Date(`${iso}T00:00:00`));

/** One weekly count drawn as a line or a bar. */
interface WeeklySeries {
  type: 'line' | 'bar';
  name: string;
  count: (week: OverviewWeek) => number;
}

/** Counts per week on one chart. */
function WeeklyChart({
  label,
  weeks,
  series,
}: {
  label: string;
  weeks: OverviewWeek[];
  series: WeeklySeries[];
}) {
  return (
    <PeriodChart
      label={label}
      periods={weeks.map((week) => formatWeek(week.week))}
      axisWidth={40}
      counts
      series={series.map(({ type, name, count }) => ({ type, name, data: weeks.map(count) }))}
    />
  );
}

export function ActivityTrend({ weeks }: { weeks: OverviewWeek[] }) {
  return (
    <WeeklyChart
      label="Leads, follow-ups and conversions per week"
      weeks={weeks}
      series={[
        { type: 'line', name: 'Leads', count: (week) => week.leads },
        { type: 'line', name: 'Follow-ups', count: (week) => week.follow_ups },
        { type: 'line', name: 'Conversions', count: (week) => week.conversions },
      ]}
    />
  );
}

export function DealTrend({ weeks }: { weeks: OverviewWeek[] }) {
  return (
    <WeeklyChart
      label="Deals opened and won per week"
      weeks={weeks}
      series={[
        { type: 'bar', name: 'Deals opened', count: (week) => week.deals },
        { type: 'bar', name: 'Deals won', count: (week) => week.deals_won },
      ]}
    />
  );
}
