import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tableStateOf, useListState, withTableState } from '@/pages/list-kit';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { calendarDay, documentQueryOf, documentsList, isFiltered } from './documents.contract';

const read = (search: string) => documentsList.read(new URLSearchParams(search));

function renderList(url: string, keep: readonly string[] = []) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListState(documentsList, { keep }), location: useLocation() }), {
    wrapper,
  });
}

describe('documents list URL state', () => {
  itReadsAndWritesTheUrl(documentsList, (state) => documentQueryOf(state), [
    {
      name: 'reads search, project, kind, uploader, dates, sort and page from the URL',
      url: 'q=+kitchen+&project=p1&kind=contract&uploader=s1&from=2026-11-01&to=2026-11-30&sort=size_bytes&dir=desc&page=3&size=50',
      query: {
        search: 'kitchen',
        projectId: 'p1',
        kind: 'contract',
        uploadedBy: 's1',
        from: '2026-11-01',
        to: '2026-11-30',
        sort: { column: 'size_bytes', descending: true },
        page: 2,
        pageSize: 50,
      },
      table: {
        search: ' kitchen ',
        filters: [
          { id: 'project', value: 'p1' },
          { id: 'kind', value: 'contract' },
          { id: 'uploader', value: 's1' },
        ],
        sort: [{ id: 'size_bytes', desc: true }],
        page: { index: 2, size: 50 },
      },
    },
    {
      name: 'sorts by the project’s name for the project column',
      url: 'sort=project',
      queryHas: { sort: { column: 'project_name', descending: false } },
    },
    {
      name: 'starts on the first page of 25, newest first, with nothing filtered',
      url: '',
      query: {
        search: undefined,
        projectId: undefined,
        kind: undefined,
        uploadedBy: undefined,
        from: undefined,
        to: undefined,
        sort: undefined,
        page: 0,
        pageSize: 25,
      },
    },
    {
      name: 'ignores an unknown kind, sort column, page size, page or day',
      url: 'kind=invoice&sort=storage_path&size=7&page=-2&from=2026-02-31&to=yesterday',
      queryHas: { kind: undefined, sort: undefined, pageSize: 25, page: 0, from: undefined, to: undefined },
      writes: '',
    },
  ]);

  it('counts an empty URL as nothing filtered', () => {
    expect(isFiltered(read(''))).toBe(false);
  });

  it('takes a real calendar day only', () => {
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay('2026-13-01')).toBeUndefined();
  });

  it('fixes the project on a project’s page, whatever the URL says', () => {
    expect(documentQueryOf(read('id=p9&tab=documents&project=p1'), 'p9').projectId).toBe('p9');
    expect(isFiltered(read('id=p9&tab=documents'), 'p9')).toBe(false);
    expect(isFiltered(read('id=p9&tab=documents&project=p1'), 'p9')).toBe(false);
  });

  it('writes the table state back, keeping the dates, the open document and the host page’s own parameters', () => {
    const { result } = renderList('/p?id=p9&tab=documents&from=2026-11-01&document=d1&page=4&q=old', [
      'id',
      'tab',
    ]);
    const { list } = result.current;
    act(() =>
      list.setTable({
        ...list.table,
        search: 'contract',
        filters: [{ id: 'kind', value: 'drawing' }],
        sort: [{ id: 'title', desc: false }],
        page: { index: 0, size: 100 },
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
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
    const state = read('id=p9&tab=documents&q=old');
    expect(
      documentsList.write(withTableState(documentsList, state, tableStateOf(documentsList, state))).get('id'),
    ).toBeNull();
  });

  it('goes back to the first page on a filter change, not when a document opens', () => {
    const { result } = renderList('/d?kind=render&page=3');
    act(() => result.current.list.open('d2'));
    expect(new URLSearchParams(result.current.location.search).get('page')).toBe('3');
    act(() => result.current.list.close());
    expect(result.current.location.search).toBe('?kind=render&page=3');
    act(() => result.current.list.setFilters({ from: '2026-11-02' }));
    expect(result.current.location.search).toBe('?kind=render&from=2026-11-02');
    expect(isFiltered(read('kind=render&page=3'))).toBe(true);
  });

  it('clears the list’s filters and keeps the host page’s', () => {
    const { result } = renderList('/p?id=p9&tab=documents&q=x&kind=render&from=2026-11-01', ['id', 'tab']);
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?id=p9&tab=documents');
    const plain = renderList('/d?q=x&kind=render&from=2026-11-01');
    act(() => plain.result.current.list.clearFilters());
    expect(plain.result.current.location.search).toBe('');
  });
});
