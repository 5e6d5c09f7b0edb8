import { describe, expect, it } from 'vitest';
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import {
  composite,
  contrastRatio,
  parseColor,
  resolveColorToken,
  tokenContrast,
  wcagLevel,
} from './contrast';

const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      tokens: { colors: { edge: { 700: { value: '#0f766e' } } } },
      semanticTokens: {
        colors: { edge: { solid: { value: { _light: '{colors.edge.700}', _dark: '{colors.white}' } } } },
      },
    },
  }),
);

describe('parseColor', () => {
  it('reads short and long hex, with and without alpha', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0f766e')).toEqual({ r: 15, g: 118, b: 110, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.502, 2);
  });
  it('reads rgb() and rgba() in both syntaxes', () => {
    expect(parseColor('rgba(0, 0, 0, 0.36)')).toEqual({ r: 0, g: 0, b: 0, a: 0.36 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });
  it('refuses what it cannot read', () => {
    expect(parseColor('var(--chakra-colors-bg)')).toBeNull();
    expect(parseColor('#12')).toBeNull();
  });
});

describe('contrastRatio', () => {
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const white = { r: 255, g: 255, b: 255, a: 1 };
  it('gives the WCAG extremes', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
  });
  it('matches the published figure for #767676 on white (4.54)', () => {
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2);
  });
  it('lays translucent text over its background first', () => {
    const halfBlack = { ...black, a: 0.5 };
    expect(composite(halfBlack, white)).toEqual({ r: 128, g: 128, b: 128, a: 1 });
    expect(contrastRatio(halfBlack, white)).toBeLessThan(5);
  });
});

describe('wcagLevel', () => {
  it('grades at the thresholds 7, 4.5 and 3', () => {
    expect(wcagLevel(7)).toBe('AAA');
    expect(wcagLevel(4.5)).toBe('AA');
    expect(wcagLevel(4.49)).toBe('AA large');
    expect(wcagLevel(2.99)).toBe('Fail');
  });
});

describe('resolveColorToken', () => {
  it('follows a semantic token to its raw value per colour mode', () => {
    expect(resolveColorToken(system, 'edge.solid', 'light')).toBe('#0f766e');
    expect(resolveColorToken(system, 'colors.edge.solid', 'dark')).toBe('#FFFFFF');
  });
  it('returns raw tokens as they are and unknown names as null', () => {
    expect(resolveColorToken(system, 'edge.700', 'dark')).toBe('#0f766e');
    expect(resolveColorToken(system, 'edge.nothing', 'light')).toBeNull();
  });
  it('computes token contrast from the theme values', () => {
    expect(tokenContrast(system, 'white', 'edge.700', 'light')).toBeCloseTo(5.47, 1);
    expect(tokenContrast(system, 'edge.nothing', 'white', 'light')).toBeNull();
  });
});
