import { describe, expect, it } from 'vitest';
import { localIsoDate } from './local-date';

describe('localIsoDate', () => {
  it('gives the local calendar day, padded, even late at night or early in the morning', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 24, 0, 30))).toBe('2026-11-24');
  });
});
