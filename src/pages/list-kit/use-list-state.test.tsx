import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { anyText, defineListContract, oneOf } from './list-contract';
import { useListState } from './use-list-state';

const contract = defineListContract({
  filters: { stage: oneOf(['design', 'recce']), owner: anyText },
  sortKeys: ['name'],
  pageSizes: [25, 50],
  columns: { ids: ['name', 'phone'], defaults: ['name'], always: ['name'] },
  openRecord: 'lead',
});

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListState(contract), location: useLocation() }), { wrapper });
}

describe('useListState', () => {
  it('reads the URL and gives the DataTable its state', () => {
    const { result } = renderList('/leads?q=shah&stage=design&page=2&size=50&lead=L1');
    const { list } = result.current;
    expect(list.state).toMatchObject({ search: 'shah', filters: { stage: 'design' }, page: 2, open: 'L1' });
    expect(list.table.page).toEqual({ index: 1, size: 50 });
    expect(list.visibility).toEqual({ name: true, phone: false });
    expect(list.filtering).toBe(true);
  });

  it('starts again at page 1 when a filter, the search, the sort or the page size changes', () => {
    const { result } = renderList('/leads?page=3');
    act(() => result.current.list.setFilters({ stage: 'recce' }));
    expect(result.current.location.search).toBe('?stage=recce');
    act(() => result.current.list.setPage(4));
    act(() => result.current.list.setSearch('shah'));
    expect(result.current.location.search).toBe('?q=shah&stage=recce');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort({ key: 'name', desc: true }));
    expect(result.current.location.search).toBe('?q=shah&stage=recce&sort=name&dir=desc');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setPageSize(50));
    expect(result.current.list.state).toMatchObject({ page: 1, pageSize: 50 });
    act(() => result.current.list.setFilters({ stage: undefined, owner: 'p1' }));
    expect(result.current.list.state.filters).toEqual({ owner: 'p1' });
  });

  it('opens and closes a record in the URL, keeping the view', () => {
    const { result } = renderList('/leads?stage=design&page=2');
    act(() => result.current.list.open('L7'));
    expect(result.current.location.search).toBe('?stage=design&page=2&lead=L7');
    expect(result.current.list.openId).toBe('L7');
    act(() => result.current.list.close());
    expect(result.current.location.search).toBe('?stage=design&page=2');
    expect(result.current.list.openId).toBeNull();
  });

  it('clears the search and the filters, and keeps the sort, page size and columns', () => {
    const { result } = renderList(
      '/leads?q=x&stage=design&owner=p1&sort=name&page=3&size=50&cols=name,phone',
    );
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?sort=name&size=50&cols=name%2Cphone');
    expect(result.current.list.filtering).toBe(false);
  });

  it('follows the table: its changes, its columns, and nothing it may not set', () => {
    const { result } = renderList('/leads?page=2');
    const { table } = result.current.list;
    act(() => result.current.list.setTable({ ...table, filters: [{ id: 'stage', value: 'nowhere' }] }));
    // A refused filter changes nothing, so the page stays.
    expect(result.current.location.search).toBe('?page=2');
    act(() => result.current.list.setTable({ ...table, page: { index: 2, size: 50 } }));
    expect(result.current.location.search).toBe('?page=3&size=50');
    act(() => result.current.list.setVisibility({ name: false, phone: true }));
    expect(result.current.location.search).toBe('?page=3&size=50&cols=name%2Cphone');
  });
});
