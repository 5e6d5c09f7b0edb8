import { describe } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { subscriberQueryOf, subscribersList } from './subscribers.contract';

describe('subscriber list URL state', () => {
  itReadsAndWritesTheUrl(subscribersList, subscriberQueryOf, [
    {
      name: 'reads search, filters, sort, paging and the open subscriber, and writes them back the same',
      url: 'q=vastu&plan=pro&status=past_due&city=Pune&sort=end_date&dir=desc&page=3&size=50&subscriber=s1',
      table: {
        search: 'vastu',
        filters: [
          { id: 'plan', value: 'pro' },
          { id: 'status', value: 'past_due' },
          { id: 'city', value: 'Pune' },
        ],
        sort: [{ id: 'end_date', desc: true }],
        page: { index: 2, size: 50 },
      },
      open: 's1',
      query: {
        search: 'vastu',
        plan: 'pro',
        status: 'past_due',
        city: 'Pune',
        sort: { column: 'end_date', descending: true },
        page: 2,
        pageSize: 50,
      },
    },
    {
      name: 'ignores an unknown plan, status, sort column or page size',
      url: 'plan=gold&status=lost&sort=secret&size=7&page=-3',
      table: { search: '', filters: [], sort: [], page: { index: 0, size: 25 } },
      queryHas: { plan: undefined, status: undefined, sort: undefined },
      writes: '',
    },
  ]);
});
