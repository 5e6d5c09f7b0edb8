import { describe, expect, it } from 'vitest';
import { applyMask, caretAfter, groupIndian, gstinCheckCharacter } from './masks';

describe('phone-in', () => {
  it('formats as typed and accepts pasted country codes and trunk zeros', () => {
    expect(applyMask('phone-in', '98450').display).toBe('+91 98450');
    expect(applyMask('phone-in', '984501')).toMatchObject({ display: '+91 98450 1', complete: false });
    for (const pasted of ['+91 98450 12345', '919845012345', '09845012345', '98450-12345']) {
      expect(applyMask('phone-in', pasted)).toMatchObject({
        display: '+91 98450 12345',
        raw: '+919845012345',
        complete: true,
      });
    }
  });
  it('flags numbers that cannot be Indian mobiles', () => {
    expect(applyMask('phone-in', '1234567890').problem).toMatch(/start with 6, 7, 8 or 9/);
  });
});

describe('gstin', () => {
  it('computes the check character of a known GSTIN', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
  it('upper-cases, keeps only characters that fit each slot, and checks the check digit', () => {
    expect(applyMask('gstin', '27aapfu0939f1zv')).toMatchObject({
      display: '27AAPFU0939F1ZV',
      complete: true,
    });
    expect(applyMask('gstin', '27AAPFU0939F1ZV').problem).toBeUndefined();
    expect(applyMask('gstin', '27AAPFU0939F1ZX').problem).toMatch(/check digit/);
    // A letter where the state code's digits go is ignored.
    expect(applyMask('gstin', 'A27').display).toBe('27');
  });
});

describe('pin and rupees', () => {
  it('keeps six digits of a PIN code without a leading zero', () => {
    expect(applyMask('pin', '0560 0019')).toMatchObject({ display: '560001', complete: true });
  });
  it('groups rupees the Indian way with at most two decimals', () => {
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(applyMask('inr', '₹1234567.899')).toMatchObject({ display: '12,34,567.89', raw: '1234567.89' });
    expect(applyMask('inr', '1,000.')).toMatchObject({ display: '1,000.', raw: '1000.' });
  });
});

describe('dimensions-mm', () => {
  it('splits on any separator and keeps a typed separator for the next dimension', () => {
    expect(applyMask('dimensions-mm', '2440x1220*18')).toMatchObject({
      display: '2440 × 1220 × 18',
      raw: '2440x1220x18',
      complete: true,
    });
    expect(applyMask('dimensions-mm', '2440 ').display).toBe('2440 × ');
    // Backspace over the separator removes it instead of putting it back.
    expect(applyMask('dimensions-mm', '2440 ×', '2440 × ').display).toBe('2440');
  });
});

describe('round trip', () => {
  it('re-masking the raw value gives the same display', () => {
    const cases: [Parameters<typeof applyMask>[0], string][] = [
      ['phone-in', '98450 12345'],
      ['gstin', '27AAPFU0939F1ZV'],
      ['inr', '1234567.5'],
      ['dimensions-mm', '2440 x 1220 x'],
    ];
    for (const [kind, typed] of cases) {
      const first = applyMask(kind, typed);
      expect(applyMask(kind, first.raw).display).toBe(first.display);
    }
  });
  it('places the caret after the same number of value characters', () => {
    expect(caretAfter('+91 98450 12345', 8)).toBe(11);
    expect(caretAfter('12,34,567', 4)).toBe(5);
  });
});
