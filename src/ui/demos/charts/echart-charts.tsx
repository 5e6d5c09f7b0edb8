/** What ECharts adds beyond the basic types: funnels, gauges, zoomable series, roses and more. */
import { PageHeader, type ChartOption } from '@/ui';
import { AXIS_TOOLTIP, GRID, ITEM_TOOLTIP, LEGEND, lakh, movingAverage, seriesNames } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import {
  DESIGNERS,
  DESIGNER_WORKLOAD,
  MDF_SHEET_PRICE,
  MONTHLY_SALES,
  MONTHLY_YIELD_RANGE,
  MONTHS,
  SALES_FUNNEL,
  STOCK_VALUE,
  TARGET_YIELD,
} from './sample-series';

const twoYears = seriesNames(MONTHLY_SALES).flatMap((year) =>
  MONTHS.map((month) => `${month} ${year.slice(3)}`),
);
const twoYearSales = seriesNames(MONTHLY_SALES).flatMap((year) => [...MONTHLY_SALES[year]]);
const thisMonthYield = MONTHLY_YIELD_RANGE.average.at(-1) ?? 0;

const examples: ChartExample[] = [
  {
    title: 'Funnel',
    description: 'The sales funnel of the year, from lead to order.',
    label: 'Sales funnel',
    option: (theme): ChartOption => ({
      tooltip: ITEM_TOOLTIP,
      series: [
        {
          name: 'Sales funnel',
          type: 'funnel',
          left: '10%',
          width: '80%',
          top: 8,
          bottom: 8,
          gap: 2,
          // The narrow end stays wide enough for its label.
          minSize: '35%',
          label: { show: true, position: 'inside', formatter: '{b}: {c}', color: theme.surface },
          data: SALES_FUNNEL,
        },
      ],
    }),
  },
  {
    title: 'Gauge',
    description: `Average cutting yield this month, with the ${TARGET_YIELD}% target band.`,
    label: 'Cutting yield gauge',
    option: (theme): ChartOption => ({
      series: [
        {
          name: 'Cutting yield',
          type: 'gauge',
          min: 50,
          max: 100,
          radius: '90%',
          axisLine: {
            lineStyle: {
              width: 14,
              color: [
                [(TARGET_YIELD - 50) / 50, theme.gridLine],
                [1, theme.positive],
              ],
            },
          },
          pointer: { itemStyle: { color: theme.accent } },
          anchor: { show: true, size: 12, itemStyle: { color: theme.accent } },
          splitLine: { lineStyle: { color: theme.border } },
          axisTick: { lineStyle: { color: theme.border } },
          detail: { formatter: '{value}%', fontSize: 24, offsetCenter: [0, '65%'] },
          data: [{ name: 'Yield', value: thisMonthYield }],
        },
      ],
    }),
  },
  {
    title: 'Zoom and pan',
    description: 'Two years of monthly sales; drag the slider or scroll on the chart.',
    label: 'Monthly sales over two years, zoomable',
    height: 360,
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: { ...GRID, top: 32, bottom: 72 },
      xAxis: { type: 'category', name: 'Month', data: twoYears },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      dataZoom: [
        { type: 'inside', start: 50, end: 100 },
        { type: 'slider', start: 50, end: 100, bottom: 16 },
      ],
      series: [{ name: 'Sales (₹ lakh)', type: 'line', areaStyle: { opacity: 0.2 }, data: twoYearSales }],
    },
  },
  {
    title: 'Nightingale rose',
    description: 'Stock value by item: radius and area grow with the value.',
    label: 'Stock value by item, rose',
    option: {
      tooltip: { ...ITEM_TOOLTIP, valueFormatter: (value) => lakh(Number(value)) },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          name: 'Stock value (₹ lakh)',
          type: 'pie',
          roseType: 'radius',
          radius: ['15%', '75%'],
          center: ['50%', '45%'],
          itemStyle: { borderRadius: 6 },
          label: { show: false },
          data: STOCK_VALUE.flatMap((group) => group.children),
        },
      ],
    },
  },
  {
    title: 'Stacked horizontal bars',
    description: 'Designers’ open designs by status.',
    label: 'Designer workload',
    option: (theme): ChartOption => ({
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'value' },
      yAxis: { type: 'category', name: 'Designer', nameLocation: 'start', data: DESIGNERS, inverse: true },
      series: seriesNames(DESIGNER_WORKLOAD).map((status) => ({
        name: status,
        type: 'bar' as const,
        stack: 'designs',
        // A zero needs no label on a stacked bar: there is no segment to put it on.
        label: {
          show: true,
          color: theme.surface,
          formatter: ({ value }) => (Number(value) === 0 ? '' : String(value)),
        },
        data: [...DESIGNER_WORKLOAD[status]],
      })),
    }),
  },
  {
    title: 'Candlestick with average',
    description: 'MDF sheet price by week with a three-week average.',
    label: 'MDF price with average',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Week', data: MDF_SHEET_PRICE.weeks },
      yAxis: { type: 'value', scale: true },
      series: [
        { name: 'MDF 18 mm (₹ per sheet)', type: 'candlestick', data: MDF_SHEET_PRICE.ohlc },
        {
          name: '3-week average',
          type: 'line',
          symbol: 'none',
          data: movingAverage(
            MDF_SHEET_PRICE.ohlc.map(([, close]) => close),
            3,
          ),
        },
      ],
    },
  },
];

export function EchartChartsDemo() {
  return (
    <>
      <PageHeader
        title="ECharts gallery"
        description="Funnels, gauges, zoomable series and roses from the same engine."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
