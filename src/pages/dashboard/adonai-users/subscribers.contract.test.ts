import { describe, expect, it } from 'vitest';
import { tableStateOf } from '@/pages/list-kit';
import { subscriberQueryOf, subscribersList } from './subscribers.contract';

describe('subscriber list URL state', () => {
  it('reads search, filters, sort, paging and the open subscriber, and writes them back the same', () => {
    const params = new URLSearchParams(
      'q=vastu&plan=pro&status=past_due&city=Pune&sort=end_date&dir=desc&page=3&size=50&subscriber=s1',
    );
    const state = subscribersList.read(params);
    expect(tableStateOf(subscribersList, state)).toEqual({
      search: 'vastu',
      filters: [
        { id: 'plan', value: 'pro' },
        { id: 'status', value: 'past_due' },
        { id: 'city', value: 'Pune' },
      ],
      sort: [{ id: 'end_date', desc: true }],
      page: { index: 2, size: 50 },
    });
    expect(state.open).toBe('s1');
    expect(subscribersList.write(state).toString()).toBe(params.toString());
    expect(subscriberQueryOf(state)).toEqual({
      search: 'vastu',
      plan: 'pro',
      status: 'past_due',
      city: 'Pune',
      sort: { column: 'end_date', descending: true },
      page: 2,
      pageSize: 50,
    });
  });

  it('ignores an unknown plan, status, sort column or page size', () => {
    const state = subscribersList.read(
      new URLSearchParams('plan=gold&status=lost&sort=secret&size=7&page=-3'),
    );
    expect(tableStateOf(subscribersList, state)).toEqual({
      search: '',
      filters: [],
      sort: [],
      page: { index: 0, size: 25 },
    });
    expect(subscriberQueryOf(state)).toMatchObject({ plan: undefined, status: undefined, sort: undefined });
    expect(subscribersList.write(state).toString()).toBe('');
  });
});
