import { describe, expect, it } from 'vitest';
import { pageQueryOf } from './page-query';

const state = { search: '  plywood ', sort: { key: 'due', desc: true }, page: 3, pageSize: 50 } as const;

describe('pageQueryOf', () => {
  it('trims the search, counts pages from 0 and keeps the sort key as the column', () => {
    expect(pageQueryOf(state)).toEqual({
      search: 'plywood',
      sort: { column: 'due', descending: true },
      page: 2,
      pageSize: 50,
    });
  });

  it('leaves out a blank search and a missing sort', () => {
    expect(pageQueryOf({ ...state, search: '   ', sort: null })).toEqual({
      search: undefined,
      sort: undefined,
      page: 2,
      pageSize: 50,
    });
  });

  it('names the column a sort key stands for', () => {
    expect(pageQueryOf(state, { due: 'follow_up_at' }).sort).toEqual({
      column: 'follow_up_at',
      descending: true,
    });
  });
});
