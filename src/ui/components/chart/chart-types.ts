/**
 * Types of the Chart component, kept apart from the ECharts runtime so the lazy wrapper, demos and
 * pages can name them without pulling ECharts into their chunk (type imports are erased).
 */
import type {
  BarSeriesOption,
  BoxplotSeriesOption,
  CandlestickSeriesOption,
  CustomSeriesOption,
  FunnelSeriesOption,
  GaugeSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
  ScatterSeriesOption,
  TreemapSeriesOption,
} from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  PolarComponentOption,
  RadarComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** An ECharts option limited to what echarts-core.ts registers. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | BoxplotSeriesOption
  | CandlestickSeriesOption
  | CustomSeriesOption
  | FunnelSeriesOption
  | GaugeSeriesOption
  | HeatmapSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | ScatterSeriesOption
  | TreemapSeriesOption
  | DataZoomComponentOption
  | GridComponentOption
  | LegendComponentOption
  | MarkAreaComponentOption
  | MarkLineComponentOption
  | PolarComponentOption
  | RadarComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

/** Colours of the current colour mode, resolved from the Chakra tokens. */
export interface ChartTheme {
  colorMode: 'light' | 'dark';
  /** `fg`: titles, legend, values. */
  text: string;
  /** `fg.muted`: axis labels. */
  mutedText: string;
  /** `border`: axis lines. */
  border: string;
  /** `border.muted`: grid lines, tracks behind gauges. */
  gridLine: string;
  /** `bg.panel`: tooltip background, gaps between pie slices. */
  surface: string;
  /** `brand.solid`: the first series and single-series charts. */
  accent: string;
  /** `brand.subtle`: the low end of a heat scale. */
  accentSubtle: string;
  /** `green.border` and `red.border`: rising and falling candles, gains and losses. */
  positive: string;
  negative: string;
  /** Series colours in order, each a palette's `*.border` token (it brightens in dark mode). */
  palette: string[];
  fontFamily: string;
}

/** The chart's data in words: a table screen-reader users read instead of the drawing. */
export interface ChartSummary {
  /** Headers of the value columns; the first column holds the row headers. */
  columns: string[];
  /** The header of the row-header column, e.g. "Month". */
  rowHeader: string;
  rows: { header: string; cells: string[] }[];
}

export interface ChartProps {
  /** What the chart shows, e.g. "Monthly sales 2026": its accessible name and the data table's caption. */
  label: string;
  /** The ECharts option, or a function of the token colours for options that need them (heat scales, tracks). */
  option: ChartOption | ((theme: ChartTheme) => ChartOption);
  /** The data table for screen readers; derived from the option's series when omitted. */
  summary?: ChartSummary;
  /** Height of the drawing; the width follows the container. */
  height?: number;
}
