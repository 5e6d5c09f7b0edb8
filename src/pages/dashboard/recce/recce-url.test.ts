import { describe, expect, it } from 'vitest';
import { paramsFromView, queryFromView, recceLink, viewFromParams } from './recce-url';

describe('recce list URL state', () => {
  it('reads filters, search, sort and page from the URL and writes them back', () => {
    const params = new URLSearchParams('q=PRJ&status=in_progress&assignee=abc&sort=due_date&dir=desc&page=2');
    const view = viewFromParams(params);
    expect(queryFromView(view)).toEqual({
      search: 'PRJ',
      status: 'in_progress',
      stage: undefined,
      assignee: 'abc',
      sort: { column: 'due_date', descending: true },
      page: 1,
      pageSize: 25,
    });
    expect(paramsFromView(view).toString()).toBe(params.toString());
  });

  it('ignores values it does not know', () => {
    const query = queryFromView(viewFromParams(new URLSearchParams('status=lost&stage=roof&sort=secret')));
    expect(query.status).toBeUndefined();
    expect(query.stage).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(recceLink('r1', 'spaces')).toBe('/dashboard/recce?id=r1&stage=spaces');
  });
});
