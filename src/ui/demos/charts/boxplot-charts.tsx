import { PageHeader } from '@/ui';
import { ITEM_TOOLTIP, PLAIN_GRID, fiveNumberSummary, percent } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { CUTTING_YIELD_BY_MATERIAL, LEAD_TIME_DAYS, PANEL_MATERIALS, TARGET_YIELD } from './sample-series';

const yieldBoxes = PANEL_MATERIALS.map((material) => fiveNumberSummary(CUTTING_YIELD_BY_MATERIAL[material]));
const categories = Object.keys(LEAD_TIME_DAYS);
const leadTimeBoxes = categories.map((category) => fiveNumberSummary(LEAD_TIME_DAYS[category] ?? []));

const examples: ChartExample[] = [
  {
    title: 'Vertical box plot',
    description: 'Spread of cutting yield over the year’s cutting plans, by base material.',
    label: 'Cutting yield by material',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Material', data: PANEL_MATERIALS },
      yAxis: { type: 'value', min: 60, max: 100, axisLabel: { formatter: percent } },
      series: [{ name: 'Cutting yield (%)', type: 'boxplot', data: yieldBoxes }],
    },
  },
  {
    title: 'Horizontal box plot',
    description: 'Days from approved quotation to installation, by furniture category.',
    label: 'Lead time by furniture category',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'value', name: 'Days' },
      yAxis: { type: 'category', name: 'Category', nameLocation: 'start', data: categories, inverse: true },
      series: [{ name: 'Lead time (days)', type: 'boxplot', data: leadTimeBoxes }],
    },
  },
  {
    title: 'Against a target',
    description: `The ${TARGET_YIELD}% yield target as a line: which materials mostly clear it.`,
    label: 'Cutting yield by material against target',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Material', data: PANEL_MATERIALS },
      yAxis: { type: 'value', min: 60, max: 100, axisLabel: { formatter: percent } },
      series: [
        {
          name: 'Cutting yield (%)',
          type: 'boxplot',
          data: yieldBoxes,
          markLine: {
            symbol: 'none',
            data: [{ yAxis: TARGET_YIELD, name: 'Target' }],
            label: { formatter: 'Target {c}%' },
          },
        },
      ],
    },
  },
];

export function BoxplotChartsDemo() {
  return (
    <>
      <PageHeader
        title="Box plot charts"
        description="Distributions: median, quartiles and extremes at a glance."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
