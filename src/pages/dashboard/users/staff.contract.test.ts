import { describe } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { staffList } from './staff.contract';

describe('staff list URL state', () => {
  itReadsAndWritesTheUrl(staffList, null, [
    {
      name: 'reads search, designation, status and page from the URL and writes them back',
      url: 'q=asha&designation=sales&active=inactive&page=2&size=50',
      table: {
        search: 'asha',
        filters: [
          { id: 'designation', value: 'sales' },
          { id: 'active', value: 'inactive' },
        ],
        sort: [],
        page: { index: 1, size: 50 },
      },
    },
    {
      name: 'ignores an unknown designation, status, sort or page size and leaves defaults out',
      url: 'designation=pilot&active=maybe&sort=name&size=7&page=-1',
      table: { search: '', filters: [], sort: [], page: { index: 0, size: 25 } },
      writes: '',
    },
  ]);
});
