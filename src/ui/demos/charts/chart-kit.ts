/** Option pieces every chart demo repeats: margins that leave room for a legend, money on axes. */
import type { ChartOption, ChartSummary } from '@/ui';

/** Room for the legend above; ECharts 6 keeps axis labels and names inside these bounds by itself. */
export const GRID = { left: 8, right: 16, top: 64, bottom: 24 } satisfies ChartOption['grid'];
/** The same without a legend above. */
export const PLAIN_GRID = { ...GRID, top: 32 } satisfies ChartOption['grid'];
/** A legend that scrolls rather than wraps over the plot on a phone. */
export const LEGEND = { top: 0, type: 'scroll' } satisfies ChartOption['legend'];
export const AXIS_TOOLTIP = { trigger: 'axis' } satisfies ChartOption['tooltip'];
export const ITEM_TOOLTIP = { trigger: 'item' } satisfies ChartOption['tooltip'];

/** ₹ lakh on an axis: 24 -> "₹24L", -1 -> "−₹1L". */
export const lakh = (value: number) => (value < 0 ? `−₹${-value}L` : `₹${value}L`);
export const percent = (value: number) => `${value}%`;

/** Order-preserving keys of a record of series, typed as the record's keys. */
export const seriesNames = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** A data table for charts whose drawing series are not the data (range bands, Gantt bars). */
export function summaryOf(
  rowHeader: string,
  rowLabels: string[],
  columns: Record<string, (number | string)[]>,
  format: (value: number | string) => string = String,
): ChartSummary {
  const names = Object.keys(columns);
  return {
    rowHeader,
    columns: names,
    rows: rowLabels.map((header, index) => ({
      header,
      cells: names.map((name) => {
        const value = columns[name]?.[index];
        return value === undefined ? 'no value' : format(value);
      }),
    })),
  };
}

/** Minimum, lower quartile, median, upper quartile, maximum: the five numbers of a box plot. */
export function fiveNumberSummary(values: readonly number[]): [number, number, number, number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const quantile = (q: number) => {
    const position = (sorted.length - 1) * q;
    const below = Math.floor(position);
    const lower = sorted[below] ?? 0;
    const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
    return Math.round((lower + (upper - lower) * (position - below)) * 10) / 10;
  };
  return [quantile(0), quantile(0.25), quantile(0.5), quantile(0.75), quantile(1)];
}

/** The mean of each window of `size` values; null until the first window is full. */
export function movingAverage(values: readonly number[], size: number): (number | null)[] {
  return values.map((_, index) => {
    if (index + 1 < size) return null;
    const window = values.slice(index + 1 - size, index + 1);
    return Math.round(window.reduce((sum, value) => sum + value, 0) / size);
  });
}
