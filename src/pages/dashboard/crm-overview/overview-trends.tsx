/** Weekly trends of the CRM overview: leads, follow-ups and conversions as lines; deals as bars. */
import { useAfterFirstPaint } from '../reports/report-charts';
import { LazyChart } from '@/ui';
import type { OverviewWeek } from '@/services/crm';

const weekLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
export const formatWeek = (iso: string) => weekLabel.format(new Date(`${iso}T00:00:00`));

export function ActivityTrend({ weeks }: { weeks: OverviewWeek[] }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <LazyChart
      label="Leads, follow-ups and conversions per week"
      height={300}
      option={{
        tooltip: { trigger: 'axis' },
        legend: {},
        grid: { left: 40, right: 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', data: weeks.map((week) => formatWeek(week.week)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { type: 'line', name: 'Leads', smooth: true, data: weeks.map((week) => week.leads) },
          { type: 'line', name: 'Follow-ups', smooth: true, data: weeks.map((week) => week.follow_ups) },
          { type: 'line', name: 'Conversions', smooth: true, data: weeks.map((week) => week.conversions) },
        ],
      }}
    />
  );
}

export function DealTrend({ weeks }: { weeks: OverviewWeek[] }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <LazyChart
      label="Deals opened and won per week"
      height={300}
      option={{
        tooltip: { trigger: 'axis' },
        legend: {},
        grid: { left: 40, right: 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', data: weeks.map((week) => formatWeek(week.week)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { type: 'bar', name: 'Deals opened', data: weeks.map((week) => week.deals) },
          { type: 'bar', name: 'Deals won', data: weeks.map((week) => week.deals_won) },
        ],
      }}
    />
  );
}
