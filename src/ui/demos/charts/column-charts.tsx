import { PageHeader, type ChartOption } from '@/ui';
import { AXIS_TOOLTIP, GRID, LEGEND, PLAIN_GRID, lakh, seriesNames } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import {
  MARGIN_VARIANCE,
  MONTHLY_SALES,
  MONTHS,
  ORDERS_PER_MONTH,
  PANEL_CONSUMPTION,
  QUARTERS,
  QUOTATIONS_BY_STATUS,
} from './sample-series';

const sales = MONTHLY_SALES['FY 2025-26'];
const quarterlySales = QUARTERS.map(
  (_, quarter) =>
    Math.round(sales.slice(quarter * 3, quarter * 3 + 3).reduce((sum, value) => sum + value, 0) * 10) / 10,
);

const examples: ChartExample[] = [
  {
    title: 'Basic column',
    description: 'Orders booked per month.',
    label: 'Orders booked per month',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value' },
      series: [{ name: 'Orders', type: 'bar', data: ORDERS_PER_MONTH, barMaxWidth: 28 }],
    },
  },
  {
    title: 'Stacked columns',
    description: 'Sheets consumed per month by base material.',
    label: 'Panel consumption by material, stacked',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', name: 'Sheets' },
      series: seriesNames(PANEL_CONSUMPTION).map((material) => ({
        name: material,
        type: 'bar' as const,
        stack: 'sheets',
        data: [...PANEL_CONSUMPTION[material]],
      })),
    },
  },
  {
    title: 'Grouped columns',
    description: 'Quotations per quarter, side by side by status.',
    label: 'Quotations per quarter by status',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Quarter', data: QUARTERS },
      yAxis: { type: 'value' },
      series: seriesNames(QUOTATIONS_BY_STATUS).map((status) => ({
        name: status,
        type: 'bar' as const,
        data: [...QUOTATIONS_BY_STATUS[status]],
      })),
    },
  },
  {
    title: 'With data labels',
    description: 'Sales per quarter with the amount on each column.',
    label: 'Sales per quarter FY 2025-26',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Quarter', data: QUARTERS },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: [
        {
          name: 'Sales (₹ lakh)',
          type: 'bar',
          barMaxWidth: 48,
          label: { show: true, position: 'top', formatter: ({ value }) => lakh(Number(value)) },
          data: quarterlySales,
        },
      ],
    },
  },
  {
    title: 'Negative columns',
    description: 'Margin against plan; shortfalls hang below the axis in the loss colour.',
    label: 'Margin variance against plan, by month',
    option: (theme): ChartOption => ({
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: [
        {
          name: 'Variance (₹ lakh)',
          type: 'bar',
          data: MARGIN_VARIANCE.map((value) => ({
            value,
            itemStyle: { color: value < 0 ? theme.negative : theme.positive },
          })),
        },
      ],
    }),
  },
];

export function ColumnChartsDemo() {
  return (
    <>
      <PageHeader title="Column charts" description="Amounts compared across months and quarters." />
      <ChartExamples examples={examples} />
    </>
  );
}
