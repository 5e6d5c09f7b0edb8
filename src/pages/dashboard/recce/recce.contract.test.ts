import { describe, expect, it } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { recceLink, recceList, recceQueryOf } from './recce.contract';

describe('recce list URL contract', () => {
  itReadsAndWritesTheUrl(recceList, recceQueryOf, [
    {
      name: 'reads filters, search, sort and page from the URL and writes them back',
      url: 'q=PRJ&status=in_progress&assignee=abc&sort=due_date&dir=desc&page=2',
      query: {
        search: 'PRJ',
        status: 'in_progress',
        stage: undefined,
        assignee: 'abc',
        sort: { column: 'due_date', descending: true },
        page: 1,
        pageSize: 25,
      },
    },
    {
      name: 'ignores values it does not know',
      url: 'status=lost&stage=roof&sort=secret&due=someday',
      queryHas: { status: undefined, stage: undefined, sort: undefined },
      state: { filters: {} },
      writes: '',
    },
  ]);
  itReadsAndWritesTheUrl(recceList, (state) => recceQueryOf(state, '2026-11-25'), [
    {
      name: 'keeps due=week|overdue, which the operations dashboard links with, through a round trip',
      url: 'status=scheduled&due=overdue',
      queryHas: { due: 'overdue', today: '2026-11-25' },
    },
  ]);

  it('links to a recce at a stage', () => {
    expect(recceLink('r1', 'spaces')).toBe('/dashboard/recce?id=r1&stage=spaces');
  });
});
