/**
 * The one chart of the app: ECharts (SVG renderer) themed from the Chakra tokens, redrawn when the
 * colour mode changes, resized with its container, with its data as a table for screen readers.
 * Import it through LazyChart: this module pulls in ECharts.
 */
import { Box, useToken, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useColorMode } from '../color-mode/color-mode';
import { CHART_TOKENS, FONT_TOKEN, PALETTE_TOKENS, resolveChartTheme, toEChartsTheme } from './chart-theme';
import { summariseOption } from './chart-summary';
import type { ChartOption, ChartProps, ChartTheme } from './chart-types';
import { echarts, loadExtendedCharts, needsExtendedCharts } from './echarts-core';

const COLOR_ROLES = Object.keys(CHART_TOKENS) as (keyof typeof CHART_TOKENS)[];
const COLOR_PATHS = COLOR_ROLES.map((role) => CHART_TOKENS[role]);
const PALETTE_PATHS = [...PALETTE_TOKENS];
const FONT_PATHS = [FONT_TOKEN];

/** Colours are unknown until the element is in the document; the summary does not need them. */
const PENDING_THEME: ChartTheme = {
  colorMode: 'light',
  text: '',
  mutedText: '',
  border: '',
  gridLine: '',
  surface: '',
  accent: '',
  accentSubtle: '',
  positive: '',
  negative: '',
  palette: [],
  fontFamily: '',
};

/**
 * The class list of <html>, where the colour mode lands. Watched directly as well as through
 * useColorMode: the class is what the CSS variables follow, including a mode forced by a story.
 */
function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const rootClass = () => document.documentElement.className;
const serverRootClass = () => '';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Chart({ label, option, summary, height = 320 }: ChartProps) {
  const drawingRef = useRef<HTMLDivElement>(null);
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  const { colorMode } = useColorMode();
  const htmlClass = useSyncExternalStore(subscribeToRootClass, rootClass, serverRootClass);
  const colorReferences = useToken('colors', COLOR_PATHS);
  const paletteReferences = useToken('colors', PALETTE_PATHS);
  const [fontReference = ''] = useToken('fonts', FONT_PATHS);

  // Re-read the token values whenever the colour mode may have changed.
  useLayoutEffect(() => {
    const element = drawingRef.current;
    if (!element) return;
    const colors = Object.fromEntries(
      COLOR_ROLES.map((role, index) => [role, colorReferences[index] ?? '']),
    ) as Record<keyof typeof CHART_TOKENS, string>;
    setTheme(resolveChartTheme(element, { colors, palette: paletteReferences, font: fontReference }));
  }, [colorMode, htmlClass, colorReferences, paletteReferences, fontReference]);

  const resolvedOption: ChartOption = useMemo(
    () => (typeof option === 'function' ? option(theme ?? PENDING_THEME) : option),
    [option, theme],
  );

  // Less common chart types load on demand (echarts-core.ts); a failed load is the page's error.
  const needsExtended = useMemo(() => needsExtendedCharts(resolvedOption), [resolvedOption]);
  const [extendedLoaded, setExtendedLoaded] = useState(false);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!needsExtended || extendedLoaded) return;
    let current = true;
    loadExtendedCharts().then(
      () => current && setExtendedLoaded(true),
      (error: unknown) => current && setLoadFailure(error ?? new Error('The chart types did not load.')),
    );
    return () => {
      current = false;
    };
  }, [needsExtended, extendedLoaded]);
  if (loadFailure) throw loadFailure;
  const drawable = !needsExtended || extendedLoaded;

  const appliedTheme = useRef<ChartTheme | null>(null);

  // ECharts takes its theme at init; later changes go through setTheme, which needs an option set first.
  useLayoutEffect(() => {
    const element = drawingRef.current;
    if (!element || !theme || !drawable) return;
    const existing = echarts.getInstanceByDom(element);
    const chart = existing ?? echarts.init(element, toEChartsTheme(theme), { renderer: 'svg' });
    chart.setOption({ animation: !prefersReducedMotion(), ...resolvedOption }, { notMerge: true });
    if (existing && appliedTheme.current !== theme) chart.setTheme(toEChartsTheme(theme));
    appliedTheme.current = theme;
  }, [theme, resolvedOption, drawable]);

  useEffect(() => {
    const element = drawingRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => echarts.getInstanceByDom(element)?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      echarts.getInstanceByDom(element)?.dispose();
    };
  }, []);

  const table = useMemo(() => summary ?? summariseOption(resolvedOption), [summary, resolvedOption]);

  return (
    <Box as="figure" m="0" minW="0" position="relative" data-color-mode={theme?.colorMode}>
      <Box ref={drawingRef} role="img" aria-label={label} h={`${height}px`} w="full" minW="0" />
      {/* A table ignores the 1 px box of VisuallyHidden; the wrapping div clips it. */}
      <VisuallyHidden as="div">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowHeader}</th>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={`${row.header}-${rowIndex}`}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

export default Chart;
