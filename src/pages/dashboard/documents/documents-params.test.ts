import { describe, expect, it } from 'vitest';
import {
  clearedParams,
  dayParam,
  isFiltered,
  paramsFromState,
  queryFromParams,
  stateFromParams,
  withParam,
} from './documents-params';

describe('documents list URL state', () => {
  it('reads search, project, kind, uploader, dates, sort and page from the URL', () => {
    const params = new URLSearchParams(
      'q=+kitchen+&project=p1&kind=contract&uploader=s1&from=2026-11-01&to=2026-11-30&sort=size_bytes&dir=desc&page=3&size=50',
    );
    expect(queryFromParams(params)).toEqual({
      search: 'kitchen',
      projectId: 'p1',
      kind: 'contract',
      uploadedBy: 's1',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: { column: 'size_bytes', descending: true },
      page: 2,
      pageSize: 50,
    });
    expect(stateFromParams(params).filters).toEqual([
      { id: 'project_name', value: 'p1' },
      { id: 'kind', value: 'contract' },
      { id: 'uploader', value: 's1' },
    ]);
  });

  it('starts on the first page of 25, newest first, with nothing filtered', () => {
    const empty = new URLSearchParams();
    expect(queryFromParams(empty)).toEqual({
      search: undefined,
      projectId: undefined,
      kind: undefined,
      uploadedBy: undefined,
      from: undefined,
      to: undefined,
      sort: undefined,
      page: 0,
      pageSize: 25,
    });
    expect(isFiltered(empty)).toBe(false);
  });

  it('ignores an unknown kind, sort column, page size, page or day', () => {
    const query = queryFromParams(
      new URLSearchParams('kind=invoice&sort=storage_path&size=7&page=-2&from=2026-02-31&to=yesterday'),
    );
    expect(query.kind).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(query.pageSize).toBe(25);
    expect(query.page).toBe(0);
    expect(query.from).toBeUndefined();
    expect(query.to).toBeUndefined();
    expect(dayParam('2024-02-29')).toBe('2024-02-29');
    expect(dayParam('2026-13-01')).toBeNull();
  });

  it('fixes the project on a project’s page, whatever the URL says', () => {
    const params = new URLSearchParams('id=p9&tab=documents&project=p1');
    expect(queryFromParams(params, 'p9').projectId).toBe('p9');
    expect(isFiltered(new URLSearchParams('id=p9&tab=documents'), 'p9')).toBe(false);
  });

  it('writes the table state back, keeping the dates, the open document and the host page’s own parameters', () => {
    const current = new URLSearchParams('id=p9&tab=documents&from=2026-11-01&document=d1&page=4&q=old');
    const state = {
      ...stateFromParams(current),
      search: 'contract',
      filters: [{ id: 'kind', value: 'drawing' }],
      sort: [{ id: 'title', desc: false }],
      page: { index: 0, size: 100 },
    };
    const next = paramsFromState(state, current, ['id', 'tab']);
    expect(Object.fromEntries(next)).toEqual({
      id: 'p9',
      tab: 'documents',
      q: 'contract',
      kind: 'drawing',
      sort: 'title',
      size: '100',
      from: '2026-11-01',
      document: 'd1',
    });
    // The page's own parameters are not the list's to keep unless asked.
    expect(paramsFromState(state, current).get('id')).toBeNull();
  });

  it('goes back to the first page on a filter change, not when a document opens', () => {
    const current = new URLSearchParams('kind=render&page=3');
    expect(withParam(current, 'from', '2026-11-02').toString()).toBe('kind=render&from=2026-11-02');
    expect(withParam(current, 'document', 'd2').get('page')).toBe('3');
    expect(withParam(new URLSearchParams('document=d2&q=x'), 'document', null).toString()).toBe('q=x');
    expect(isFiltered(current)).toBe(true);
  });

  it('clears the list’s parameters and keeps the host page’s', () => {
    const current = new URLSearchParams('id=p9&tab=documents&q=x&kind=render&from=2026-11-01');
    expect(clearedParams(current, ['id', 'tab']).toString()).toBe('id=p9&tab=documents');
    expect(clearedParams(current).toString()).toBe('');
  });
});
