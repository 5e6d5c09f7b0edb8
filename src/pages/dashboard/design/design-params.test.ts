import { describe, expect, it } from 'vitest';
import { dueFromParams, paramsFromState, queryFromParams, stateFromParams, withParam } from './design-params';

describe('design list URL state', () => {
  it('reads project, designer, status, sort and page from the URL', () => {
    const params = new URLSearchParams(
      'project=p1&designer=d1&status=revision&sort=due_date&dir=desc&page=2&q=kit',
    );
    expect(queryFromParams(params)).toEqual({
      search: 'kit',
      status: 'revision',
      project: 'p1',
      designer: 'd1',
      sort: { column: 'due_date', descending: true },
      page: 1,
      pageSize: 25,
    });
  });

  it('ignores an unknown status or sort column', () => {
    const query = queryFromParams(new URLSearchParams('status=done&sort=password'));
    expect(query.status).toBeUndefined();
    expect(query.sort).toBeUndefined();
  });

  it('keeps project, designer and the open design when the table changes, and resets the page on a filter', () => {
    const current = new URLSearchParams('project=p1&designer=d1&design=x&page=3');
    const next = paramsFromState({ ...stateFromParams(current), search: 'bed' }, current);
    expect(next.get('project')).toBe('p1');
    expect(next.get('designer')).toBe('d1');
    expect(next.get('design')).toBe('x');
    expect(next.get('q')).toBe('bed');
    expect(withParam(current, 'designer', null).toString()).toBe('project=p1&design=x');
    expect(withParam(current, 'design', 'new').get('page')).toBe('3');
  });

  it("reads due=week|overdue with the caller's today, ignores anything else, and keeps it when the table changes", () => {
    expect(queryFromParams(new URLSearchParams('due=week'), '2026-11-25')).toMatchObject({
      due: 'week',
      today: '2026-11-25',
    });
    expect(dueFromParams(new URLSearchParams('due=overdue'))).toBe('overdue');
    const unknown = queryFromParams(new URLSearchParams('due=someday'), '2026-11-25');
    expect(unknown.due).toBeUndefined();
    expect(unknown.today).toBeUndefined();
    const current = new URLSearchParams('due=overdue&page=2');
    const next = paramsFromState({ ...stateFromParams(current), search: 'wardrobe' }, current);
    expect(next.get('due')).toBe('overdue');
    expect(withParam(current, 'due', null).toString()).toBe('');
  });
});
