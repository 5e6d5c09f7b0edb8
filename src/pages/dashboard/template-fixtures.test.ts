import { describe, expect, it } from 'vitest';
import { percentChange, seededSequence } from './template-fixtures';

describe('template dashboard fixtures', () => {
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
