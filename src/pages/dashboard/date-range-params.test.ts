import { describe, expect, it } from 'vitest';
import { describeRange, rangeFromParams, withRange } from './date-range-params';

describe('a list’s date range in the URL', () => {
  it('reads from and to, dropping a malformed date', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-30'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(rangeFromParams(new URLSearchParams('from=yesterday&to=2026-11-30'))).toEqual({
      from: undefined,
      to: '2026-11-30',
    });
  });

  it('writes the range beside the other parameters, and removes it when empty', () => {
    const params = new URLSearchParams('status=confirmed&from=2026-01-01');
    expect(withRange(params, { from: '2026-11-01', to: '2026-11-30' }).toString()).toBe(
      'status=confirmed&from=2026-11-01&to=2026-11-30',
    );
    expect(withRange(params, { from: undefined, to: undefined }).toString()).toBe('status=confirmed');
    expect(params.get('from')).toBe('2026-01-01');
  });

  it('describes the range for its badge', () => {
    expect(describeRange({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 Nov 2026 – 30 Nov 2026');
    expect(describeRange({ from: '2026-11-01', to: undefined })).toBe('from 1 Nov 2026');
    expect(describeRange({ from: undefined, to: undefined })).toBeNull();
  });
});
