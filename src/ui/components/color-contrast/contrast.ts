/**
 * WCAG 2.x contrast arithmetic and the lookup of a Chakra colour token's real value in light or dark
 * mode, so contrast figures are computed from the theme itself rather than typed in by hand.
 */
import type { SystemContext } from '@chakra-ui/react';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

export type ColorMode = 'light' | 'dark';
export type WcagLevel = 'AAA' | 'AA' | 'AA large' | 'Fail';

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()`; anything else is `null`. */
export function parseColor(input: string): Rgba | null {
  const value = input.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const alphaText = rgb[4];
    const alpha =
      alphaText === undefined
        ? 1
        : alphaText.endsWith('%')
          ? Number(alphaText.slice(0, -1)) / 100
          : Number(alphaText);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  return null;
}

/** A translucent colour as it looks over an opaque backdrop. */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  const mix = (front: number, back: number) => Math.round(front * top.a + back * (1 - top.a));
  return { r: mix(top.r, backdrop.r), g: mix(top.g, backdrop.g), b: mix(top.b, backdrop.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio between text and its background, 1 to 21; a translucent text colour is laid over the background first. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const text = foreground.a < 1 ? composite(foreground, background) : foreground;
  const lighter = Math.max(relativeLuminance(text), relativeLuminance(background));
  const darker = Math.min(relativeLuminance(text), relativeLuminance(background));
  return (lighter + 0.05) / (darker + 0.05);
}

/** The WCAG level that a ratio reaches for normal text (AA large means only for 18pt or 14pt bold text). */
export function wcagLevel(ratio: number): WcagLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'Fail';
}

const REFERENCE = /^\{(.+)\}$/;

/**
 * The literal value of a colour token in a colour mode: follows semantic tokens (`fg`, `brand.solid`)
 * through their `_light`/`_dark` conditions down to a raw token such as `colors.brand.700`.
 * Returns `null` for names the system does not know.
 */
export function resolveColorToken(system: SystemContext, name: string, mode: ColorMode): string | null {
  const path = name.startsWith('colors.') ? name : `colors.${name}`;
  for (let depth = 0, current = path; depth < 10; depth += 1) {
    const token = system.tokens.getByName(current);
    if (!token) return null;
    const conditions = token.extensions.conditions as Record<string, string> | undefined;
    const raw = conditions
      ? (conditions[mode === 'dark' ? '_dark' : '_light'] ?? conditions['base'])
      : undefined;
    if (raw === undefined) return String(token.value);
    const reference = REFERENCE.exec(raw)?.[1];
    if (!reference)
      return system.tokens.getByName(`colors.${raw}`) ? resolveColorToken(system, raw, mode) : raw;
    current = reference;
  }
  return null;
}

/** Contrast of two colour tokens in one colour mode, or `null` when either cannot be resolved or parsed. */
export function tokenContrast(
  system: SystemContext,
  foreground: string,
  background: string,
  mode: ColorMode,
): number | null {
  const fg = parseColor(resolveColorToken(system, foreground, mode) ?? '');
  const bg = parseColor(resolveColorToken(system, background, mode) ?? '');
  if (!fg || !bg) return null;
  const opaqueBackground = bg.a < 1 ? composite(bg, mode === 'dark' ? BLACK : WHITE) : bg;
  return contrastRatio(fg, opaqueBackground);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
