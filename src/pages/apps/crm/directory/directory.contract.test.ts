import { describe, expect, it } from 'vitest';
import { tableStateOf } from '@/pages/list-kit';
import { DIRECTORY_LISTS, directoryQueryOf } from './directory.contract';

const companies = DIRECTORY_LISTS.companies;

describe('the directory contracts', () => {
  it('round-trips search, filters, sort and paging, keeping the open drawer', () => {
    const state = companies.read(
      new URLSearchParams('q=oak&city=Pune&sort=name&dir=desc&page=2&size=50&id=c1&junk=1'),
    );
    expect(tableStateOf(companies, state)).toEqual({
      search: 'oak',
      filters: [{ id: 'city', value: 'Pune' }],
      sort: [{ id: 'name', desc: true }],
      page: { index: 1, size: 50 },
    });
    expect(state.open).toBe('c1');
    expect(companies.write(state).toString()).toBe('q=oak&city=Pune&sort=name&dir=desc&page=2&size=50&id=c1');
    expect(directoryQueryOf(state)).toEqual({
      search: 'oak',
      filters: { city: 'Pune' },
      sort: { column: 'name', descending: true },
      page: 1,
      pageSize: 50,
    });
  });

  it('ignores an unknown sort and a page size not offered', () => {
    const state = DIRECTORY_LISTS.contacts.read(new URLSearchParams('sort=password&size=7'));
    expect(state.sort).toBeNull();
    expect(tableStateOf(DIRECTORY_LISTS.contacts, state).page).toEqual({ index: 0, size: 25 });
  });
});
