import { PageHeader } from '@/ui';
import { GRID, ITEM_TOOLTIP, LEGEND, percent } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { OPEN_QUOTATIONS, PLAN_YIELD_VS_PARTS, TARGET_YIELD } from './sample-series';

const quotations = (category: string) => ({
  name: category,
  type: 'scatter' as const,
  dimensions: ['Area (sq ft)', 'Value (₹ lakh)'],
  symbolSize: 12,
  data: OPEN_QUOTATIONS.filter((quotation) => quotation.category === category).map((quotation) => ({
    name: quotation.name,
    value: [quotation.area, quotation.value],
  })),
});

const examples: ChartExample[] = [
  {
    title: 'Yield against parts',
    description: `Plans with more parts nest better; the line is the ${TARGET_YIELD}% target.`,
    label: 'Cutting yield against parts per plan',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: { ...GRID, top: 32 },
      xAxis: { type: 'value', name: 'Parts on the plan', nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'value', name: 'Yield', min: 60, max: 100, axisLabel: { formatter: percent } },
      series: [
        {
          name: 'Cutting plans',
          type: 'scatter',
          dimensions: ['Parts', 'Yield (%)'],
          symbolSize: 10,
          data: PLAN_YIELD_VS_PARTS,
          markLine: {
            symbol: 'none',
            data: [{ yAxis: TARGET_YIELD, name: 'Target' }],
            label: { formatter: 'Target {c}%' },
          },
        },
      ],
    },
  },
  {
    title: 'Two groups',
    description: 'Open quotations: value against carpet area, residential and commercial.',
    label: 'Quotation value against area',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'value', name: 'Area (sq ft)', nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'value', name: '₹ lakh' },
      series: [quotations('Residential'), quotations('Commercial')],
    },
  },
];

export function ScatterChartsDemo() {
  return (
    <>
      <PageHeader title="Scatter charts" description="How two measures move together, one dot per record." />
      <ChartExamples examples={examples} />
    </>
  );
}
