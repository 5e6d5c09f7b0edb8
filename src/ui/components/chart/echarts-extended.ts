/** The chart types and components beyond the everyday ones (see echarts-core.ts), loaded on demand. */
import {
  BoxplotChart,
  CandlestickChart,
  CustomChart,
  FunnelChart,
  GaugeChart,
  HeatmapChart,
  RadarChart,
  TreemapChart,
} from 'echarts/charts';
import { PolarComponent, RadarComponent, VisualMapComponent } from 'echarts/components';
import type { use } from 'echarts/core';

export function registerExtendedCharts(echarts: { use: typeof use }): void {
  echarts.use([
    BoxplotChart,
    CandlestickChart,
    CustomChart,
    FunnelChart,
    GaugeChart,
    HeatmapChart,
    RadarChart,
    TreemapChart,
    PolarComponent,
    RadarComponent,
    VisualMapComponent,
  ]);
}
