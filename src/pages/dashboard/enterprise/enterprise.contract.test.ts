import { describe, expect, it } from 'vitest';
import { tableStateOf } from '@/pages/list-kit';
import { enterpriseList, enterpriseQueryOf } from './enterprise.contract';

describe('enterprise list URL state', () => {
  it('reads search, plan, sort and page from the URL and writes them back', () => {
    const params = new URLSearchParams('q=vastu&plan=pro&sort=renewal_date&dir=desc&page=2&account=abc');
    const state = enterpriseList.read(params);
    expect(tableStateOf(enterpriseList, state)).toEqual({
      search: 'vastu',
      filters: [{ id: 'plan', value: 'pro' }],
      sort: [{ id: 'renewal_date', desc: true }],
      page: { index: 1, size: 25 },
    });
    expect(state.open).toBe('abc');
    expect(enterpriseList.write(state).toString()).toBe(params.toString());
    expect(enterpriseQueryOf(state)).toEqual({
      search: 'vastu',
      plan: 'pro',
      sort: { column: 'renewal_date', descending: true },
      page: 1,
      pageSize: 25,
    });
  });

  it('ignores an unknown plan, sort column or page size', () => {
    const state = enterpriseList.read(new URLSearchParams('plan=gold&sort=secret&size=7&page=-3'));
    const table = tableStateOf(enterpriseList, state);
    expect(table.filters).toEqual([]);
    expect(table.sort).toEqual([]);
    expect(table.page).toEqual({ index: 0, size: 25 });
    expect(enterpriseList.write(state).toString()).toBe('');
  });
});
