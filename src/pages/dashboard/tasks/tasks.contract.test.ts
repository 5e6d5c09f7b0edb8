import { describe, expect, it } from 'vitest';
import { taskQueryOf, tasksList } from './tasks.contract';

const read = (search: string) => tasksList.read(new URLSearchParams(search));

describe('the tasks contract', () => {
  it('round-trips filters, sort and page, and turns them into the service query', () => {
    const state = read('q=glass&assignee=me&due=overdue&status=todo&sort=due&dir=desc&page=2&size=50');
    expect(tasksList.write(state).toString()).toBe(
      'q=glass&assignee=me&status=todo&due=overdue&sort=due&dir=desc&page=2&size=50',
    );
    expect(taskQueryOf(state, 'staff-1', '2026-11-25')).toEqual({
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
    });
  });

  it('ignores values it does not know', () => {
    const state = read('sort=secret&size=7&due=someday&priority=vital');
    expect(state.sort).toBeNull();
    expect(state.pageSize).toBe(25);
    const query = taskQueryOf(state, undefined, '2026-11-25');
    expect(query.due).toBeUndefined();
    expect(query.priority).toBeUndefined();
  });
});
