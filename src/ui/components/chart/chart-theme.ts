/**
 * Chart colours come from the Chakra semantic tokens, so charts follow the brand and switch with dark
 * mode like every other component. ECharts paints colours itself (it cannot take CSS variables), so the
 * token variables are resolved to values on the chart's own element and turned into an ECharts theme.
 */
import type { ChartTheme } from './chart-types';

/** Token paths read for each theme role. */
export const CHART_TOKENS = {
  text: 'fg',
  mutedText: 'fg.muted',
  border: 'border',
  gridLine: 'border.muted',
  surface: 'bg.panel',
  accent: 'brand.solid',
  accentSubtle: 'brand.subtle',
  positive: 'green.border',
  negative: 'red.border',
} as const;

type ColorRole = keyof typeof CHART_TOKENS;

/**
 * Series colours: the brand first, then palettes far apart in hue. The `*.border` step is a mid tone
 * in light mode and a lighter one in dark mode, so series stay legible on both backgrounds.
 */
export const PALETTE_TOKENS = [
  'brand.solid',
  'orange.border',
  'blue.border',
  'purple.border',
  'pink.border',
  'yellow.border',
  'cyan.border',
  'red.border',
] as const;

export const FONT_TOKEN = 'body';

/** `var(--chakra-colors-fg)` -> `--chakra-colors-fg`; anything else is returned as is. */
export function cssVariableName(reference: string): string {
  const match = /var\(\s*(--[\w-]+)/.exec(reference);
  return match?.[1] ?? reference;
}

/**
 * Resolves token references (as `useToken` returns them) on an element. Reading on the element, not on
 * <html>, keeps a chart inside a `.dark` or `.light` island in that island's colours.
 */
export function resolveChartTheme(
  element: Element,
  references: { colors: Record<ColorRole, string>; palette: readonly string[]; font: string },
): ChartTheme {
  const style = getComputedStyle(element);
  const read = (reference: string) => {
    const name = cssVariableName(reference);
    return name.startsWith('--') ? style.getPropertyValue(name).trim() : name;
  };
  const colors = Object.fromEntries(
    Object.entries(references.colors).map(([role, reference]) => [role, read(reference)]),
  ) as Record<ColorRole, string>;
  // The nearest colour-mode class wins, as in Chakra's own `_dark` condition.
  const isDark = element.closest('.dark, .light')?.classList.contains('dark') ?? false;
  return {
    ...colors,
    colorMode: isDark ? 'dark' : 'light',
    palette: references.palette.map(read),
    fontFamily: read(references.font),
  };
}

/**
 * ECharts outlines labels in the series colour, which blurs small text on the page background in dark
 * mode; labels here sit on plain backgrounds or take a contrasting colour instead.
 */
const plainLabels = { label: { textBorderWidth: 0 } };

/** The ECharts theme object for a ChartTheme: text, axes, tooltip and per-type defaults. */
export function toEChartsTheme(theme: ChartTheme): Record<string, unknown> {
  // Labels beside points and bar ends sit on the page: text colour. (ECharts' own default is a fixed
  // dark grey with a white halo.) Labels inside shapes are set per chart or left to ECharts' contrast pick.
  const outsideLabels = { label: { textBorderWidth: 0, color: theme.text } };
  const axis = {
    axisLine: { lineStyle: { color: theme.border } },
    axisTick: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.mutedText },
    splitLine: { lineStyle: { color: [theme.gridLine] } },
    splitArea: { areaStyle: { color: ['transparent'] } },
    nameTextStyle: { color: theme.mutedText },
  };
  return {
    color: theme.palette,
    backgroundColor: 'transparent',
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    title: { textStyle: { color: theme.text }, subtextStyle: { color: theme.mutedText } },
    legend: {
      textStyle: { color: theme.text },
      pageTextStyle: { color: theme.mutedText },
      pageIconColor: theme.text,
      pageIconInactiveColor: theme.gridLine,
    },
    tooltip: {
      backgroundColor: theme.surface,
      borderColor: theme.border,
      textStyle: { color: theme.text },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    // One key for the radar component and the radar series.
    radar: {
      ...outsideLabels,
      axisName: { color: theme.mutedText },
      axisLine: { lineStyle: { color: theme.border } },
      splitLine: { lineStyle: { color: theme.gridLine } },
      splitArea: { areaStyle: { color: ['transparent'] } },
    },
    candlestick: {
      itemStyle: {
        color: theme.positive,
        color0: theme.negative,
        borderColor: theme.positive,
        borderColor0: theme.negative,
      },
    },
    // ECharts' default hollow markers are filled white, a glare in dark mode; solid dots suit both.
    line: { ...outsideLabels, symbol: 'circle', symbolSize: 6 },
    pie: { ...plainLabels, itemStyle: { borderColor: theme.surface }, percentPrecision: 0 },
    funnel: plainLabels,
    bar: outsideLabels,
    scatter: outsideLabels,
    heatmap: plainLabels,
    treemap: { ...plainLabels, upperLabel: { textBorderWidth: 0 } },
    gauge: {
      axisLine: { lineStyle: { color: [[1, theme.gridLine]] } },
      axisLabel: { color: theme.mutedText },
      title: { color: theme.mutedText },
      detail: { color: theme.text },
    },
    dataZoom: {
      textStyle: { color: theme.mutedText },
      borderColor: theme.border,
      fillerColor: theme.accentSubtle,
      dataBackground: { lineStyle: { color: theme.border }, areaStyle: { color: theme.gridLine } },
      handleStyle: { color: theme.surface, borderColor: theme.accent },
    },
    visualMap: { textStyle: { color: theme.mutedText } },
    markLine: { label: { color: theme.text } },
  };
}
