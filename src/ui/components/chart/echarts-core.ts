/**
 * The one place ECharts is imported. Only the chart types and components the app draws are registered,
 * so the bundle carries those and nothing else (echarts/core is tree-shakeable; the full `echarts`
 * entry is not). Add a type here before a demo or page uses it.
 */
import {
  BarChart,
  BoxplotChart,
  CandlestickChart,
  CustomChart,
  FunnelChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
  TreemapChart,
} from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  PolarComponent,
  RadarComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echartsCore from 'echarts/core';
import { LabelLayout } from 'echarts/features';
// SVG, not canvas: text stays real <text> nodes (crisp at any zoom, readable by tests), and small
// business charts draw as fast as on canvas.
import { SVGRenderer } from 'echarts/renderers';

/**
 * Registering is this module's side effect, and the package marks app modules side-effect free: a bare
 * `export { echarts } from 'echarts/core'` let the bundler skip this file and hand out an ECharts with no
 * renderer ("... is not a constructor" in production only). Exporting an object made here keeps it.
 */
function registerCharts(): typeof echartsCore {
  echartsCore.use([
    BarChart,
    BoxplotChart,
    CandlestickChart,
    CustomChart,
    FunnelChart,
    GaugeChart,
    HeatmapChart,
    LineChart,
    PieChart,
    RadarChart,
    ScatterChart,
    TreemapChart,
    DataZoomInsideComponent,
    DataZoomSliderComponent,
    GridComponent,
    LegendComponent,
    MarkAreaComponent,
    MarkLineComponent,
    PolarComponent,
    RadarComponent,
    TooltipComponent,
    VisualMapComponent,
    LabelLayout,
    SVGRenderer,
  ]);
  return echartsCore;
}

export const echarts: Pick<typeof echartsCore, 'init' | 'getInstanceByDom'> = registerCharts();
