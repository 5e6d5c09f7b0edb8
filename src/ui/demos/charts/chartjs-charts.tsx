/**
 * The chart types a Chart.js gallery shows (line, bar, doughnut, pie, radar, polar area, bubble,
 * scatter, mixed), drawn by the app's one chart engine so they share its theme and accessibility.
 */
import { PageHeader, type ChartOption } from '@/ui';
import { AXIS_TOOLTIP, GRID, ITEM_TOOLTIP, LEGEND, PLAIN_GRID, lakh, seriesNames } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import {
  APPOINTMENTS_BY_TYPE,
  LEAD_SOURCES,
  MONTHLY_SALES,
  MONTHS,
  OPEN_QUOTATIONS,
  ORDERS_PER_MONTH,
  PANEL_CONSUMPTION,
  PLAN_YIELD_VS_PARTS,
  QUOTATION_STATUS_SHARE,
  SUPPLIER_CRITERIA,
  SUPPLIER_SCORES,
} from './sample-series';

const HEIGHT = 280;
const BOTTOM_LEGEND = { bottom: 0, type: 'scroll' as const };

const galleryExamples: ChartExample[] = [
  {
    title: 'Line',
    description: 'Sales this year and last.',
    label: 'Gallery: monthly sales, two years',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: seriesNames(MONTHLY_SALES).map((year) => ({
        name: year,
        type: 'line' as const,
        smooth: 0.3,
        data: [...MONTHLY_SALES[year]],
      })),
    },
  },
  {
    title: 'Bar',
    description: 'MDF and plywood sheets per month.',
    label: 'Gallery: MDF and plywood sheets',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value' },
      series: (['MDF', 'Plywood'] as const).map((material) => ({
        name: material,
        type: 'bar' as const,
        data: [...PANEL_CONSUMPTION[material]],
      })),
    },
  },
  {
    title: 'Doughnut',
    description: 'Quotations by status.',
    label: 'Gallery: quotations by status',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Quotations',
          type: 'pie',
          radius: ['50%', '75%'],
          center: ['50%', '45%'],
          label: { show: false },
          data: QUOTATION_STATUS_SHARE,
        },
      ],
    },
  },
  {
    title: 'Pie',
    description: 'Lead sources.',
    label: 'Gallery: lead sources',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Leads',
          type: 'pie',
          radius: '75%',
          center: ['50%', '45%'],
          label: { show: false },
          data: LEAD_SOURCES,
        },
      ],
    },
  },
  {
    title: 'Radar',
    description: 'Supplier scores.',
    label: 'Gallery: supplier scores',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: LEGEND,
      radar: {
        indicator: SUPPLIER_CRITERIA.map((name) => ({ name, max: 5 })),
        radius: '60%',
        center: ['50%', '58%'],
      },
      series: [{ name: 'Supplier', type: 'radar', areaStyle: { opacity: 0.15 }, data: SUPPLIER_SCORES }],
    },
  },
  {
    title: 'Polar area',
    description: 'Appointments by type.',
    label: 'Gallery: appointments by type',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Appointments',
          type: 'pie',
          roseType: 'area',
          radius: ['5%', '75%'],
          center: ['50%', '45%'],
          label: { show: false },
          data: APPOINTMENTS_BY_TYPE,
        },
      ],
    },
  },
  {
    title: 'Bubble',
    description: 'Open quotations: area, chance, value.',
    label: 'Gallery: open quotations',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'value', scale: true },
      yAxis: { type: 'value', min: 20, max: 100 },
      series: [
        {
          name: 'Quotations',
          type: 'scatter',
          dimensions: ['Area (sq ft)', 'Chance (%)', 'Value (₹ lakh)'],
          symbolSize: (value: number[]) => Math.sqrt(value[2] ?? 0) * 6,
          itemStyle: { opacity: 0.7 },
          data: OPEN_QUOTATIONS.map((quotation) => ({
            name: quotation.name,
            value: [quotation.area, quotation.probability, quotation.value],
          })),
        },
      ],
    },
  },
  {
    title: 'Scatter',
    description: 'Cutting yield against parts per plan.',
    label: 'Gallery: yield against parts',
    option: {
      tooltip: ITEM_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'value' },
      yAxis: { type: 'value', min: 60, max: 100 },
      series: [
        {
          name: 'Cutting plans',
          type: 'scatter',
          dimensions: ['Parts', 'Yield (%)'],
          data: PLAN_YIELD_VS_PARTS,
        },
      ],
    },
  },
  {
    title: 'Mixed',
    description: 'Sales as bars, orders as a line.',
    label: 'Gallery: sales and orders',
    option: (): ChartOption => ({
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
    }),
  },
];

// Gallery tiles are shorter than the charts of the single-type pages.
const examples = galleryExamples.map((example): ChartExample => ({ ...example, height: HEIGHT }));

export function ChartjsChartsDemo() {
  return (
    <>
      <PageHeader
        title="Chart gallery"
        description="The classic chart types side by side, on the app’s one chart engine."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
