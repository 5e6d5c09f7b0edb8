import { describe, expect, it } from 'vitest';
import { formValuesOf, paramsFromState, queryFromState, stateFromParams } from './directory-state';

describe('directory URL state', () => {
  it('round-trips search, filters, sort and paging, keeping the open drawer', () => {
    const params = new URLSearchParams('q=oak&city=Pune&sort=name&dir=desc&page=2&size=50&id=c1&junk=1');
    const state = stateFromParams(params, ['city', 'state'], ['name', 'city']);
    expect(state).toEqual({
      search: 'oak',
      filters: [{ id: 'city', value: 'Pune' }],
      sort: [{ id: 'name', desc: true }],
      page: { index: 1, size: 50 },
    });
    expect(paramsFromState(state, params).toString()).toBe(
      'id=c1&q=oak&city=Pune&sort=name&dir=desc&page=2&size=50',
    );
    expect(queryFromState(state)).toEqual({
      search: 'oak',
      filters: { city: 'Pune' },
      sort: { column: 'name', descending: true },
      page: 1,
      pageSize: 50,
    });
  });

  it('ignores an unknown sort and a page size not offered', () => {
    const state = stateFromParams(new URLSearchParams('sort=password&size=7'), [], ['name']);
    expect(state.sort).toEqual([]);
    expect(state.page).toEqual({ index: 0, size: 25 });
  });

  it('turns a row into text inputs', () => {
    expect(formValuesOf({ name: 'Sobha', gstin: null }, ['name', 'gstin', 'city'])).toEqual({
      name: 'Sobha',
      gstin: '',
      city: '',
    });
  });
});
