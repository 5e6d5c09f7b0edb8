/**
 * Tasks (the tasks, mytask, task overview, kanban and task details pages): the list with its
 * filters, one task with its checklist, comments and activity, version-guarded moves, complete
 * and undo, bulk assign and status change (one SQL function each) and the team overview computed
 * in SQL (`task_overview()`). Row-level security decides who sees and changes a task
 * (migration 20261125075000_tasks_work.sql); a refusal reaches the caller as a DataSourceError.
 * The checklist, comments, activity and options are task-details.ts; the queries and hooks
 * task-queries.ts.
 */
import { z } from 'zod';
import { isDataSourceError, type DataSource, type Filter } from '../backend';
import { localToday } from '../admin/subscriber-dashboard-data';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListFilterRequest, type ListPage, chosenSort } from '../kit/list-page';
import { asc, getRow } from '../kit/rows';
import { addDays, optionSchema, type Option } from '../kit/schemas';

export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  review: 'In review',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const TASK_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];
export const TASK_DUE_LABELS: Record<TaskDueFilter, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  week: 'Due this week',
};

export const isTaskStatus = (value: unknown): value is TaskStatus =>
  (TASK_STATUSES as readonly unknown[]).includes(value);
export const isTaskPriority = (value: unknown): value is TaskPriority =>
  (TASK_PRIORITIES as readonly unknown[]).includes(value);
export const isTaskDueFilter = (value: unknown): value is TaskDueFilter =>
  (TASK_DUE_FILTERS as readonly unknown[]).includes(value);

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

/** A row of the tasks_list view: the task with its project, people and checklist progress. */
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  project_id: z.string().nullable(),
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  created_by: z.string().nullable(),
  creator_name: z.string().nullable(),
  due_date: dateSchema.nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  position: z.number().int(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  checklist_total: z.number().int(),
  checklist_done: z.number().int(),
});
export type Task = z.infer<typeof taskSchema>;

/** A row of the tasks table as a write returns it. */
export const taskRowSchema = taskSchema.pick({
  id: true,
  title: true,
  description: true,
  project_id: true,
  assignee_id: true,
  created_by: true,
  due_date: true,
  priority: true,
  status: true,
  position: true,
  completed_at: true,
  created_at: true,
  version: true,
});
export type TaskRow = z.infer<typeof taskRowSchema>;

export { addDays, optionSchema };
export type TaskOption = Option;

const loadSchema = z.object({
  open: z.number(),
  overdue: z.number(),
  due_this_week: z.number(),
});
export const overviewSchema = z.object({
  today: dateSchema,
  by_person: z.array(loadSchema.extend({ staff_id: z.string().nullable(), name: z.string() })),
  by_project: z.array(
    loadSchema.extend({ project_id: z.string().nullable(), code: z.string().nullable(), name: z.string() }),
  ),
  overdue_trend: z.array(z.object({ week_end: dateSchema, overdue: z.number() })),
});
export type TaskOverview = z.infer<typeof overviewSchema>;

export const TASK_SORT_COLUMNS = [
  'title',
  'due_date',
  'priority',
  'status',
  'project_code',
  'assignee_name',
  'created_at',
] as const;
export type TaskSortColumn = (typeof TASK_SORT_COLUMNS)[number];
export const isTaskSortColumn = (value: unknown): value is TaskSortColumn =>
  (TASK_SORT_COLUMNS as readonly unknown[]).includes(value);

export interface TaskQuery {
  /** Matches the title or the project code. */
  search?: string | undefined;
  project?: string | undefined;
  /** A staff id, or `me` (then `meId` is whose). */
  assignee?: string | undefined;
  meId?: string | undefined;
  priority?: TaskPriority | undefined;
  status?: TaskStatus | undefined;
  due?: TaskDueFilter | undefined;
  /** YYYY-MM-DD the due filters count from; the caller's today when left out. */
  today?: string | undefined;
  sort?: { column: TaskSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export type TaskPage = ListPage<Task>;

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The search (title, project code), one condition per field, then the due window. */
function taskFilterRequest(query: TaskQuery): ListFilterRequest {
  const where: Filter[] = [];
  if (query.due) {
    const today = query.today ?? localToday();
    if (query.due === 'overdue') where.push({ column: 'due_date', op: 'lte', value: addDays(today, -1) });
    if (query.due === 'today') where.push({ column: 'due_date', op: 'eq', value: today });
    if (query.due === 'week') {
      where.push({ column: 'due_date', op: 'gte', value: today });
      where.push({ column: 'due_date', op: 'lte', value: addDays(today, 6) });
    }
    // Due means still to do: finished and cancelled tasks are not overdue or due.
    if (!query.status) where.push({ column: 'status', op: 'in', value: ['todo', 'in_progress', 'review'] });
  }
  return {
    search: { columns: ['title', 'project_code'], term: query.search },
    filters: {
      project_id: query.project,
      assignee_id: query.assignee === 'me' ? (query.meId ?? NOBODY) : query.assignee,
      priority: query.priority,
      status: query.status,
    },
    where,
  };
}

export const taskFilters = (query: TaskQuery): Filter[] => listFilters(taskFilterRequest(query));

export function listTasks(query: TaskQuery = {}, given?: DataSource): Promise<TaskPage> {
  const sort = chosenSort(query.sort, asc('due_date'), asc('position'), asc('id'));
  return fetchPage(
    'tasks_list',
    { ...taskFilterRequest(query), sort, page: query.page, pageSize: query.pageSize },
    taskSchema,
    given,
  );
}

/** One task as the list shows it, or null when there is none or it is not the caller's to see. */
export const getTask = (id: string, given?: DataSource): Promise<Task | null> =>
  getRow('tasks_list', id, taskSchema, given);

export interface TaskMove {
  id: string;
  /** The version the page showed; a newer one in the database refuses the move (ConflictError). */
  version: number;
  status: TaskStatus;
  position?: number | undefined;
}

/** Moves a task to a status (and board position) from the version shown. */
export async function moveTask(move: TaskMove, given?: DataSource): Promise<TaskRow> {
  const ds = await source(given);
  const changes: Record<string, unknown> = { status: move.status };
  if (move.position !== undefined) changes.position = move.position;
  return taskRowSchema.parse(await ds.update<unknown>('tasks', move.id, move.version, changes));
}

/** Marks a task done; the database stamps completed_at. Keep the task's status for `undoComplete`. */
export function completeTask(task: Pick<Task, 'id' | 'version'>, given?: DataSource): Promise<TaskRow> {
  return moveTask({ id: task.id, version: task.version, status: 'done' }, given);
}

/** Takes a completion back: the task returns to the status it had before, from the completed version. */
export function undoComplete(
  completed: Pick<TaskRow, 'id' | 'version'>,
  previousStatus: TaskStatus,
  given?: DataSource,
): Promise<TaskRow> {
  return moveTask({ id: completed.id, version: completed.version, status: previousStatus }, given);
}

export interface TaskDetailsChanges {
  title?: string;
  description?: string | null;
  due_date?: string | null;
  priority?: TaskPriority;
  status?: TaskStatus;
  assignee_id?: string | null;
  project_id?: string | null;
}

export async function updateTask(
  id: string,
  version: number,
  changes: TaskDetailsChanges,
  given?: DataSource,
): Promise<TaskRow> {
  const ds = await source(given);
  return taskRowSchema.parse(await ds.update<unknown>('tasks', id, version, { ...changes }));
}

export interface NewTask {
  title: string;
  description?: string | null;
  project_id?: string | null;
  assignee_id?: string | null;
  due_date?: string | null;
  priority?: TaskPriority;
}

export async function createTask(task: NewTask, given?: DataSource): Promise<TaskRow> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('tasks', { ...task });
  return taskRowSchema.parse(row);
}

/** The database's message when a due date precedes the task's creation day, else null. */
export function dueDateError(error: unknown): string | null {
  return isDataSourceError(error) && error.constraint === 'tasks_due_date_check' ? error.message : null;
}

/** How many of the tasks were reassigned (those the caller may not change are left alone). */
export async function bulkAssignTasks(ids: readonly string[], assigneeId: string | null, given?: DataSource) {
  const ds = await source(given);
  return z
    .number()
    .parse(await ds.rpc<unknown>('tasks_bulk_assign', { p_task_ids: ids, p_assignee_id: assigneeId }));
}

/** How many of the tasks changed status. */
export async function bulkSetTaskStatus(ids: readonly string[], status: TaskStatus, given?: DataSource) {
  const ds = await source(given);
  return z
    .number()
    .parse(await ds.rpc<unknown>('tasks_bulk_set_status', { p_task_ids: ids, p_status: status }));
}
