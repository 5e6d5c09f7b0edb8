import { describe, expect, it } from 'vitest';
import { withTableState, tableStateOf } from '@/pages/list-kit';
import { designList, designQueryOf } from './design.contract';

const read = (query: string) => designList.read(new URLSearchParams(query));

describe('design list URL contract', () => {
  it('reads project, designer, status, sort and page from the URL', () => {
    const params = new URLSearchParams(
      'project=p1&designer=d1&status=revision&sort=due_date&dir=desc&page=2&q=kit',
    );
    const state = designList.read(params);
    expect(designQueryOf(state)).toEqual({
      search: 'kit',
      status: 'revision',
      project: 'p1',
      designer: 'd1',
      sort: { column: 'due_date', descending: true },
      page: 1,
      pageSize: 25,
    });
    expect(designList.read(designList.write(state))).toEqual(state);
  });

  it('ignores an unknown status or sort column', () => {
    const query = designQueryOf(read('status=done&sort=password'));
    expect(query.status).toBeUndefined();
    expect(query.sort).toBeUndefined();
  });

  it('keeps project, designer and the open design when the table changes, and resets the page on a filter', () => {
    const current = read('project=p1&designer=d1&design=x&page=3');
    const table = { ...tableStateOf(designList, current), search: 'bed' };
    const next = designList.write(withTableState(designList, current, table));
    expect(next.get('project')).toBe('p1');
    expect(next.get('designer')).toBe('d1');
    expect(next.get('design')).toBe('x');
    expect(next.get('q')).toBe('bed');
    const withoutDesigner = { ...current, filters: { project: 'p1' }, page: 1 };
    expect(designList.write(withoutDesigner).toString()).toBe('project=p1&design=x');
    expect(designList.write({ ...current, open: 'new' }).get('page')).toBe('3');
  });

  it("reads due=week|overdue with the caller's today, ignores anything else, and keeps it when the table changes", () => {
    expect(designQueryOf(read('due=week'), '2026-11-25')).toMatchObject({ due: 'week', today: '2026-11-25' });
    expect(read('due=overdue').filters.due).toBe('overdue');
    const unknown = designQueryOf(read('due=someday'), '2026-11-25');
    expect(unknown.due).toBeUndefined();
    expect(unknown.today).toBeUndefined();
    const current = read('due=overdue&page=2');
    const table = { ...tableStateOf(designList, current), search: 'wardrobe' };
    expect(designList.write(withTableState(designList, current, table)).get('due')).toBe('overdue');
    expect(designList.write({ ...current, filters: {}, page: 1 }).toString()).toBe('');
  });
});
