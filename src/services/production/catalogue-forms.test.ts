import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  EMPTY_FORMS,
  panelFormSchema,
  productFormSchema,
  skinFormSchema,
} from './catalogue-forms';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('catalogue forms', () => {
  const board = {
    ...EMPTY_FORMS.panels,
    name: 'Action Tesa MDF 18 mm',
    make: 'Action Tesa',
    price_per_sheet: 2450,
  };

  it('accepts a sane board', () => {
    expect(panelFormSchema.safeParse(board).success).toBe(true);
  });

  it('refuses negative, missing, non-finite and oversize numbers with a message beside the field', () => {
    const result = panelFormSchema.safeParse({
      ...board,
      length_mm: -2440,
      thickness_mm: Number.NaN,
      price_per_sheet: null,
      gst_rate: 400,
    });
    expect(messages(result)).toMatchObject({
      length_mm: 'The length must be more than 0.',
      thickness_mm: 'Enter the thickness as a number.',
      price_per_sheet: 'Enter the price per sheet.',
      gst_rate: 'The GST rate may not be above 28.',
    });
  });

  it('wants the long side as the length', () => {
    expect(messages(panelFormSchema.safeParse({ ...board, length_mm: 1220, width_mm: 2440 }))).toEqual({
      width_mm: 'Give the long side as the length: the width may not exceed it.',
    });
  });

  it('lets paint have no size, but not half a size', () => {
    const paint = {
      ...EMPTY_FORMS.skins,
      name: 'PU white',
      brand: 'Asian',
      price_per_sheet: 0,
      operation: 'paint',
    };
    expect(
      skinFormSchema.safeParse({ ...paint, length_mm: null, width_mm: null, thickness_mm: null }).success,
    ).toBe(true);
    expect(messages(skinFormSchema.safeParse({ ...paint, length_mm: 2440, width_mm: null }))).toHaveProperty(
      'width_mm',
    );
  });

  it('upper-cases codes and stores empty optional text as null', () => {
    const parsed = productFormSchema.parse({
      ...EMPTY_FORMS.products,
      code: 'wr-2d-1000',
      name: 'Wardrobe',
      category: 'Wardrobe',
      base_price: 40000,
    });
    expect(parsed.code).toBe('WR-2D-1000');
    expect(columnsOf(parsed)).toMatchObject({
      description: null,
      processed_panel_id: null,
      code: 'WR-2D-1000',
    });
  });
});
