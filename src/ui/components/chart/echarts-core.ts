/**
 * The one place ECharts is imported. Only the chart types and components the app draws are registered,
 * so the bundle carries those and nothing else (echarts/core is tree-shakeable; the full `echarts`
 * entry is not). Add a type here (or in echarts-extended.ts) before a demo or page uses it.
 *
 * Two groups: the everyday charts of the business pages (line, area, bar, pie, scatter, with grid, legend,
 * tooltip, zoom and marks) register here and load with the first chart; the rest (radar, polar, heatmap,
 * treemap, boxplot, candlestick, gauge, funnel, custom, visual maps) live in echarts-extended.ts, loaded
 * only when a chart's option asks for one of them. Together they were one 262 KB chunk.
 */
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echartsCore from 'echarts/core';
import { LabelLayout } from 'echarts/features';
// SVG, not canvas: text stays real <text> nodes (crisp at any zoom, readable by tests), and small
// business charts draw as fast as on canvas.
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chart-types';

/**
 * Registering is this module's side effect, and the package marks app modules side-effect free: a bare
 * `export { echarts } from 'echarts/core'` let the bundler skip this file and hand out an ECharts with no
 * renderer ("... is not a constructor" in production only). Exporting an object made here keeps it.
 */
function registerEverydayCharts(): typeof echartsCore {
  echartsCore.use([
    BarChart,
    LineChart,
    PieChart,
    ScatterChart,
    DataZoomInsideComponent,
    DataZoomSliderComponent,
    GridComponent,
    LegendComponent,
    MarkAreaComponent,
    MarkLineComponent,
    TooltipComponent,
    LabelLayout,
    SVGRenderer,
  ]);
  return echartsCore;
}

export const echarts: Pick<typeof echartsCore, 'init' | 'getInstanceByDom' | 'use'> =
  registerEverydayCharts();

const EVERYDAY_SERIES = new Set(['bar', 'line', 'pie', 'scatter']);
/** Option keys of components that only echarts-extended.ts registers. */
const EXTENDED_COMPONENTS = ['radar', 'polar', 'angleAxis', 'radiusAxis', 'visualMap'] as const;

/** Whether drawing this option needs the extended chart types and components. */
export function needsExtendedCharts(option: ChartOption): boolean {
  const series = option.series === undefined ? [] : [option.series].flat();
  if (series.some((one) => typeof one?.type === 'string' && !EVERYDAY_SERIES.has(one.type))) return true;
  return EXTENDED_COMPONENTS.some((key) => option[key] !== undefined);
}

let extendedCharts: Promise<void> | null = null;

/** Loads and registers the extended chart types once; later calls share the first load. */
export function loadExtendedCharts(): Promise<void> {
  extendedCharts ??= import('./echarts-extended').then(({ registerExtendedCharts }) =>
    registerExtendedCharts(echarts),
  );
  return extendedCharts;
}
