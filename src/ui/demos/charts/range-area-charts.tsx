import { PageHeader, type ChartOption, type ChartTheme } from '@/ui';
import { AXIS_TOOLTIP, GRID, LEGEND, lakh, percent, summaryOf } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { MONTHLY_SALES, MONTHLY_YIELD_RANGE, MONTHS } from './sample-series';

/**
 * ECharts has no range-area series: a band is an invisible lower line with the band's height stacked
 * on it and filled. The data table therefore lists the real low and high values (summary below).
 */
function rangeBand(
  name: string,
  low: (number | null)[],
  high: (number | null)[],
  theme: ChartTheme,
  color: string,
) {
  return [
    {
      name: `${name} low`,
      type: 'line' as const,
      stack: name,
      symbol: 'none',
      lineStyle: { opacity: 0 },
      data: low,
      tooltip: { show: false },
    },
    {
      name,
      type: 'line' as const,
      stack: name,
      symbol: 'none',
      lineStyle: { opacity: 0 },
      areaStyle: { color, opacity: theme.colorMode === 'dark' ? 0.35 : 0.25 },
      data: high.map((value, index) =>
        value === null || low[index] == null ? null : value - (low[index] ?? 0),
      ),
    },
  ];
}

const actualMonths = 9;
const actualSales = MONTHLY_SALES['FY 2025-26'].map((value, month) => (month < actualMonths ? value : null));
const forecast = [null, null, null, null, null, null, null, null, 33.7, 34.5, 37.2, 45.0];
const forecastLow = [null, null, null, null, null, null, null, null, 33.7, 30.1, 31.8, 38.2];
const forecastHigh = [null, null, null, null, null, null, null, null, 33.7, 38.9, 42.6, 51.8];

const examples: ChartExample[] = [
  {
    title: 'Range with its average',
    description: 'Each month’s worst and best cutting plan as a band, the average yield as a line.',
    label: 'Cutting yield range by month',
    option: (theme): ChartOption => ({
      tooltip: AXIS_TOOLTIP,
      legend: { ...LEGEND, data: ['Worst to best plan', 'Average yield'] },
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
      yAxis: { type: 'value', min: 60, max: 100, axisLabel: { formatter: percent } },
      series: [
        ...rangeBand(
          'Worst to best plan',
          MONTHLY_YIELD_RANGE.low,
          MONTHLY_YIELD_RANGE.high,
          theme,
          theme.accent,
        ),
        {
          name: 'Average yield',
          type: 'line',
          data: MONTHLY_YIELD_RANGE.average,
          itemStyle: { color: theme.accent },
        },
      ],
    }),
    summary: summaryOf('Month', MONTHS, {
      'Worst plan (%)': MONTHLY_YIELD_RANGE.low,
      'Average (%)': MONTHLY_YIELD_RANGE.average,
      'Best plan (%)': MONTHLY_YIELD_RANGE.high,
    }),
  },
  {
    title: 'Forecast band',
    description: 'Invoiced sales to December, then the forecast with its likely range.',
    label: 'Sales with forecast range',
    option: (theme): ChartOption => ({
      tooltip: AXIS_TOOLTIP,
      legend: { ...LEGEND, data: ['Invoiced', 'Forecast', 'Forecast range'] },
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: [
        ...rangeBand('Forecast range', forecastLow, forecastHigh, theme, theme.palette[1] ?? theme.accent),
        { name: 'Invoiced', type: 'line', data: actualSales, itemStyle: { color: theme.accent } },
        {
          name: 'Forecast',
          type: 'line',
          data: forecast,
          lineStyle: { type: 'dashed' },
          itemStyle: { color: theme.palette[1] ?? theme.accent },
        },
      ],
    }),
    summary: summaryOf('Month', MONTHS, {
      'Invoiced (₹ lakh)': actualSales.map((value) => value ?? '–'),
      'Forecast (₹ lakh)': forecast.map((value) => value ?? '–'),
      'Low (₹ lakh)': forecastLow.map((value) => value ?? '–'),
      'High (₹ lakh)': forecastHigh.map((value) => value ?? '–'),
    }),
  },
];

export function RangeAreaChartsDemo() {
  return (
    <>
      <PageHeader
        title="Range area charts"
        description="Spreads between a low and a high, with the line they surround."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
