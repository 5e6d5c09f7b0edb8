/**
 * Turns an ECharts option into a plain table of its data, so a chart says in words what it draws.
 * Pure and free of ECharts at run time: it only reads the option object.
 */
import type { ChartOption, ChartSummary } from './chart-types';

type Rec = Record<string, unknown>;

const isRecord = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toList = (value: unknown): unknown[] => {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
};

const numberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '-') return 'no value';
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat.format(value) : 'no value';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (isRecord(value) && 'value' in value) return formatValue(value['value']);
  return String(value);
}

/** Names of the numbers in one data point, for series whose points are several numbers. */
const DIMENSIONS: Record<string, string[]> = {
  candlestick: ['open', 'close', 'low', 'high'],
  boxplot: ['min', 'Q1', 'median', 'Q3', 'max'],
};

function pointValue(point: unknown): unknown {
  return isRecord(point) && 'value' in point ? point['value'] : point;
}

function formatPoint(type: string, point: unknown, dimensionNames?: string[]): string {
  const value = pointValue(point);
  const names = dimensionNames ?? DIMENSIONS[type];
  if (names && Array.isArray(value)) {
    return value
      .map((number, index) => `${names[index] ?? `value ${index + 1}`} ${formatValue(number)}`)
      .join(', ');
  }
  return formatValue(value);
}

/** A series' own `dimensions` names, e.g. ['Area (sq ft)', 'Chance (%)'] for scatter points. */
function dimensionNamesOf(series: Rec): string[] | undefined {
  const dimensions = series['dimensions'];
  if (!Array.isArray(dimensions)) return undefined;
  return dimensions.map((dimension, index) =>
    typeof dimension === 'string'
      ? dimension
      : isRecord(dimension) && typeof dimension['name'] === 'string'
        ? dimension['name']
        : `value ${index + 1}`,
  );
}

const seriesName = (series: Rec, index: number): string =>
  typeof series['name'] === 'string' && series['name'] !== '' ? series['name'] : `Series ${index + 1}`;

const itemName = (point: unknown, fallback: string): string =>
  isRecord(point) && typeof point['name'] === 'string' ? point['name'] : fallback;

interface CategoryAxis {
  name: string;
  labels: string[];
}

function categoryAxisOf(option: Rec): CategoryAxis | undefined {
  for (const key of ['xAxis', 'yAxis', 'angleAxis', 'radiusAxis']) {
    for (const axis of toList(option[key])) {
      if (isRecord(axis) && axis['type'] === 'category' && Array.isArray(axis['data'])) {
        return {
          name: typeof axis['name'] === 'string' && axis['name'] !== '' ? axis['name'] : 'Category',
          labels: axis['data'].map((label) => formatValue(isRecord(label) ? label['value'] : label)),
        };
      }
    }
  }
  return undefined;
}

const CARTESIAN = new Set(['line', 'bar', 'scatter', 'candlestick', 'boxplot']);

function heatmapSummary(option: Rec, series: Rec): ChartSummary | undefined {
  const axes = (key: string) => toList(option[key]).find(isRecord);
  const xAxis = axes('xAxis');
  const yAxis = axes('yAxis');
  if (!Array.isArray(xAxis?.['data']) || !Array.isArray(yAxis?.['data'])) return undefined;
  const xLabels = xAxis['data'].map(formatValue);
  const yLabels = yAxis['data'].map(formatValue);
  const cells = yLabels.map(() => xLabels.map(() => 'no value'));
  for (const point of toList(series['data'])) {
    const value = pointValue(point);
    if (!Array.isArray(value)) continue;
    const [x, y, amount] = value as [unknown, unknown, unknown];
    const column = typeof x === 'number' ? x : xLabels.indexOf(String(x));
    const row = typeof y === 'number' ? y : yLabels.indexOf(String(y));
    const line = cells[row];
    if (line && column >= 0 && column < line.length) line[column] = formatValue(amount);
  }
  return {
    rowHeader: typeof yAxis['name'] === 'string' ? yAxis['name'] : 'Row',
    columns: xLabels,
    rows: yLabels.map((header, index) => ({ header, cells: cells[index] ?? [] })),
  };
}

function radarSummary(option: Rec, series: Rec): ChartSummary {
  const radar = toList(option['radar']).find(isRecord);
  const indicators = toList(radar?.['indicator']).map((indicator, index) =>
    isRecord(indicator) && typeof indicator['name'] === 'string' ? indicator['name'] : `Axis ${index + 1}`,
  );
  return {
    rowHeader: seriesName(series, 0),
    columns: indicators,
    rows: toList(series['data']).map((point, index) => {
      const value = pointValue(point);
      return {
        header: itemName(point, `Item ${index + 1}`),
        cells: indicators.map((_, column) => formatValue(Array.isArray(value) ? value[column] : undefined)),
      };
    }),
  };
}

/** Tree data (treemap) as one row per node, named by its path. */
function flattenTree(nodes: unknown, path: string[], rows: ChartSummary['rows']): void {
  for (const node of toList(nodes)) {
    if (!isRecord(node)) continue;
    const name = typeof node['name'] === 'string' ? node['name'] : 'Item';
    const nodePath = [...path, name];
    rows.push({ header: nodePath.join(' / '), cells: [formatValue(node['value'])] });
    flattenTree(node['children'], nodePath, rows);
  }
}

/** The summary table of an option: wide (categories by series) when a category axis exists, else one row per item. */
export function summariseOption(option: ChartOption): ChartSummary {
  const record: Rec = isRecord(option) ? option : {};
  const allSeries = toList(record['series']).filter(isRecord);
  const first = allSeries[0];
  if (!first) return { rowHeader: 'Item', columns: ['Value'], rows: [] };

  if (first['type'] === 'heatmap') {
    const heat = heatmapSummary(record, first);
    if (heat) return heat;
  }
  if (allSeries.length === 1 && first['type'] === 'radar') return radarSummary(record, first);

  const category = categoryAxisOf(record);
  const cartesian = allSeries.filter((series) => CARTESIAN.has(String(series['type'])));
  if (category && cartesian.length > 0) {
    return {
      rowHeader: category.name,
      columns: cartesian.map(seriesName),
      rows: category.labels.map((header, index) => ({
        header,
        cells: cartesian.map((series) => formatPoint(String(series['type']), toList(series['data'])[index])),
      })),
    };
  }

  const rows: ChartSummary['rows'] = [];
  const prefix = (series: Rec, index: number) =>
    allSeries.length > 1 ? `${seriesName(series, index)}: ` : '';
  allSeries.forEach((series, seriesIndex) => {
    const type = String(series['type']);
    if (type === 'treemap') {
      flattenTree(series['data'], allSeries.length > 1 ? [seriesName(series, seriesIndex)] : [], rows);
      return;
    }
    if (type === 'radar') {
      const radar = radarSummary(record, series);
      for (const row of radar.rows) {
        rows.push({
          header: `${prefix(series, seriesIndex)}${row.header}`,
          cells: [row.cells.map((cell, column) => `${radar.columns[column]} ${cell}`).join(', ')],
        });
      }
      return;
    }
    const dimensions = dimensionNamesOf(series);
    toList(series['data']).forEach((point, pointIndex) => {
      rows.push({
        header: `${prefix(series, seriesIndex)}${itemName(point, `Point ${pointIndex + 1}`)}`,
        cells: [formatPoint(type, point, dimensions)],
      });
    });
  });
  return { rowHeader: 'Item', columns: ['Value'], rows };
}
