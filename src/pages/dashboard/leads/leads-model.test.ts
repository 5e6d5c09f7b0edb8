import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VISIBLE_COLUMNS,
  fromLocalInput,
  nextFollowUpProblem,
  paramsFromView,
  queryFromState,
  tableStateFromParams,
  toLocalInput,
  visibilityFromParams,
} from './leads-model';

describe('the URL is the view', () => {
  it('reads filters, search, sort, paging and columns, and writes them back the same', () => {
    const url = new URLSearchParams(
      'q=shah&campaign=c1&stage=s1&status=t1&owner=me&source=referral&due=overdue&sort=due&dir=desc&page=3&size=50&cols=name,email,stage&lead=L1',
    );
    const state = tableStateFromParams(url);
    expect(state).toMatchObject({
      search: 'shah',
      sort: [{ id: 'due', desc: true }],
      page: { index: 2, size: 50 },
    });
    expect(queryFromState(state)).toEqual({
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
    const visibility = visibilityFromParams(url);
    expect(
      Object.entries(visibility)
        .filter(([, shown]) => shown)
        .map(([id]) => id),
    ).toEqual(['name', 'email', 'stage']);
    expect(paramsFromView(state, visibility, url).toString()).toBe(url.toString());
  });

  it('ignores what it does not know and leaves defaults out of the URL', () => {
    const url = new URLSearchParams('source=fax&due=someday&sort=phone&size=7&page=-2&cols=bogus');
    const state = tableStateFromParams(url);
    expect(state.sort).toEqual([]);
    expect(state.page).toEqual({ index: 0, size: 25 });
    expect(queryFromState(state)).toMatchObject({ source: undefined, due: undefined, sort: undefined });
    const visibility = visibilityFromParams(url);
    expect(Object.keys(visibility).filter((id) => visibility[id])).toEqual([...DEFAULT_VISIBLE_COLUMNS]);
    expect(paramsFromView({ ...state, filters: [] }, visibility, new URLSearchParams()).toString()).toBe('');
  });
});

describe('the next follow-up', () => {
  const now = new Date(2026, 10, 25, 10, 30, 45);

  it('round-trips a datetime-local value', () => {
    expect(toLocalInput(now)).toBe('2026-11-25T10:30');
    expect(fromLocalInput('2026-11-25T10:30')?.getTime()).toBe(new Date(2026, 10, 25, 10, 30).getTime());
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('may be empty, this minute or later, never earlier', () => {
    expect(nextFollowUpProblem('', now)).toBeNull();
    expect(nextFollowUpProblem('2026-11-25T10:30', now)).toBeNull();
    expect(nextFollowUpProblem('2026-11-26T09:00', now)).toBeNull();
    expect(nextFollowUpProblem('2026-11-25T10:29', now)).toBe('The next follow-up cannot be in the past');
    expect(nextFollowUpProblem('2026-13-01T10:00', now)).toBe('Enter a date and time');
  });
});
