import { describe, expect, it } from 'vitest';
import {
  describeRange,
  inPreviousRange,
  inRange,
  isoDay,
  isValidRange,
  listRangeOf,
  matchingPreset,
  parseRange,
  parseReportRange,
  presetRange,
  rangeDayList,
  rangeStart,
  withRange,
} from './date-range';

describe('a list’s date range in the URL', () => {
  it('reads from and to, dropping a malformed date', () => {
    expect(listRangeOf(new URLSearchParams('from=2026-11-01&to=2026-11-30'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(listRangeOf(new URLSearchParams('from=yesterday&to=2026-11-30'))).toEqual({
      from: undefined,
      to: '2026-11-30',
    });
  });

  it('writes the range beside the other parameters, and removes it when empty', () => {
    const params = new URLSearchParams('status=confirmed&from=2026-01-01');
    expect(withRange(params, { from: '2026-11-01', to: '2026-11-30' }).toString()).toBe(
      'status=confirmed&from=2026-11-01&to=2026-11-30',
    );
    expect(withRange(params, { from: undefined, to: undefined }).toString()).toBe('status=confirmed');
    expect(params.get('from')).toBe('2026-01-01');
  });

  it('describes the range for its badge', () => {
    expect(describeRange({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 Nov 2026 – 30 Nov 2026');
    expect(describeRange({ from: '2026-11-01', to: undefined })).toBe('from 1 Nov 2026');
    expect(describeRange({ from: undefined, to: undefined })).toBeNull();
  });
});

const dashboardToday = new Date(2026, 10, 22);

describe('dashboard range', () => {
  it('accepts only the presets from the URL', () => {
    expect(parseRange('7')).toBe(7);
    expect(parseRange('90')).toBe(90);
    expect(parseRange('12')).toBe(30);
    expect(parseRange(null)).toBe(30);
    expect(parseRange('abc')).toBe(30);
  });

  it('covers exactly `days` days ending today, across month ends', () => {
    expect(rangeStart(7, dashboardToday)).toBe('2026-11-16');
    expect(isoDay(22, dashboardToday)).toBe('2026-10-31');
    const days = rangeDayList(30, dashboardToday);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-24');
    expect(days.at(-1)).toBe('2026-11-22');
    expect(new Set(days).size).toBe(30);
  });

  it('includes both ends and nothing after today', () => {
    expect(inRange('2026-11-16', 7, dashboardToday)).toBe(true);
    expect(inRange('2026-11-15', 7, dashboardToday)).toBe(false);
    expect(inRange('2026-11-22T18:30:00', 7, dashboardToday)).toBe(true);
    expect(inRange('2026-11-23', 90, dashboardToday)).toBe(false);
  });

  it('compares with the period of the same length just before', () => {
    expect(inPreviousRange('2026-11-15', 7, dashboardToday)).toBe(true);
    expect(inPreviousRange('2026-11-09', 7, dashboardToday)).toBe(true);
    expect(inPreviousRange('2026-11-08', 7, dashboardToday)).toBe(false);
    expect(inPreviousRange('2026-11-16', 7, dashboardToday)).toBe(false);
  });
});

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
    expect(describeRange({ from: '2026-11-01', to: '2026-11-25' })).toBe('1 Nov 2026 – 25 Nov 2026');
  });
});
