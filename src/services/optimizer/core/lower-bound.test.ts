import { describe, expect, it } from 'vitest';
import { lowerBounds, oneDimensionalBound } from './lower-bound.ts';

const oriented = (w: number, h: number) => ({ w, h, rotatable: false });

describe('lower bounds', () => {
  it('gives the area bound', () => {
    const items = [oriented(5, 5), oriented(5, 5), oriented(5, 5)];
    expect(lowerBounds(items, 10, 10)).toEqual({ area: 1, best: 1 });
  });

  it('counts parts wider and taller than half the sheet one sheet each (L2)', () => {
    // Area says 2 sheets, but no two of these can share a sheet.
    const items = [oriented(6, 6), oriented(6, 6), oriented(6, 6)];
    const bound = lowerBounds(items, 10, 10);
    expect(bound.area).toBe(2);
    expect(bound.best).toBe(3);
  });

  it('adds the small parts that cannot fit beside the big ones (L2 with p, q)', () => {
    // Two 9x9 parts leave 19 units each, but 4x4 parts cannot fit beside them: 2 + 1 sheets.
    const items = [oriented(9, 9), oriented(9, 9), oriented(4, 4)];
    expect(lowerBounds(items, 10, 10).best).toBe(3);
  });

  it('uses the 1D bound for parts that can only be stacked', () => {
    // Heights 6, 6, 6 of parts wider than half: at most one per 10-high sheet... (6 + 6 > 10).
    expect(oneDimensionalBound([6, 6, 6], 10)).toBe(3);
    expect(oneDimensionalBound([5, 5, 5, 5], 10)).toBe(2);
    expect(lowerBounds([oriented(8, 6), oriented(8, 6), oriented(8, 6)], 10, 10).best).toBe(3);
  });

  it('stays valid with rotation: parts that fit side by side when turned', () => {
    // Oriented, 6x3 parts cannot stand side by side in a 10x10 sheet; turned they stack 3 per
    // sheet, so the oriented bound (3) would be wrong here.
    const items = Array.from({ length: 3 }, () => ({ w: 6, h: 3, rotatable: true }));
    expect(lowerBounds(items, 10, 10).best).toBe(1);
  });
});
