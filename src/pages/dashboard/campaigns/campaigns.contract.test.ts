import { describe } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { campaignQueryOf, campaignsList } from './campaigns.contract';

describe('campaigns list URL state', () => {
  itReadsAndWritesTheUrl(campaignsList, campaignQueryOf, [
    {
      name: 'reads search, status, priority, sort, page and the open campaign, and writes them back',
      url: 'q=diwali&status=active&priority=high&sort=name&dir=desc&page=3&size=50&id=c1',
      table: {
        search: 'diwali',
        filters: [
          { id: 'status', value: 'active' },
          { id: 'priority', value: 'high' },
        ],
        sort: [{ id: 'name', desc: true }],
        page: { index: 2, size: 50 },
      },
      open: 'c1',
      query: {
        search: 'diwali',
        status: 'active',
        priority: 'high',
        sort: { column: 'name', descending: true },
        page: 2,
        pageSize: 50,
      },
      writes: 'q=diwali&status=active&priority=high&sort=name&dir=desc&page=3&size=50&id=c1',
    },
    {
      name: 'keeps "new" as the open record, for the drawer that creates a campaign',
      url: 'id=new',
      open: 'new',
    },
    {
      name: 'ignores an unknown status, priority, sort column or page size',
      url: 'status=won&priority=asap&sort=secret&size=7&page=-3',
      table: { search: '', filters: [], sort: [], page: { index: 0, size: 25 } },
      writes: '',
      query: { page: 0, pageSize: 25 },
    },
  ]);
});
