import { describe, expect, it } from 'vitest';
import type { Task, TaskActivity } from '@/services/projects';
import { describeActivity } from './task-activity-model';
import { applyMove, groupMyTasks, positionAt } from './tasks-model';

function task(overrides: Partial<Task>): Task {
  return {
    id: 'id',
    title: 'A task',
    description: null,
    project_id: null,
    project_code: null,
    project_name: null,
    assignee_id: 'me',
    assignee_name: 'Me',
    created_by: null,
    creator_name: null,
    due_date: null,
    priority: 'medium',
    status: 'todo',
    position: 0,
    completed_at: null,
    created_at: '2026-11-01T05:00:00Z',
    updated_at: '2026-11-01T05:00:00Z',
    version: 1,
    checklist_total: 0,
    checklist_done: 0,
    ...overrides,
  };
}

describe('groupMyTasks', () => {
  it('puts open tasks in overdue, today or upcoming, and recent finished ones in done', () => {
    const groups = groupMyTasks(
      [
        task({ id: 'late', due_date: '2026-11-20' }),
        task({ id: 'now', due_date: '2026-11-25', status: 'in_progress' }),
        task({ id: 'later', due_date: '2026-12-01' }),
        task({ id: 'someday', due_date: null }),
        task({ id: 'done', status: 'done', completed_at: '2026-11-24T10:00:00Z' }),
        task({ id: 'long-done', status: 'done', completed_at: '2026-09-01T10:00:00Z' }),
        task({ id: 'dropped', status: 'cancelled', due_date: '2026-11-01' }),
      ],
      '2026-11-25',
    );
    expect(Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map((t) => t.id)]))).toEqual({
      overdue: ['late'],
      today: ['now'],
      upcoming: ['later', 'someday'],
      done: ['done'],
    });
  });
});

describe('board moves', () => {
  it('stores a dropped card before the card it lands on, or after the last', () => {
    const column = [task({ position: 2 }), task({ position: 5 })];
    expect(positionAt([], 0)).toBe(0);
    expect(positionAt(column, 0)).toBe(2);
    expect(positionAt(column, 1)).toBe(5);
    expect(positionAt(column, 2)).toBe(6);
  });

  it('shows the moved card in its new column at once', () => {
    const cards = [task({ id: 'a' }), task({ id: 'b', status: 'review', position: 1 })];
    const moved = applyMove(cards, 'a', 'review', 0);
    expect(moved.map((t) => `${t.id}:${t.status}`)).toEqual(['a:review', 'b:review']);
  });
});

describe('describeActivity', () => {
  const entry = (overrides: Partial<TaskActivity>): TaskActivity => ({
    id: 1,
    task_id: 't',
    table_name: 'tasks',
    action: 'update',
    at: '2026-11-25T05:00:00Z',
    actor_name: 'Vikram Singh',
    old_data: null,
    new_data: null,
    ...overrides,
  });

  it('says what changed in the task, its checklist and its comments', () => {
    expect(
      describeActivity(
        entry({ old_data: { status: 'todo', due_date: null }, new_data: { status: 'done', due_date: null } }),
      ),
    ).toBe('changed status from To do to Done');
    expect(
      describeActivity(
        entry({
          old_data: { assignee_id: 'a' },
          new_data: { assignee_id: 'b' },
        }),
        (id) => (id === 'b' ? 'Asha Rao' : 'Vikram Singh'),
      ),
    ).toBe('changed assignee from Vikram Singh to Asha Rao');
    expect(
      describeActivity(
        entry({
          table_name: 'task_checklist_items',
          old_data: { label: 'Book the date', done: false },
          new_data: { label: 'Book the date', done: true },
        }),
      ),
    ).toBe('ticked “Book the date”');
    expect(describeActivity(entry({ table_name: 'task_comments', action: 'insert' }))).toBe('commented');
  });
});
