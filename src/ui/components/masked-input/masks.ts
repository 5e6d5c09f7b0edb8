/**
 * Input masks for the formats the business types every day: Indian mobile numbers, GSTIN, PIN codes, rupee
 * amounts and panel dimensions. Each mask turns whatever was typed or pasted into a display string, the raw
 * value to store, and whether it is complete; pure functions so they are tested without a browser.
 */

export type MaskKind = 'phone-in' | 'gstin' | 'pin' | 'inr' | 'dimensions-mm';

export interface MaskResult {
  /** What the input shows, e.g. "+91 98450 12345". */
  display: string;
  /** What to store, e.g. "+919845012345". */
  raw: string;
  /** The value has every character it needs. */
  complete: boolean;
  /** Why a complete-looking value is still wrong (e.g. a GSTIN check digit), for the error text. */
  problem?: string;
}

export const MASK_PLACEHOLDERS: Record<MaskKind, string> = {
  'phone-in': '+91 98450 12345',
  gstin: '29ABCDE1234F1Z5',
  pin: '560001',
  inr: '12,34,567.00',
  'dimensions-mm': '2440 × 1220 × 18',
};

function phone(input: string): MaskResult {
  let digits = input.replace(/^\s*\+91/, '').replace(/\D/g, '');
  // Pasted with the country code or the trunk zero: 919845012345, 09845012345.
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits === '') return { display: '', raw: '', complete: false };
  const display = `+91 ${digits.slice(0, 5)}${digits.length > 5 ? ` ${digits.slice(5)}` : ''}`;
  const complete = digits.length === 10;
  return {
    display,
    raw: `+91${digits}`,
    complete,
    ...(complete && !/^[6-9]/.test(digits)
      ? { problem: 'Indian mobile numbers start with 6, 7, 8 or 9.' }
      : {}),
  };
}

const GSTIN_SLOTS = [
  /\d/,
  /\d/, // state code
  /[A-Z]/,
  /[A-Z]/,
  /[A-Z]/,
  /[A-Z]/,
  /[A-Z]/,
  /\d/,
  /\d/,
  /\d/,
  /\d/,
  /[A-Z]/, // PAN
  /[1-9A-Z]/, // entity number
  /Z/, // default letter
  /[0-9A-Z]/, // check character
];
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character: Luhn mod 36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14[index] ?? '0') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

function gstin(input: string): MaskResult {
  let value = '';
  // Characters that cannot go in the next slot are skipped, so a stray space or dash does not shift the rest.
  for (const character of input.toUpperCase().replace(/[^0-9A-Z]/g, '')) {
    const slot = GSTIN_SLOTS[value.length];
    if (!slot) break;
    if (slot.test(character)) value += character;
  }
  const complete = value.length === 15;
  const problem =
    complete && gstinCheckCharacter(value) !== value[14]
      ? 'The last character (check digit) does not match; check for a typo.'
      : undefined;
  return { display: value, raw: value, complete, ...(problem ? { problem } : {}) };
}

function pin(input: string): MaskResult {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 6);
  return { display: digits, raw: digits, complete: digits.length === 6 };
}

/** Indian digit grouping: 12,34,567 (thousands, then pairs). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

function inr(input: string): MaskResult {
  const cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 12);
  const paise =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  if (whole === '' && paise === null) return { display: '', raw: '', complete: false };
  const wholeShown = whole === '' ? '0' : whole;
  return {
    display: `${groupIndian(wholeShown)}${paise === null ? '' : `.${paise}`}`,
    raw: `${wholeShown}${paise === null ? '' : `.${paise}`}`,
    complete: true,
  };
}

function dimensions(input: string, deleting: boolean): MaskResult {
  const parts = input
    .split(/[^\d]+/)
    .map((part) => part.replace(/^0+(?=\d)/, '').slice(0, 5))
    .filter((part, index, all) => part !== '' || index === all.length - 1)
    .slice(0, 3);
  while (parts.length > 0 && parts[parts.length - 1] === '' && (deleting || parts.length === 1)) parts.pop();
  const filled = parts.filter((part) => part !== '');
  if (filled.length === 0) return { display: '', raw: '', complete: false };
  // A trailing separator the user typed is kept, so the next digits go into the next dimension.
  const trailing = parts.length > filled.length && filled.length < 3;
  return {
    display: `${filled.join(' × ')}${trailing ? ' × ' : ''}`,
    raw: `${filled.join('x')}${trailing ? 'x' : ''}`,
    complete: filled.length === 3,
  };
}

/**
 * Applies a mask. `previousDisplay` tells a deletion from typing, so a separator the user just
 * deleted is not put straight back.
 */
export function applyMask(kind: MaskKind, input: string, previousDisplay?: string): MaskResult {
  const deleting = previousDisplay !== undefined && input.length < previousDisplay.length;
  switch (kind) {
    case 'phone-in':
      return phone(input);
    case 'gstin':
      return gstin(input);
    case 'pin':
      return pin(input);
    case 'inr':
      return inr(input);
    case 'dimensions-mm':
      return dimensions(input, deleting);
  }
}

/** Characters that carry the value (digits, letters, the decimal point); the rest is decoration. */
export function countSignificant(text: string): number {
  return (text.match(/[0-9A-Za-z.]/g) ?? []).length;
}

/** The caret position in `display` after `significant` value characters. */
export function caretAfter(display: string, significant: number): number {
  if (significant <= 0) return display.startsWith('+91 ') ? 4 : 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/[0-9A-Za-z.]/.test(display[index] as string)) seen += 1;
    if (seen === significant) return index + 1;
  }
  return display.length;
}
