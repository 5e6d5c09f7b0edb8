/**
 * Tasks for the task page stories on the fake Supabase: the same row objects stand in the `tasks`
 * table and the `tasks_list` view (a PATCH of one shows in the other, as in the database), plus
 * staff, projects and the SQL functions the pages call.
 */
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { localIsoDate } from '../../../src/ui/format/local-date';
import type { FakeRow, FakeRpc, FakeTables } from './fake-supabase';

export const ME = 's-vikram';

function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

function task(id: string, title: string, overrides: FakeRow = {}): FakeRow {
  return {
    id,
    title,
    description: null,
    project_id: 'p1',
    project_code: 'PRJ-0001',
    project_name: 'Sharma residence',
    assignee_id: ME,
    assignee_name: 'Vikram Singh',
    created_by: ME,
    creator_name: 'Vikram Singh',
    due_date: dayFromToday(3),
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

export function taskRows(): FakeRow[] {
  return [
    task('t1', 'Send the quotation', { due_date: dayFromToday(-2), priority: 'high' }),
    task('t2', 'Schedule the site survey', { due_date: dayFromToday(0), status: 'in_progress', position: 1 }),
    task('t3', 'Share the 3D design', { due_date: dayFromToday(5), checklist_total: 3, checklist_done: 1 }),
    task('t4', 'Release the BOM', {
      assignee_id: 's-rahul',
      assignee_name: 'Rahul Verma',
      status: 'review',
      project_id: 'p2',
      project_code: 'PRJ-0002',
      project_name: 'Bistro fit-out',
    }),
    task('t5', 'Plan the installation crew', {
      status: 'done',
      completed_at: new Date().toISOString(),
      due_date: dayFromToday(-1),
    }),
  ];
}

/** Fresh tables; `tasks` and `tasks_list` share their row objects. */
export function taskTables(): FakeTables {
  const rows = taskRows();
  return {
    tasks: rows,
    tasks_list: rows,
    staff: [
      { id: ME, name: 'Vikram Singh', active: true },
      { id: 's-rahul', name: 'Rahul Verma', active: true },
    ],
    projects: [
      { id: 'p1', code: 'PRJ-0001', name: 'Sharma residence' },
      { id: 'p2', code: 'PRJ-0002', name: 'Bistro fit-out' },
    ],
  };
}

/** The details page's tables for t3 (Share the 3D design): one checklist item, a comment, a change. */
export function taskDetailTables(): FakeTables {
  return {
    ...taskTables(),
    task_checklist_items: [
      { id: 'c1', task_id: 't3', label: 'Measure the walls', done: true, position: 1, version: 1 },
      { id: 'c2', task_id: 't3', label: 'Pick the laminate', done: false, position: 2, version: 1 },
    ],
    task_comments: [
      {
        id: 'm1',
        task_id: 't3',
        body: 'Client prefers walnut',
        by_staff_id: ME,
        created_at: '2026-11-02T05:00:00Z',
      },
    ],
    task_activity: [
      {
        id: 1,
        task_id: 't3',
        table_name: 'tasks',
        action: 'update',
        at: '2026-11-03T05:00:00Z',
        actor_name: 'Vikram Singh',
        old_data: { status: 'todo' },
        new_data: { status: 'review' },
      },
    ],
  };
}

/** What the database fills in on the task tables' inserts (column defaults, the author from auth.uid()). */
export const taskInsertDefaults: Record<string, () => FakeRow> = {
  task_comments: () => ({ by_staff_id: ME, created_at: new Date().toISOString() }),
  task_checklist_items: () => ({ done: false, created_at: new Date().toISOString() }),
};

/** task_overview() as the SQL computes it for the fixture tasks the day `today`. */
export const taskOverview: FakeRpc = (args) => ({
  today: typeof args['p_today'] === 'string' ? args['p_today'] : dayFromToday(0),
  by_person: [
    { staff_id: ME, name: 'Vikram Singh', open: 3, overdue: 1, due_this_week: 2 },
    { staff_id: 's-rahul', name: 'Rahul Verma', open: 1, overdue: 0, due_this_week: 1 },
  ],
  by_project: [
    { project_id: 'p1', code: 'PRJ-0001', name: 'Sharma residence', open: 3, overdue: 1, due_this_week: 2 },
    { project_id: 'p2', code: 'PRJ-0002', name: 'Bistro fit-out', open: 1, overdue: 0, due_this_week: 1 },
  ],
  overdue_trend: [
    { week_end: '2026-11-04', overdue: 0 },
    { week_end: '2026-11-11', overdue: 3 },
    { week_end: '2026-11-18', overdue: 2 },
    { week_end: '2026-11-25', overdue: 1 },
  ],
});

const ids = (args: Record<string, unknown>) => (Array.isArray(args['p_task_ids']) ? args['p_task_ids'] : []);

export const taskRpc: Record<string, FakeRpc> = {
  my_permissions: () => ['tasks.manage', 'projects.view'],
  task_overview: taskOverview,
  tasks_bulk_set_status: (args, tables) => {
    let changed = 0;
    for (const row of tables['tasks'] ?? []) {
      if (ids(args).includes(row['id']) && row['status'] !== args['p_status']) {
        row['status'] = args['p_status'];
        row['version'] = Number(row['version']) + 1;
        changed += 1;
      }
    }
    return changed;
  },
  tasks_bulk_assign: (args, tables) => {
    let changed = 0;
    for (const row of tables['tasks'] ?? []) {
      if (ids(args).includes(row['id']) && row['assignee_id'] !== args['p_assignee_id']) {
        row['assignee_id'] = args['p_assignee_id'];
        changed += 1;
      }
    }
    return changed;
  },
};

export function signInAsVikram(): () => void {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: ME, name: 'Vikram Singh' }),
  );
  return () => window.localStorage.removeItem(SESSION_STORAGE_KEY);
}
