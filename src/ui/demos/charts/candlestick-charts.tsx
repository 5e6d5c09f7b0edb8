import { PageHeader } from '@/ui';
import { AXIS_TOOLTIP, GRID, LEGEND, PLAIN_GRID, movingAverage } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { MDF_SHEET_PRICE } from './sample-series';

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
const closes = MDF_SHEET_PRICE.ohlc.map(([, close]) => close);
const priceAxis = { type: 'value' as const, scale: true, axisLabel: { formatter: rupees } };

const examples: ChartExample[] = [
  {
    title: 'Basic candlestick',
    description: 'Weekly buying price of an 18 mm MDF sheet: open, close, low and high.',
    label: 'MDF sheet price by week',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Week', data: MDF_SHEET_PRICE.weeks },
      yAxis: priceAxis,
      series: [{ name: 'MDF 18 mm (₹ per sheet)', type: 'candlestick', data: MDF_SHEET_PRICE.ohlc }],
    },
  },
  {
    title: 'With a moving average',
    description: 'The three-week average of closing prices smooths the week-to-week swing.',
    label: 'MDF sheet price with 3-week average',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Week', data: MDF_SHEET_PRICE.weeks },
      yAxis: priceAxis,
      series: [
        { name: 'MDF 18 mm (₹ per sheet)', type: 'candlestick', data: MDF_SHEET_PRICE.ohlc },
        {
          name: '3-week average',
          type: 'line',
          smooth: true,
          symbol: 'none',
          data: movingAverage(closes, 3),
        },
      ],
    },
  },
  {
    title: 'Zoom and pan',
    description: 'Drag the handles below, or scroll on the chart, to look at a few weeks.',
    label: 'MDF sheet price, zoomable',
    height: 360,
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: { ...PLAIN_GRID, bottom: 72 },
      xAxis: { type: 'category', name: 'Week', data: MDF_SHEET_PRICE.weeks },
      yAxis: priceAxis,
      dataZoom: [
        { type: 'inside', start: 40, end: 100 },
        { type: 'slider', start: 40, end: 100, bottom: 16 },
      ],
      series: [{ name: 'MDF 18 mm (₹ per sheet)', type: 'candlestick', data: MDF_SHEET_PRICE.ohlc }],
    },
  },
];

export function CandlestickChartsDemo() {
  return (
    <>
      <PageHeader title="Candlestick charts" description="Price movements of materials the workshop buys." />
      <ChartExamples examples={examples} />
    </>
  );
}
