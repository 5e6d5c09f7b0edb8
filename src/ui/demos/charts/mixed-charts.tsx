import { PageHeader } from '@/ui';
import { AXIS_TOOLTIP, GRID, LEGEND, lakh, seriesNames } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { MONTHLY_SALES, MONTHS, ORDERS_PER_MONTH, PANEL_CONSUMPTION, SALES_TARGET } from './sample-series';

const totalSheets = MONTHS.map((_, month) =>
  seriesNames(PANEL_CONSUMPTION).reduce(
    (sum, material) => sum + (PANEL_CONSUMPTION[material][month] ?? 0),
    0,
  ),
);

const examples: ChartExample[] = [
  {
    title: 'Columns and a line on two axes',
    description: 'Sales in ₹ lakh as columns, orders booked as a line on their own axis.',
    label: 'Sales and orders per month',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: [
        { type: 'value', axisLabel: { formatter: lakh } },
        { type: 'value', splitLine: { show: false } },
      ],
      series: [
        { name: 'Sales (₹ lakh)', type: 'bar', data: [...MONTHLY_SALES['FY 2025-26']] },
        { name: 'Orders', type: 'line', yAxisIndex: 1, data: ORDERS_PER_MONTH },
      ],
    },
  },
  {
    title: 'Columns, area and line',
    description: 'This year as columns, last year as an area, the target as a dashed line.',
    label: 'Sales against last year and target',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: [
        { name: 'FY 2025-26', type: 'bar', data: [...MONTHLY_SALES['FY 2025-26']] },
        {
          name: 'FY 2024-25',
          type: 'line',
          areaStyle: { opacity: 0.2 },
          symbol: 'none',
          data: [...MONTHLY_SALES['FY 2024-25']],
        },
        { name: 'Target', type: 'line', lineStyle: { type: 'dashed' }, symbol: 'none', data: SALES_TARGET },
      ],
    },
  },
  {
    title: 'Stacked columns with a total',
    description: 'Sheets per material stacked, with the month’s total as a line on top.',
    label: 'Panel consumption with total',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', name: 'Sheets' },
      series: [
        ...seriesNames(PANEL_CONSUMPTION).map((material) => ({
          name: material,
          type: 'bar' as const,
          stack: 'sheets',
          data: [...PANEL_CONSUMPTION[material]],
        })),
        { name: 'Total', type: 'line' as const, data: totalSheets },
      ],
    },
  },
];

export function MixedChartsDemo() {
  return (
    <>
      <PageHeader title="Mixed charts" description="Different series types sharing one set of axes." />
      <ChartExamples examples={examples} />
    </>
  );
}
