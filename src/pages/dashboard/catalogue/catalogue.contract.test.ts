import { describe, expect, it } from 'vitest';
import { tableStateOf } from '@/pages/list-kit';
import { catalogueLists, catalogueQueryOf } from './catalogue.contract';

describe('catalogue list state in the URL', () => {
  it('reads filters, status, sort and page back from a shared link', () => {
    const params = new URLSearchParams(
      'q=ply&base_material=plywood&status=inactive&sort=thickness_mm&dir=desc&page=3&size=50',
    );
    const contract = catalogueLists.panels;
    const state = contract.read(params);
    const table = tableStateOf(contract, state);
    expect(table.search).toBe('ply');
    expect(table.filters).toEqual([
      { id: 'base_material', value: 'plywood' },
      { id: 'status', value: 'inactive' },
    ]);
    expect(table.sort).toEqual([{ id: 'thickness_mm', desc: true }]);
    expect(table.page).toEqual({ index: 2, size: 50 });
    expect(contract.write(state).toString()).toBe(params.toString());
    expect(catalogueQueryOf(state)).toEqual({
      search: 'ply',
      filters: { base_material: 'plywood' },
      status: 'inactive',
      sort: { column: 'thickness_mm', descending: true },
      page: 2,
      pageSize: 50,
    });
  });

  it('ignores what it does not know: unknown sort columns, odd page sizes, bad page numbers', () => {
    const contract = catalogueLists.products;
    const state = contract.read(new URLSearchParams('sort=price;drop&size=7&page=-2&colour=red'));
    const table = tableStateOf(contract, state);
    expect(table.sort).toEqual([]);
    expect(table.page).toEqual({ index: 0, size: 25 });
    expect(table.filters).toEqual([]);
    expect(catalogueQueryOf(state).status).toBeUndefined();
  });
});
