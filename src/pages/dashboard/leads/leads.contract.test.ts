import { describe, expect, it } from 'vitest';
import { tableStateOf, visibilityOf } from '@/pages/list-kit';
import { DEFAULT_VISIBLE_COLUMNS, leadQueryOf, leadsList } from './leads.contract';

describe('the URL is the view', () => {
  it('reads filters, search, sort, paging and columns, and writes them back the same', () => {
    const url = new URLSearchParams(
      'q=shah&campaign=c1&stage=s1&status=t1&owner=me&source=referral&due=overdue&sort=due&dir=desc&page=3&size=50&cols=name,email,stage&lead=L1',
    );
    const state = leadsList.read(url);
    expect(tableStateOf(leadsList, state)).toMatchObject({
      search: 'shah',
      sort: [{ id: 'due', desc: true }],
      page: { index: 2, size: 50 },
    });
    expect(state.open).toBe('L1');
    expect(leadQueryOf(state)).toEqual({
      search: 'shah',
      campaign: 'c1',
      stage: 's1',
      status: 't1',
      owner: 'me',
      source: 'referral',
      due: 'overdue',
      sort: { column: 'next_follow_up_at', descending: true },
      page: 2,
      pageSize: 50,
    });
    const visibility = visibilityOf(leadsList, state) ?? {};
    expect(
      Object.entries(visibility)
        .filter(([, shown]) => shown)
        .map(([id]) => id),
    ).toEqual(['name', 'email', 'stage']);
    expect(leadsList.write(state).toString()).toBe(url.toString());
  });

  it('ignores what it does not know and leaves defaults out of the URL', () => {
    const url = new URLSearchParams('source=fax&due=someday&sort=phone&size=7&page=-2&cols=bogus');
    const state = leadsList.read(url);
    expect(state.sort).toBeNull();
    expect(tableStateOf(leadsList, state).page).toEqual({ index: 0, size: 25 });
    expect(leadQueryOf(state)).toMatchObject({ source: undefined, due: undefined, sort: undefined });
    const visibility = visibilityOf(leadsList, state) ?? {};
    expect(Object.keys(visibility).filter((id) => visibility[id])).toEqual([...DEFAULT_VISIBLE_COLUMNS]);
    expect(leadsList.write(state).toString()).toBe('');
  });
});
