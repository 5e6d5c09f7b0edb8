import { describe, expect, it } from 'vitest';
import {
  inPreviousRange,
  inRange,
  isoDay,
  parseRange,
  percentChange,
  rangeDayList,
  rangeStart,
  seededSequence,
} from './dashboard-range';

const today = new Date(2026, 10, 22);

describe('dashboard range', () => {
  it('accepts only the presets from the URL', () => {
    expect(parseRange('7')).toBe(7);
    expect(parseRange('90')).toBe(90);
    expect(parseRange('12')).toBe(30);
    expect(parseRange(null)).toBe(30);
    expect(parseRange('abc')).toBe(30);
  });

  it('covers exactly `days` days ending today, across month ends', () => {
    expect(rangeStart(7, today)).toBe('2026-11-16');
    expect(isoDay(22, today)).toBe('2026-10-31');
    const days = rangeDayList(30, today);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-24');
    expect(days.at(-1)).toBe('2026-11-22');
    expect(new Set(days).size).toBe(30);
  });

  it('includes both ends and nothing after today', () => {
    expect(inRange('2026-11-16', 7, today)).toBe(true);
    expect(inRange('2026-11-15', 7, today)).toBe(false);
    expect(inRange('2026-11-22T18:30:00', 7, today)).toBe(true);
    expect(inRange('2026-11-23', 90, today)).toBe(false);
  });

  it('compares with the period of the same length just before', () => {
    expect(inPreviousRange('2026-11-15', 7, today)).toBe(true);
    expect(inPreviousRange('2026-11-09', 7, today)).toBe(true);
    expect(inPreviousRange('2026-11-08', 7, today)).toBe(false);
    expect(inPreviousRange('2026-11-16', 7, today)).toBe(false);
  });

  it('compares periods in percent, with nothing to compare against zero', () => {
    expect(percentChange(200, 250)).toBe(25);
    expect(percentChange(300, 200)).toBe(-33.3);
    expect(percentChange(0, 5)).toBeUndefined();
  });

  it('repeats the same sequence for the same seed', () => {
    const first = seededSequence(7);
    const second = seededSequence(7);
    const values = Array.from({ length: 5 }, () => first());
    expect(Array.from({ length: 5 }, () => second())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(5);
  });
});
