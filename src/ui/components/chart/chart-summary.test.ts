import { describe, expect, it } from 'vitest';
import { formatValue, summariseOption } from './chart-summary';

describe('summariseOption', () => {
  it('lays category charts out as one row per category and one column per series', () => {
    const summary = summariseOption({
      xAxis: { type: 'category', name: 'Month', data: ['Jan', 'Feb'] },
      yAxis: { type: 'value' },
      series: [
        { name: 'Sales', type: 'bar', data: [1200, 1500.456] },
        { name: 'Target', type: 'line', data: [1000, null] },
      ],
    });
    expect(summary).toEqual({
      rowHeader: 'Month',
      columns: ['Sales', 'Target'],
      rows: [
        { header: 'Jan', cells: ['1,200', '1,000'] },
        { header: 'Feb', cells: ['1,500.46', 'no value'] },
      ],
    });
  });

  it('names the numbers of candlesticks and box plots', () => {
    const summary = summariseOption({
      xAxis: { type: 'category', data: ['MDF'] },
      yAxis: { type: 'value' },
      series: [
        { name: 'Yield', type: 'boxplot', data: [[70, 78, 82, 88, 93]] },
        { name: 'Price', type: 'candlestick', data: [[10, 12, 9, 13]] },
      ],
    });
    expect(summary.rowHeader).toBe('Category');
    expect(summary.rows[0]?.cells).toEqual([
      'min 70, Q1 78, median 82, Q3 88, max 93',
      'open 10, close 12, low 9, high 13',
    ]);
  });

  it('lists named items of pies, one row each, prefixed by series when there are several', () => {
    const single = summariseOption({
      series: [
        {
          type: 'pie',
          data: [
            { name: 'Website', value: 42 },
            { name: 'Referral', value: 27 },
          ],
        },
      ],
    });
    expect(single.rows).toEqual([
      { header: 'Website', cells: ['42'] },
      { header: 'Referral', cells: ['27'] },
    ]);
    const double = summariseOption({
      series: [
        { name: '2025', type: 'pie', data: [{ name: 'Website', value: 1 }] },
        { name: '2026', type: 'pie', data: [{ name: 'Website', value: 2 }] },
      ],
    });
    expect(double.rows.map((row) => row.header)).toEqual(['2025: Website', '2026: Website']);
  });

  it('turns a heatmap into a grid of its two category axes', () => {
    const summary = summariseOption({
      xAxis: { type: 'category', data: ['Mon', 'Tue'] },
      yAxis: { type: 'category', name: 'Hour', data: ['9:00', '10:00'] },
      series: [
        {
          type: 'heatmap',
          data: [
            [0, 0, 3],
            [1, 1, 5],
          ],
        },
      ],
    });
    expect(summary).toEqual({
      rowHeader: 'Hour',
      columns: ['Mon', 'Tue'],
      rows: [
        { header: '9:00', cells: ['3', 'no value'] },
        { header: '10:00', cells: ['no value', '5'] },
      ],
    });
  });

  it('reads radar values against the indicator names', () => {
    const summary = summariseOption({
      radar: { indicator: [{ name: 'Price' }, { name: 'Quality' }] },
      series: [{ name: 'Supplier', type: 'radar', data: [{ name: 'Action Tesa', value: [4, 5] }] }],
    });
    expect(summary).toEqual({
      rowHeader: 'Supplier',
      columns: ['Price', 'Quality'],
      rows: [{ header: 'Action Tesa', cells: ['4', '5'] }],
    });
  });

  it('flattens treemaps into paths', () => {
    const summary = summariseOption({
      series: [
        {
          type: 'treemap',
          data: [{ name: 'Panels', value: 10, children: [{ name: 'MDF', value: 6 }] }],
        },
      ],
    });
    expect(summary.rows).toEqual([
      { header: 'Panels', cells: ['10'] },
      { header: 'Panels / MDF', cells: ['6'] },
    ]);
  });

  it('names scatter values after the series dimensions', () => {
    const summary = summariseOption({
      xAxis: { type: 'value' },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'scatter',
          dimensions: ['Area (sq ft)', 'Chance (%)'],
          data: [{ name: 'Mehta residence', value: [2100, 70] }],
        },
      ],
    });
    expect(summary.rows).toEqual([
      { header: 'Mehta residence', cells: ['Area (sq ft) 2,100, Chance (%) 70'] },
    ]);
  });

  it('gives an empty table for an option without series', () => {
    expect(summariseOption({}).rows).toEqual([]);
  });
});

describe('formatValue', () => {
  it('formats numbers the Indian way and marks gaps', () => {
    expect(formatValue(1234567)).toBe('12,34,567');
    expect(formatValue('-')).toBe('no value');
    expect(formatValue(Number.NaN)).toBe('no value');
    expect(formatValue([1, 2])).toBe('1, 2');
  });
});
