import { describe } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { enterpriseList, enterpriseQueryOf } from './enterprise.contract';

describe('enterprise list URL state', () => {
  itReadsAndWritesTheUrl(enterpriseList, enterpriseQueryOf, [
    {
      name: 'reads search, plan, sort and page from the URL and writes them back',
      url: 'q=vastu&plan=pro&sort=renewal_date&dir=desc&page=2&account=abc',
      table: {
        search: 'vastu',
        filters: [{ id: 'plan', value: 'pro' }],
        sort: [{ id: 'renewal_date', desc: true }],
        page: { index: 1, size: 25 },
      },
      open: 'abc',
      query: {
        search: 'vastu',
        plan: 'pro',
        sort: { column: 'renewal_date', descending: true },
        page: 1,
        pageSize: 25,
      },
    },
    {
      name: 'ignores an unknown plan, sort column or page size',
      url: 'plan=gold&sort=secret&size=7&page=-3',
      table: { search: '', filters: [], sort: [], page: { index: 0, size: 25 } },
      writes: '',
    },
  ]);
});
