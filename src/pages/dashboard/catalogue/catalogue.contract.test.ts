import { describe } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { catalogueLists, catalogueQueryOf } from './catalogue.contract';

describe('catalogue list state in the URL', () => {
  itReadsAndWritesTheUrl(catalogueLists.panels, catalogueQueryOf, [
    {
      name: 'reads filters, status, sort and page back from a shared link',
      url: 'q=ply&base_material=plywood&status=inactive&sort=thickness_mm&dir=desc&page=3&size=50',
      table: {
        search: 'ply',
        filters: [
          { id: 'base_material', value: 'plywood' },
          { id: 'status', value: 'inactive' },
        ],
        sort: [{ id: 'thickness_mm', desc: true }],
        page: { index: 2, size: 50 },
      },
      query: {
        search: 'ply',
        filters: { base_material: 'plywood' },
        status: 'inactive',
        sort: { column: 'thickness_mm', descending: true },
        page: 2,
        pageSize: 50,
      },
    },
  ]);
  itReadsAndWritesTheUrl(catalogueLists.products, catalogueQueryOf, [
    {
      name: 'ignores what it does not know: unknown sort columns, odd page sizes, bad page numbers',
      url: 'sort=price;drop&size=7&page=-2&colour=red',
      table: { search: '', filters: [], sort: [], page: { index: 0, size: 25 } },
      queryHas: { status: undefined },
      writes: '',
    },
  ]);
});
