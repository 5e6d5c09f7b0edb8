import { PageHeader, type ChartOption } from '@/ui';
import { AXIS_TOOLTIP, GRID, LEGEND, PLAIN_GRID, lakh } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import {
  BOQ_BUDGET_VARIANCE,
  LEAD_SOURCES,
  LEAD_STAGES,
  LEADS_BY_SOURCE_AND_STAGE,
  PROJECT_STAGES,
  STAGE_DAYS,
} from './sample-series';

// Horizontal bars read top-down, so the largest source goes last (ECharts draws the first category at the bottom).
const sourcesAscending = [...LEAD_SOURCES].sort((a, b) => a.value - b.value);
const sourcesWithStages = Object.keys(LEADS_BY_SOURCE_AND_STAGE);

const examples: ChartExample[] = [
  {
    title: 'Basic bars',
    description: 'Leads received this year by source, largest on top.',
    label: 'Leads by source',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'value' },
      yAxis: { type: 'category', name: 'Source', data: sourcesAscending.map((source) => source.name) },
      series: [
        {
          name: 'Leads',
          type: 'bar',
          label: { show: true, position: 'right' },
          data: sourcesAscending.map((source) => source.value),
        },
      ],
    },
  },
  {
    title: 'Stacked bars',
    description: 'Where each source’s leads stand in the pipeline.',
    label: 'Leads by source and stage',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'value' },
      yAxis: { type: 'category', name: 'Source', data: sourcesWithStages },
      series: LEAD_STAGES.map((stage, stageIndex) => ({
        name: stage,
        type: 'bar' as const,
        stack: 'leads',
        data: sourcesWithStages.map((source) => LEADS_BY_SOURCE_AND_STAGE[source]?.[stageIndex] ?? 0),
      })),
    },
  },
  {
    title: 'Grouped bars',
    description: 'Days per project stage: planned against actual, last year’s average.',
    label: 'Planned and actual days per stage',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: { ...GRID, bottom: 40 },
      xAxis: { type: 'value', name: 'Days', nameLocation: 'middle', nameGap: 26 },
      // Inverse puts the first stage on top, and the axis name at the start goes above it.
      yAxis: {
        type: 'category',
        name: 'Stage',
        nameLocation: 'start',
        data: [...PROJECT_STAGES],
        inverse: true,
      },
      series: [
        { name: 'Planned', type: 'bar', data: STAGE_DAYS.planned },
        { name: 'Actual', type: 'bar', data: STAGE_DAYS.actual },
      ],
    },
  },
  {
    title: 'Diverging bars',
    description: 'BOQ budget against actual per trade: savings right, overruns left.',
    label: 'BOQ budget variance by trade',
    option: (theme): ChartOption => ({
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'value', axisLabel: { formatter: lakh } },
      yAxis: {
        type: 'category',
        name: 'Trade',
        nameLocation: 'start',
        data: BOQ_BUDGET_VARIANCE.map((trade) => trade.name),
        inverse: true,
        axisLabel: { show: false },
        axisTick: { show: false },
      },
      series: [
        {
          name: 'Variance (₹ lakh)',
          type: 'bar',
          // Trade names sit beside the bars, on the side away from the bar, so long names never overlap them.
          label: { show: true, formatter: '{b}' },
          data: BOQ_BUDGET_VARIANCE.map((trade) => ({
            value: trade.value,
            label: { position: trade.value < 0 ? 'right' : 'left', color: theme.mutedText },
            itemStyle: { color: trade.value < 0 ? theme.negative : theme.positive },
          })),
        },
      ],
    }),
  },
];

export function BarChartsDemo() {
  return (
    <>
      <PageHeader title="Bar charts" description="Horizontal bars for long category names and rankings." />
      <ChartExamples examples={examples} />
    </>
  );
}
