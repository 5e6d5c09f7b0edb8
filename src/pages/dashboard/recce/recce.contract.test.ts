import { describe, expect, it } from 'vitest';
import { recceLink, recceList, recceQueryOf } from './recce.contract';

describe('recce list URL contract', () => {
  it('reads filters, search, sort and page from the URL and writes them back', () => {
    const params = new URLSearchParams('q=PRJ&status=in_progress&assignee=abc&sort=due_date&dir=desc&page=2');
    const state = recceList.read(params);
    expect(recceQueryOf(state)).toEqual({
      search: 'PRJ',
      status: 'in_progress',
      stage: undefined,
      assignee: 'abc',
      sort: { column: 'due_date', descending: true },
      page: 1,
      pageSize: 25,
    });
    expect(recceList.write(state).toString()).toBe(params.toString());
  });

  it('ignores values it does not know', () => {
    const state = recceList.read(new URLSearchParams('status=lost&stage=roof&sort=secret&due=someday'));
    const query = recceQueryOf(state);
    expect(query.status).toBeUndefined();
    expect(query.stage).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(state.filters.due).toBeUndefined();
    expect(recceLink('r1', 'spaces')).toBe('/dashboard/recce?id=r1&stage=spaces');
  });

  it('keeps due=week|overdue, which the operations dashboard links with, through a round trip', () => {
    const params = new URLSearchParams('status=scheduled&due=overdue');
    const state = recceList.read(params);
    expect(recceQueryOf(state, '2026-11-25')).toMatchObject({ due: 'overdue', today: '2026-11-25' });
    expect(recceList.write(state).toString()).toBe(params.toString());
  });
});
