import { describe, expect, it } from 'vitest';
import { paramsFromState, queryFromState, stateFromParams } from './catalogue-url';

describe('catalogue list state in the URL', () => {
  it('reads filters, status, sort and page back from a shared link', () => {
    const params = new URLSearchParams(
      'q=ply&base_material=plywood&status=inactive&sort=thickness_mm&dir=desc&page=3&size=50',
    );
    const state = stateFromParams(params, ['base_material', 'make'], ['name', 'thickness_mm']);
    expect(state.search).toBe('ply');
    expect(state.filters).toEqual([
      { id: 'base_material', value: 'plywood' },
      { id: 'status', value: 'inactive' },
    ]);
    expect(state.sort).toEqual([{ id: 'thickness_mm', desc: true }]);
    expect(state.page).toEqual({ index: 2, size: 50 });
    expect(paramsFromState(state).toString()).toBe(params.toString());
    expect(queryFromState(state)).toEqual({
      search: 'ply',
      filters: { base_material: 'plywood' },
      status: 'inactive',
      sort: { column: 'thickness_mm', descending: true },
      page: 2,
      pageSize: 50,
    });
  });

  it('ignores what it does not know: unknown sort columns, odd page sizes, bad page numbers', () => {
    const state = stateFromParams(
      new URLSearchParams('sort=price;drop&size=7&page=-2&colour=red'),
      ['make'],
      ['name'],
    );
    expect(state.sort).toEqual([]);
    expect(state.page).toEqual({ index: 0, size: 25 });
    expect(state.filters).toEqual([]);
    expect(queryFromState(state).status).toBeUndefined();
  });
});
