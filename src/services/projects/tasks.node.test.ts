// The tasks service against the embedded DataSource on PGlite with the shipped seed, signed in as
// Vikram Singh (sales manager, holds tasks.manage): filters, version-guarded moves, complete and
// undo, bulk changes, the checklist and comments, the due-date rule and the overview.
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  addChecklistItem,
  addComment,
  listActivity,
  listChecklist,
  listComments,
  removeChecklistItem,
  setChecklistItemDone,
  taskOverview,
} from './task-details';
import {
  addDays,
  bulkAssignTasks,
  bulkSetTaskStatus,
  completeTask,
  dueDateError,
  getTask,
  listTasks,
  moveTask,
  taskFilters,
  undoComplete,
  updateTask,
} from './tasks';

const VIKRAM = '5a1e0000-0000-4000-8000-000000000002';
const TODAY = '2026-11-25';

const { db, as } = seededDatabase();
const vikram = as('vikram.singh@fpw.in');
const kavya = as('kavya.menon@fpw.in');

async function ownTask(n: number) {
  const { rows } = await db.query<{ id: string }>(
    `select md5('fpw:task:own:' || $1::text)::uuid::text as id`,
    [n],
  );
  const task = await getTask(rows[0]!.id, vikram);
  if (!task) throw new Error(`seed task ${n} missing`);
  return task;
}

describe('taskFilters', () => {
  it('turns me, due and search into filters', () => {
    expect(taskFilters({ assignee: 'me', meId: VIKRAM })).toEqual([
      { column: 'assignee_id', op: 'eq', value: VIKRAM },
    ]);
    expect(taskFilters({ due: 'week', today: TODAY })).toEqual([
      { column: 'due_date', op: 'gte', value: TODAY },
      { column: 'due_date', op: 'lte', value: '2026-12-01' },
      { column: 'status', op: 'in', value: ['todo', 'in_progress', 'review'] },
    ]);
    expect(taskFilters({ due: 'overdue', today: TODAY, status: 'review' })).toEqual([
      { column: 'status', op: 'eq', value: 'review' },
      { column: 'due_date', op: 'lte', value: '2026-11-24' },
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('listTasks', () => {
  it('lists my tasks with names and checklist progress, and filters by due and priority', async () => {
    const mine = await listTasks({ assignee: 'me', meId: VIKRAM }, vikram);
    expect(mine.rows.length).toBeGreaterThanOrEqual(3);
    expect(mine.rows.every((task) => task.assignee_id === VIKRAM)).toBe(true);
    const lighting = mine.rows.find((task) => task.title === 'Confirm the showroom lighting vendor');
    expect(lighting).toMatchObject({ checklist_total: 3, checklist_done: 1, creator_name: 'Vikram Singh' });

    const overdue = await listTasks({ due: 'overdue', today: TODAY }, vikram);
    expect(overdue.rows.length).toBeGreaterThan(0);
    expect(overdue.rows.every((task) => task.due_date! < TODAY && task.status !== 'done')).toBe(true);

    const urgent = await listTasks({ priority: 'urgent', page: 0, pageSize: 5 }, vikram);
    expect(urgent.rows.length).toBeLessThanOrEqual(5);
    expect(urgent.rows.every((task) => task.priority === 'urgent')).toBe(true);
    expect(urgent.total).toBeGreaterThanOrEqual(urgent.rows.length);

    const found = await listTasks({ search: 'lighting vendor' }, vikram);
    expect(found.rows.map((task) => task.title)).toEqual(['Confirm the showroom lighting vendor']);
  });

  it('returns null for a task the caller may not see', async () => {
    const { rows } = await db.query<{ id: string }>(
      `select id from public.tasks where title = 'File the GSTR-1 return for October'`,
    );
    expect(await getTask(rows[0]!.id, vikram)).toBeNull();
    expect(await getTask(rows[0]!.id, kavya)).not.toBeNull();
  });
});

describe('moves, complete and undo', () => {
  it('refuses a move from a stale version and keeps the first', async () => {
    const task = await ownTask(2);
    const moved = await moveTask(
      { id: task.id, version: task.version, status: 'in_progress', position: 0 },
      vikram,
    );
    expect(moved).toMatchObject({ status: 'in_progress', version: task.version + 1 });
    await expect(
      moveTask({ id: task.id, version: task.version, status: 'review' }, vikram),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await getTask(task.id, vikram))?.status).toBe('in_progress');
  });

  it('completes a task and undoes it back to the status it had', async () => {
    const task = await ownTask(3);
    expect(task.status).toBe('in_progress');
    const done = await completeTask(task, vikram);
    expect(done.status).toBe('done');
    expect(done.completed_at).not.toBeNull();
    const undone = await undoComplete(done, task.status, vikram);
    expect(undone).toMatchObject({ status: 'in_progress', completed_at: null });
  });

  it('refuses a due date before the task was created, with the message for the field', async () => {
    const task = await ownTask(1);
    const error = await updateTask(task.id, task.version, { due_date: '2026-11-10' }, vikram).catch(
      (e: unknown) => e,
    );
    expect(dueDateError(error)).toBe('The due date cannot be before the task was created (2026-11-20)');
    const saved = await updateTask(task.id, task.version, { due_date: '2026-12-20' }, vikram);
    expect(saved.due_date).toBe('2026-12-20');
  });
});

describe('bulk changes', () => {
  it('assigns and changes status in one call each, counting what changed', async () => {
    const mine = await listTasks({ assignee: 'me', meId: VIKRAM, status: 'todo' }, vikram);
    const ids = mine.rows.slice(0, 2).map((task) => task.id);
    expect(ids).toHaveLength(2);
    expect(await bulkSetTaskStatus(ids, 'review', vikram)).toBe(2);
    expect(await bulkAssignTasks(ids, '5a1e0000-0000-4000-8000-000000000001', vikram)).toBe(2);
    await expect(bulkAssignTasks(ids, VIKRAM, kavya)).rejects.toMatchObject({ kind: 'permission' });
  });
});

describe('checklist, comments and activity', () => {
  it('adds, ticks and removes checklist items and adds comments, all in the activity', async () => {
    const task = await ownTask(1);
    const item = await addChecklistItem(task.id, '  Sign the purchase order ', 10, vikram);
    expect(item.label).toBe('Sign the purchase order');
    const ticked = await setChecklistItemDone(item, true, vikram);
    expect(ticked.done).toBe(true);
    expect((await listChecklist(task.id, vikram)).map((i) => i.label)).toContain('Sign the purchase order');

    const comment = await addComment(task.id, 'Brightline it is.', vikram);
    expect(comment.by_staff_id).toBe(VIKRAM);
    expect((await listComments(task.id, vikram)).at(-1)?.body).toBe('Brightline it is.');

    const activity = await listActivity(task.id, vikram);
    expect(activity.map((a) => a.table_name)).toEqual(
      expect.arrayContaining(['task_checklist_items', 'task_comments']),
    );
    expect(activity[0]?.actor_name).toBe('Vikram Singh');

    // Removed items leave the list (and, as audit_log shows only the history of rows one may
    // still see, their history with them).
    await removeChecklistItem(item.id, vikram);
    expect((await listChecklist(task.id, vikram)).map((i) => i.label)).not.toContain(
      'Sign the purchase order',
    );
  });
});

describe('taskOverview', () => {
  it('gives the load per person and project and eight weeks of overdue counts', async () => {
    const overview = await taskOverview(TODAY, vikram);
    expect(overview.today).toBe(TODAY);
    expect(overview.overdue_trend).toHaveLength(8);
    expect(overview.by_person.length).toBeGreaterThan(0);
    expect(overview.by_project.length).toBeGreaterThan(0);
  });
});
