/** The funnel and the sources, drawn once the figures above them are on screen, and the charts per period. */
import { Link, List, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LazyChart } from '@/ui';
import type { CrmReport } from '@/services/crm';
import { formatCount } from '../crm-figures';
import { leadsHref } from '../crm-links';

export const SOURCE_LABELS: Record<string, string> = {
  website: 'Website',
  walk_in: 'Walk-in',
  referral: 'Referral',
  facebook: 'Facebook',
  instagram: 'Instagram',
  google_ads: 'Google Ads',
  justdial: 'Justdial',
  indiamart: 'IndiaMART',
  exhibition: 'Exhibition',
  architect: 'Architect',
  design_tool: 'Design tool',
  other: 'Other',
};

/** True after the first paint: charts (and the ECharts chunk) wait until the figures have shown. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/** One figure per period (week, month) drawn as a line (smoothed) or bars, stacked where they share a stack. */
export interface PeriodSeries {
  type: 'line' | 'bar';
  name: string;
  data: number[];
  stack?: string;
}

/**
 * Figures per period along x, drawn after the first paint so the figures show first: `axisWidth`
 * leaves room for the y axis's labels, `counts` keeps its steps whole.
 */
export function PeriodChart({
  label,
  periods,
  series,
  axisWidth,
  counts = false,
}: {
  label: string;
  /** The periods' labels, in order. */
  periods: string[];
  series: PeriodSeries[];
  axisWidth: number;
  counts?: boolean;
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
        grid: { left: axisWidth, right: 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', data: periods },
        yAxis: counts ? { type: 'value', minInterval: 1 } : { type: 'value' },
        series: series.map((one) => (one.type === 'line' ? { ...one, smooth: true } : one)),
      }}
    />
  );
}

/** Open stages by how many leads reached them, then Won: lost leads leave the funnel where they fell. */
export function funnelStages(report: CrmReport) {
  return report.funnel.filter((stage) => !stage.is_closed || stage.is_won);
}

export function FunnelChart({ report }: { report: CrmReport }) {
  const painted = useAfterFirstPaint();
  const stages = funnelStages(report);
  if (report.totals.leads_received === 0) {
    return (
      <EmptyState
        title="No leads received"
        description="The funnel follows the leads received in the range."
      />
    );
  }
  return (
    <>
      {painted && (
        <LazyChart
          label="Lead funnel: leads received in the range by the furthest stage they reached"
          height={320}
          option={{
            tooltip: { trigger: 'item' },
            series: [
              {
                type: 'funnel',
                name: 'Leads',
                sort: 'none',
                left: '10%',
                width: '80%',
                label: { show: true, position: 'inside', formatter: '{b}: {c}' },
                data: stages.map((stage) => ({ name: stage.name, value: stage.reached })),
              },
            ],
          }}
        />
      )}
      <List.Root variant="plain" gap="1" textStyle="sm" mt="3" aria-label="Funnel by stage">
        {report.funnel.map((stage) => (
          <List.Item key={stage.stage_id}>
            <Link asChild colorPalette="brand">
              <RouterLink to={leadsHref({ stage: stage.stage_id })}>
                {stage.name}: {formatCount(stage.reached)} reached, {formatCount(stage.current)} there now
              </RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

export function SourcesChart({ report }: { report: CrmReport }) {
  const painted = useAfterFirstPaint();
  if (report.sources.length === 0) {
    return (
      <EmptyState title="No leads received" description="Sources show where the range's leads came from." />
    );
  }
  const label = (source: string) => SOURCE_LABELS[source] ?? source;
  return (
    <>
      {painted && (
        <LazyChart
          label="Leads received by source"
          height={260}
          option={{
            tooltip: { trigger: 'axis' },
            legend: {},
            grid: { left: 90, right: 16, top: 32, bottom: 24 },
            xAxis: { type: 'value', minInterval: 1 },
            yAxis: { type: 'category', inverse: true, data: report.sources.map((row) => label(row.source)) },
            series: [
              { type: 'bar', name: 'Leads', data: report.sources.map((row) => row.leads) },
              { type: 'bar', name: 'Converted', data: report.sources.map((row) => row.conversions) },
            ],
          }}
        />
      )}
      <List.Root variant="plain" gap="1" textStyle="sm" mt="3" aria-label="Leads by source">
        {report.sources.map((row) => (
          <List.Item key={row.source}>
            <Link asChild colorPalette="brand">
              <RouterLink to={leadsHref({ source: row.source })}>
                {label(row.source)}: {formatCount(row.leads)}
              </RouterLink>
            </Link>
            <Text as="span" color="fg.muted">
              {' '}
              ({formatCount(row.conversions)} converted)
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
