/** A stock unit as people write it after a quantity: 1 sheet, 12 sheets, 3.5 metres, 2 boxes, 25 kg. */
export function stockUnitWord(unit: string, quantity: number): string {
  if (quantity === 1 || unit === 'kg') return unit;
  return unit === 'box' ? 'boxes' : `${unit}s`;
}
