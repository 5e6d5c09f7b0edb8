import { PageHeader, type ChartOption } from '@/ui';
import { AXIS_TOOLTIP, GRID, PLAIN_GRID, LEGEND, lakh, seriesNames } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { MARGIN_VARIANCE, MONTHLY_SALES, MONTHS, PANEL_CONSUMPTION } from './sample-series';

const examples: ChartExample[] = [
  {
    title: 'Basic area',
    description: 'Invoiced sales per month, filled to the axis.',
    label: 'Monthly sales FY 2025-26',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: [
        {
          name: 'Sales (₹ lakh)',
          type: 'line',
          areaStyle: { opacity: 0.3 },
          data: [...MONTHLY_SALES['FY 2025-26']],
        },
      ],
    },
  },
  {
    title: 'Stacked area',
    description: 'Sheets consumed per month, stacked by base material: the total and each share.',
    label: 'Panel consumption by material',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
      yAxis: { type: 'value', name: 'Sheets' },
      series: seriesNames(PANEL_CONSUMPTION).map((material) => ({
        name: material,
        type: 'line' as const,
        stack: 'sheets',
        areaStyle: { opacity: 0.6 },
        symbol: 'none',
        data: [...PANEL_CONSUMPTION[material]],
      })),
    },
  },
  {
    title: 'Two years overlaid',
    description: 'This year over last year, translucent so both stay visible.',
    label: 'Monthly sales, this year against last',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: seriesNames(MONTHLY_SALES).map((year) => ({
        name: year,
        type: 'line' as const,
        smooth: true,
        areaStyle: { opacity: 0.25 },
        data: [...MONTHLY_SALES[year]],
      })),
    },
  },
  {
    title: 'Negative values',
    description: 'Margin against plan: gains above the axis, shortfalls below, in their own colours.',
    label: 'Margin variance against plan',
    option: (theme): ChartOption => ({
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      visualMap: {
        show: false,
        type: 'piecewise',
        // Bounded pieces: ECharts 6 cannot build the line's gradient from open-ended ones.
        pieces: [
          { gte: -100, lt: 0, color: theme.negative },
          { gte: 0, lte: 100, color: theme.positive },
        ],
      },
      series: [
        { name: 'Variance (₹ lakh)', type: 'line', areaStyle: { opacity: 0.35 }, data: MARGIN_VARIANCE },
      ],
    }),
  },
];

export function AreaChartsDemo() {
  return (
    <>
      <PageHeader
        title="Area charts"
        description="Volumes over time: filled, stacked, overlaid and signed."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
