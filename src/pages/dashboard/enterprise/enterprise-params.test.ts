import { describe, expect, it } from 'vitest';
import { describeRenewal, paramsFromState, queryFromState, stateFromParams } from './enterprise-params';

describe('enterprise list URL state', () => {
  it('reads search, plan, sort and page from the URL and writes them back', () => {
    const params = new URLSearchParams('q=vastu&plan=pro&sort=renewal_date&dir=desc&page=2&account=abc');
    const state = stateFromParams(params);
    expect(state).toEqual({
      search: 'vastu',
      filters: [{ id: 'plan', value: 'pro' }],
      sort: [{ id: 'renewal_date', desc: true }],
      page: { index: 1, size: 25 },
    });
    expect(paramsFromState(state, 'abc').toString()).toBe(params.toString());
    expect(queryFromState(state)).toEqual({
      search: 'vastu',
      plan: 'pro',
      sort: { column: 'renewal_date', descending: true },
      page: 1,
      pageSize: 25,
    });
  });

  it('ignores an unknown plan, sort column or page size', () => {
    const state = stateFromParams(new URLSearchParams('plan=gold&sort=secret&size=7&page=-3'));
    expect(state.filters).toEqual([]);
    expect(state.sort).toEqual([]);
    expect(state.page).toEqual({ index: 0, size: 25 });
  });

  it('words the time to a renewal', () => {
    expect([0, 1, 12, -1, -5].map(describeRenewal)).toEqual([
      'today',
      'tomorrow',
      'in 12 days',
      'yesterday',
      '5 days ago',
    ]);
  });
});
