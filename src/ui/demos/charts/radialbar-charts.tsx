import { PageHeader, type ChartOption } from '@/ui';
import { ITEM_TOOLTIP } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { MONTHLY_YIELD_RANGE, QUARTER_TARGETS } from './sample-series';

const thisMonthYield = MONTHLY_YIELD_RANGE.average.at(-1) ?? 0;
const collections = QUARTER_TARGETS.find((target) => target.name === 'Collections')?.value ?? 0;

/** A progress ring: a gauge with its needle, ticks and labels removed. */
const ring = (name: string, value: number, startAngle = 90, endAngle = -270): ChartOption['series'] => [
  {
    name,
    type: 'gauge',
    startAngle,
    endAngle,
    min: 0,
    max: 100,
    radius: '90%',
    pointer: { show: false },
    progress: { show: true, roundCap: true, width: 18 },
    axisLine: { roundCap: true, lineStyle: { width: 18 } },
    axisTick: { show: false },
    splitLine: { show: false },
    axisLabel: { show: false },
    title: { show: true, offsetCenter: [0, '28%'], fontSize: 14 },
    detail: {
      valueAnimation: true,
      offsetCenter: [0, '-6%'],
      fontSize: 32,
      fontWeight: 'bold',
      formatter: '{value}%',
    },
    data: [{ name, value }],
  },
];

const examples: ChartExample[] = [
  {
    title: 'Single ring',
    description: 'This month’s average cutting yield.',
    label: 'Cutting yield this month',
    option: { tooltip: ITEM_TOOLTIP, series: ring('Cutting yield', thisMonthYield) },
  },
  {
    title: 'Several rings',
    description: 'Progress of this quarter’s targets, one ring each.',
    label: 'Quarter targets progress',
    // One gauge with a ring per target (progress.overlap false); names and values stacked in the middle.
    option: (theme): ChartOption => ({
      tooltip: ITEM_TOOLTIP,
      series: [
        {
          name: 'Progress (%)',
          type: 'gauge',
          startAngle: 90,
          endAngle: -270,
          radius: '92%',
          pointer: { show: false },
          progress: { show: true, overlap: false, roundCap: true, clip: false },
          axisLine: { lineStyle: { width: 64, color: [[1, theme.gridLine]] } },
          splitLine: { show: false },
          axisTick: { show: false },
          axisLabel: { show: false },
          title: { fontSize: 12 },
          detail: { fontSize: 12, formatter: '{value}%', width: 36 },
          data: QUARTER_TARGETS.map((target, ring) => ({
            name: target.name,
            value: target.value,
            title: { offsetCenter: ['-12%', `${(ring - 1.5) * 13}%`] },
            detail: { offsetCenter: ['30%', `${(ring - 1.5) * 13}%`] },
          })),
        },
      ],
    }),
  },
  {
    title: 'Semicircle',
    description: 'Collections against this quarter’s invoices.',
    label: 'Collections this quarter',
    option: { tooltip: ITEM_TOOLTIP, series: ring('Collections', collections, 200, -20) },
  },
];

export function RadialbarChartsDemo() {
  return (
    <>
      <PageHeader title="Radial bar charts" description="Progress towards a target as rings." />
      <ChartExamples examples={examples} />
    </>
  );
}
