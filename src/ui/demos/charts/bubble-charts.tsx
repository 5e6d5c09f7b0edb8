import { PageHeader } from '@/ui';
import { GRID, ITEM_TOOLTIP, LEGEND, lakh, percent } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { LEAD_SOURCES, OPEN_QUOTATIONS } from './sample-series';

const QUOTATION_DIMENSIONS = ['Area (sq ft)', 'Chance (%)', 'Value (₹ lakh)'];
const bubbleSize = (value: number[]) => Math.sqrt(value[2] ?? 0) * 7;

const quotationSeries = (category: string) => ({
  name: category,
  type: 'scatter' as const,
  dimensions: QUOTATION_DIMENSIONS,
  symbolSize: bubbleSize,
  itemStyle: { opacity: 0.75 },
  data: OPEN_QUOTATIONS.filter((quotation) => quotation.category === category).map((quotation) => ({
    name: quotation.name,
    value: [quotation.area, quotation.probability, quotation.value],
  })),
});

/** Conversion and average order value per lead source (sample figures). */
const conversion: Record<string, [number, number]> = {
  Website: [9.7, 4.1],
  Referral: [17.9, 7.8],
  Architects: [22.0, 12.6],
  Instagram: [5.7, 3.2],
  'Walk-in': [14.9, 5.4],
  'Trade fair': [12.3, 9.9],
};

const examples: ChartExample[] = [
  {
    title: 'Open quotations',
    description: 'Carpet area against chance of winning; the bubble is the quotation’s value.',
    label: 'Open quotations by area, chance and value',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'value', name: 'Area (sq ft)', nameLocation: 'middle', nameGap: 28, scale: true },
      yAxis: { type: 'value', name: 'Chance', axisLabel: { formatter: percent }, min: 20, max: 100 },
      series: [quotationSeries('Residential'), quotationSeries('Commercial')],
    },
  },
  {
    title: 'Lead sources',
    description: 'Leads received against conversion; the bubble is the average order value.',
    label: 'Lead sources by volume, conversion and order value',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: { ...GRID, top: 32 },
      xAxis: { type: 'value', name: 'Leads', nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'value', name: 'Conversion', axisLabel: { formatter: percent } },
      series: [
        {
          name: 'Lead sources',
          type: 'scatter',
          dimensions: ['Leads', 'Conversion (%)', 'Average order (₹ lakh)'],
          symbolSize: (value: number[]) => Math.sqrt(value[2] ?? 0) * 12,
          label: { show: true, formatter: '{b}', position: 'top' },
          itemStyle: { opacity: 0.75 },
          tooltip: { valueFormatter: (value) => (typeof value === 'number' ? lakh(value) : String(value)) },
          data: LEAD_SOURCES.map((source) => ({
            name: source.name,
            value: [source.value, ...(conversion[source.name] ?? [0, 0])],
          })),
        },
      ],
    },
  },
];

export function BubbleChartsDemo() {
  return (
    <>
      <PageHeader title="Bubble charts" description="Three measures at once: two positions and a size." />
      <ChartExamples examples={examples} />
    </>
  );
}
