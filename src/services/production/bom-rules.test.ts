import { describe, expect, it } from 'vitest';
import {
  copyName,
  edgeBandMetres,
  importOrderLine,
  nextPosition,
  partFits,
  partProblem,
  type BomPartShape,
} from './bom-rules';

const sheet = { length: 2440, width: 1220 };
const part = (overrides: Partial<BomPartShape> = {}): BomPartShape => ({
  name: 'Side',
  length_mm: 2100,
  width_mm: 560,
  quantity: 2,
  grain_locked: false,
  edge_band_l1_id: null,
  edge_band_l2_id: null,
  edge_band_w1_id: null,
  edge_band_w2_id: null,
  ...overrides,
});

describe('bill of material rules', () => {
  it('fits a part within the sheet less its trims, turning it only when the grain allows', () => {
    expect(partFits(part(), sheet)).toBe(true);
    expect(partFits(part({ length_mm: 2430 }), sheet)).toBe(false);
    expect(partFits(part({ length_mm: 1100, width_mm: 2000 }), sheet)).toBe(true);
    expect(partFits(part({ length_mm: 1100, width_mm: 2000, grain_locked: true }), sheet)).toBe(false);
  });

  it('says why a part cannot be cut', () => {
    expect(partProblem(part(), sheet)).toBeNull();
    expect(partProblem(part({ length_mm: 2500 }), sheet)).toBe(
      'Larger than a 2440 × 1220 mm sheet after 10 mm trims.',
    );
    expect(partProblem(part({ length_mm: 1100, width_mm: 2000, grain_locked: true }), sheet)).toMatch(
      /grain locked/,
    );
    expect(partProblem(part(), null)).toMatch(/No sheet size/);
  });

  it('sums edge band metres per band: long edges by length, short edges by width, times quantity', () => {
    const metres = edgeBandMetres([
      part({ edge_band_l1_id: 'pvc08', edge_band_l2_id: 'pvc08' }),
      part({
        length_mm: 700,
        width_mm: 450,
        quantity: 3,
        edge_band_l1_id: 'pvc2',
        edge_band_l2_id: 'pvc2',
        edge_band_w1_id: 'pvc2',
        edge_band_w2_id: 'pvc2',
      }),
    ]);
    expect(metres.get('pvc08')).toBe(8.4);
    expect(metres.get('pvc2')).toBe(6.9);
    expect(metres.size).toBe(2);
  });

  it('numbers new parts after the last and names copies', () => {
    expect(nextPosition([])).toBe(1);
    expect(nextPosition([3, 7, 5])).toBe(8);
    expect(copyName('Side', [])).toBe('Side (copy)');
    expect(copyName('Side (copy)', ['Side (copy)'])).toBe('Side (copy 2)');
  });

  it("puts imported parts on the chosen order line, else the order's first, else none", () => {
    const lines = [{ id: 'wardrobe' }, { id: 'kitchen' }];
    expect(importOrderLine(lines, 'kitchen')).toBe('kitchen');
    expect(importOrderLine(lines, null)).toBe('wardrobe');
    // A line of another order (or one deleted since the dialog opened) is not kept.
    expect(importOrderLine(lines, 'elsewhere')).toBe('wardrobe');
    expect(importOrderLine([], 'kitchen')).toBeNull();
    expect(importOrderLine([], null)).toBeNull();
  });
});
