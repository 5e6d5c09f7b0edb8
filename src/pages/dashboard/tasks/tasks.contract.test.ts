import { describe } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { taskQueryOf, tasksList } from './tasks.contract';

describe('the tasks contract', () => {
  itReadsAndWritesTheUrl(tasksList, (state) => taskQueryOf(state, 'staff-1', '2026-11-25'), [
    {
      name: 'round-trips filters, sort and page, and turns them into the service query',
      url: 'q=glass&assignee=me&due=overdue&status=todo&sort=due&dir=desc&page=2&size=50',
      writes: 'q=glass&assignee=me&status=todo&due=overdue&sort=due&dir=desc&page=2&size=50',
      query: {
        search: 'glass',
        project: undefined,
        assignee: 'me',
        meId: 'staff-1',
        priority: undefined,
        status: 'todo',
        due: 'overdue',
        today: '2026-11-25',
        sort: { column: 'due_date', descending: true },
        page: 1,
        pageSize: 50,
      },
    },
  ]);
  itReadsAndWritesTheUrl(tasksList, (state) => taskQueryOf(state, undefined, '2026-11-25'), [
    {
      name: 'ignores values it does not know',
      url: 'sort=secret&size=7&due=someday&priority=vital',
      state: { sort: null, pageSize: 25 },
      queryHas: { due: undefined, priority: undefined },
      writes: '',
    },
  ]);
});
