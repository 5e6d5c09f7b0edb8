/**
 * Tasks for the task page stories on the fake Supabase: the same row objects stand in the `tasks`
 * table and the `tasks_list` view (a PATCH of one shows in the other, as in the database), plus
 * staff, projects and the SQL functions the pages call.
 */
import { SESSION_STORAGE_KEY } from '../../../src/services/session';
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

const ids = (args: Record<string, unknown>) => (Array.isArray(args['p_task_ids']) ? args['p_task_ids'] : []);

export const taskRpc: Record<string, FakeRpc> = {
  my_permissions: () => ['tasks.manage', 'projects.view'],
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
