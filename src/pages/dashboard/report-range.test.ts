import { describe, expect, it } from 'vitest';
import { isValidRange, matchingPreset, parseReportRange, presetRange, rangeLabel } from './report-range';

const today = new Date(2026, 10, 25, 14, 30); // 25 Nov 2026, local

describe('report range presets', () => {
  it('this month runs from the first to today', () => {
    expect(presetRange(1, today)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('last month is the whole previous month, across a year end too', () => {
    expect(presetRange(2, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange(2, new Date(2027, 0, 10))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange(2, new Date(2028, 2, 31))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('last 90 days ends today and includes it', () => {
    expect(presetRange(90, today)).toEqual({ from: '2026-08-28', to: '2026-11-25' });
  });

  it('names the preset a range is, or none', () => {
    expect(matchingPreset({ from: '2026-10-01', to: '2026-10-31' }, today)).toBe(2);
    expect(matchingPreset({ from: '2026-10-02', to: '2026-10-31' }, today)).toBe(0);
  });
});

describe('parseReportRange', () => {
  it('reads from and to from the URL', () => {
    expect(parseReportRange(new URLSearchParams('from=2026-09-01&to=2026-09-30'), today)).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });

  it('falls back to this month for a missing, malformed, reversed or too long range', () => {
    for (const query of [
      '',
      'from=2026-09-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-10-01&to=2026-09-01',
      'from=2020-01-01&to=2026-01-01',
      'from=x&to=y',
    ]) {
      expect(parseReportRange(new URLSearchParams(query), today), query).toEqual({
        from: '2026-11-01',
        to: '2026-11-25',
      });
    }
  });

  it('accepts a single day and up to two years', () => {
    expect(isValidRange('2026-11-25', '2026-11-25')).toBe(true);
    expect(isValidRange('2025-01-01', '2026-12-31')).toBe(true);
    expect(isValidRange('2024-01-01', '2026-01-01')).toBe(true); // 731 days: 2024 is a leap year
    expect(isValidRange('2024-01-01', '2026-01-02')).toBe(false);
  });

  it('labels a range for people', () => {
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-25' })).toBe('1 Nov 2026 – 25 Nov 2026');
  });
});
