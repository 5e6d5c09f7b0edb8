/** Weekly trends of the CRM overview: leads, follow-ups and conversions as lines; deals as bars. */
import { useAfterFirstPaint } from '../reports/report-charts';
import { LazyChart } from '@/ui';
import type { OverviewWeek } from '@/services/crm';

const weekLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
export const formatWeek = (iso: string) => weekLabel.format(new Date(`${iso}T00:00:00`));

/** One weekly count drawn as a line or a bar. */
interface WeeklySeries {
  type: 'line' | 'bar';
  name: string;
  count: (week: OverviewWeek) => number;
}

/** Counts per week on one chart, drawn after the first paint so the figures show first. */
function WeeklyChart({
  label,
  weeks,
  series,
}: {
  label: string;
  weeks: OverviewWeek[];
  series: WeeklySeries[];
}) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <LazyChart
      label={label}
      height={300}
      option={{
        tooltip: { trigger: 'axis' },
        legend: {},
        grid: { left: 40, right: 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', data: weeks.map((week) => formatWeek(week.week)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map(({ type, name, count }) => ({
          type,
          name,
          ...(type === 'line' ? { smooth: true } : {}),
          data: weeks.map(count),
        })),
      }}
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
