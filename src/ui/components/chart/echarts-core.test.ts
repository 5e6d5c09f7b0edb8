import { describe, expect, it } from 'vitest';
import { needsExtendedCharts } from './echarts-core';

describe('which charts need the extended ECharts registrations', () => {
  it('draws the everyday types with the core registration', () => {
    expect(needsExtendedCharts({ series: [{ type: 'line' }, { type: 'bar' }] })).toBe(false);
    expect(needsExtendedCharts({ series: { type: 'pie' } })).toBe(false);
    expect(needsExtendedCharts({ xAxis: {}, yAxis: {}, series: [{ type: 'scatter' }] })).toBe(false);
    expect(needsExtendedCharts({})).toBe(false);
  });

  it('loads the extended registration for other series types or their components', () => {
    expect(needsExtendedCharts({ series: [{ type: 'line' }, { type: 'heatmap' }] })).toBe(true);
    expect(needsExtendedCharts({ series: { type: 'gauge' } })).toBe(true);
    // A bar drawn on polar axes is an everyday series on an extended component.
    expect(needsExtendedCharts({ polar: {}, angleAxis: {}, radiusAxis: {}, series: [{ type: 'bar' }] })).toBe(
      true,
    );
    expect(needsExtendedCharts({ visualMap: { min: 0, max: 10 }, series: [{ type: 'scatter' }] })).toBe(true);
  });
});
