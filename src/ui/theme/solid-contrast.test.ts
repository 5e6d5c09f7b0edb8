// Solid buttons, badges and toasts put {palette}.contrast text on {palette}.solid. Chakra's defaults fall
// under WCAG AA for some palettes (white on green.600 is 3.3:1), so the theme overrides them; this test
// computes every palette the app uses from the theme itself, in both colour modes.
import { describe, expect, it } from 'vitest';
import { tokenContrast } from '../components/color-contrast/contrast';
import { system } from './system';

const PALETTES_IN_USE = [
  'brand',
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

describe('solid colour palettes', () => {
  for (const mode of ['light', 'dark'] as const) {
    it.each(PALETTES_IN_USE)(
      `%s: contrast text on the solid colour reaches 4.5:1 in ${mode} mode`,
      (palette) => {
        const ratio = tokenContrast(system, `${palette}.contrast`, `${palette}.solid`, mode);
        expect(ratio, `${palette} in ${mode}`).toBeGreaterThanOrEqual(4.5);
      },
    );
  }
});
