import { describe, expect, it } from 'vitest';
import { rangeFromParams, withRange } from '../date-range-params';
import { paramsFromState, queryFromState, stateFromParams } from './quotation-url';

describe('the quotations list URL', () => {
  it('reads status, project, search, page and the issue date range the analytics figures link with', () => {
    const params = new URLSearchParams(
      'status=sent&project=8b1a9953-c461-4296-a827-abf8c47804d7&q=kitchen&page=2&from=2026-11-01&to=2026-11-30',
    );
    expect(queryFromState(stateFromParams(params), rangeFromParams(params))).toEqual({
      status: 'sent',
      project: '8b1a9953-c461-4296-a827-abf8c47804d7',
      search: 'kitchen',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
      pageSize: 25,
    });
  });

  it('keeps the range when the table changes, and ignores an unknown status or a bad date', () => {
    const params = new URLSearchParams('from=2026-11-01&to=2026-11-30&page=3');
    const state = stateFromParams(params);
    const next = withRange(paramsFromState({ ...state, search: 'wardrobe' }), rangeFromParams(params));
    expect(next.get('from')).toBe('2026-11-01');
    expect(next.get('to')).toBe('2026-11-30');
    expect(next.get('q')).toBe('wardrobe');
    const odd = new URLSearchParams('status=lost&from=soon');
    expect(queryFromState(stateFromParams(odd), rangeFromParams(odd))).toMatchObject({
      status: undefined,
      from: undefined,
    });
  });
});
