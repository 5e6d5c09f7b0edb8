import { describe, expect, it } from 'vitest';
import { withTableState, tableStateOf } from '@/pages/list-kit';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { designList, designQueryOf } from './design.contract';

const read = (query: string) => designList.read(new URLSearchParams(query));

describe('design list URL contract', () => {
  itReadsAndWritesTheUrl(designList, (state) => designQueryOf(state), [
    {
      name: 'reads project, designer, status, sort and page from the URL',
      url: 'project=p1&designer=d1&status=revision&sort=due_date&dir=desc&page=2&q=kit',
      query: {
        search: 'kit',
        status: 'revision',
        project: 'p1',
        designer: 'd1',
        sort: { column: 'due_date', descending: true },
        page: 1,
        pageSize: 25,
      },
      writes: 'q=kit&status=revision&project=p1&designer=d1&sort=due_date&dir=desc&page=2',
    },
    {
      name: 'ignores an unknown status or sort column',
      url: 'status=done&sort=password',
      query: { page: 0, pageSize: 25 },
      writes: '',
    },
  ]);

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
