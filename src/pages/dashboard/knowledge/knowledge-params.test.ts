import { describe, expect, it } from 'vitest';
import { paramsFromState, queryFromParams, stateFromParams, withParams } from './knowledge-params';

describe('knowledge list state in the URL', () => {
  it('reads search, category, status, review and page into the query', () => {
    const params = new URLSearchParams(
      'q=edge+band&category=c1&status=published&review=1&mine=1&page=2&size=50',
    );
    expect(queryFromParams(params)).toEqual({
      search: 'edge band',
      category: 'c1',
      status: 'published',
      needsReview: true,
      mine: true,
      sort: undefined,
      page: 1,
      pageSize: 50,
    });
  });

  it('ignores an unknown status and sort column', () => {
    const query = queryFromParams(new URLSearchParams('status=secret&sort=password'));
    expect(query.status).toBeUndefined();
    expect(query.sort).toBeUndefined();
  });

  it('keeps the category and open article when the table changes, and a filter resets the page', () => {
    const current = new URLSearchParams('category=c1&article=a1&page=3');
    const state = stateFromParams(current);
    const next = paramsFromState({ ...state, search: 'gst' }, current);
    expect(next.get('q')).toBe('gst');
    expect(next.get('category')).toBe('c1');
    expect(next.get('article')).toBe('a1');
    expect(withParams(current, { category: 'c2' }).get('page')).toBeNull();
    expect(withParams(current, { article: null }).get('page')).toBe('3');
  });
});
