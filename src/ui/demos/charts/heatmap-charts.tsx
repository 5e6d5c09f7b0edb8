import { PageHeader, type ChartOption, type ChartTheme } from '@/ui';
import { ITEM_TOOLTIP } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import {
  MONTHS,
  PANEL_CONSUMPTION,
  PANEL_MATERIALS,
  SITE_VISITS,
  VISIT_SLOTS,
  WEEKDAYS,
} from './sample-series';

/** A heat scale from the brand's faintest to its strongest token; the legend below is the key. */
function heatmap(
  xLabels: string[],
  yLabels: string[],
  yName: string,
  cells: [number, number, number][],
  seriesName: string,
  showValues: boolean,
) {
  const values = cells.map(([, , value]) => value);
  return (theme: ChartTheme): ChartOption => ({
    tooltip: ITEM_TOOLTIP,
    grid: { left: 8, right: 8, top: 32, bottom: 88 },
    xAxis: { type: 'category', data: xLabels, splitArea: { show: true } },
    // Inverse puts the first row on top; the axis name then belongs at the start, above the rows.
    yAxis: { type: 'category', name: yName, nameLocation: 'start', data: yLabels, inverse: true },
    visualMap: {
      type: 'continuous',
      min: Math.min(...values),
      max: Math.max(...values),
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 160,
      inRange: { color: [theme.accentSubtle, theme.accent] },
    },
    series: [
      {
        name: seriesName,
        type: 'heatmap',
        data: cells,
        label: { show: showValues, color: theme.text },
        itemStyle: { borderColor: theme.surface, borderWidth: 2 },
      },
    ],
  });
}

const visitCells = SITE_VISITS.flatMap((slots, day) =>
  slots.map((visits, slot) => [day, slot, visits] as [number, number, number]),
);
const consumptionCells = PANEL_MATERIALS.flatMap((material, row) =>
  PANEL_CONSUMPTION[material].map((sheets, month) => [month, row, sheets] as [number, number, number]),
);

const examples: ChartExample[] = [
  {
    title: 'Site visits by day and time',
    description: 'When customers book site visits: plan surveyors’ weeks around the dark cells.',
    label: 'Site visits by weekday and time slot',
    option: heatmap(WEEKDAYS, VISIT_SLOTS, 'Time slot', visitCells, 'Site visits', true),
  },
  {
    title: 'Consumption by month and material',
    description: 'Sheets consumed: the season shows across every material.',
    label: 'Panel consumption by month and material',
    option: heatmap(MONTHS, PANEL_MATERIALS, 'Material', consumptionCells, 'Sheets', false),
  },
];

export function HeatmapChartsDemo() {
  return (
    <>
      <PageHeader title="Heatmap charts" description="A grid of two categories, shaded by amount." />
      <ChartExamples examples={examples} />
    </>
  );
}
