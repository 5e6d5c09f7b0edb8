/**
 * Tasks (the tasks, mytask, task overview, kanban and task details pages): the list with its
 * filters, one task with its checklist, comments and activity, version-guarded moves, complete
 * and undo, bulk assign and status change (one SQL function each) and the team overview computed
 * in SQL (`task_overview()`). Row-level security decides who sees and changes a task
 * (migration 20261125075000_tasks_work.sql); a refusal reaches the caller as a DataSourceError.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isDataSourceError, type DataSource, type Filter, type SortKey } from '../backend';
import { localToday } from '../admin/subscriber-dashboard-data';
import { likePattern, source } from '../kit/data-access';

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

export const checklistItemSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  label: z.string(),
  done: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const commentSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  body: z.string(),
  by_staff_id: z.string().nullable(),
  created_at: z.string(),
});
export type TaskComment = z.infer<typeof commentSchema>;

export const activitySchema = z.object({
  id: z.union([z.number(), z.string()]),
  task_id: z.string().nullable(),
  table_name: z.string(),
  action: z.string(),
  at: z.string(),
  actor_name: z.string().nullable(),
  old_data: z.record(z.string(), z.unknown()).nullable(),
  new_data: z.record(z.string(), z.unknown()).nullable(),
});
export type TaskActivity = z.infer<typeof activitySchema>;

export const optionSchema = z.object({ id: z.string(), name: z.string() });
export type TaskOption = z.infer<typeof optionSchema>;

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

export interface TaskPage {
  rows: Task[];
  total: number;
}

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** YYYY-MM-DD plus n days, on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function taskFilters(query: TaskQuery): Filter[] {
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    filters.push({
      op: 'or',
      filters: [
        { column: 'title', op: 'ilike', value: likePattern(search) },
        { column: 'project_code', op: 'ilike', value: likePattern(search) },
      ],
    });
  }
  if (query.project) filters.push({ column: 'project_id', op: 'eq', value: query.project });
  if (query.assignee === 'me') filters.push({ column: 'assignee_id', op: 'eq', value: query.meId ?? NOBODY });
  else if (query.assignee) filters.push({ column: 'assignee_id', op: 'eq', value: query.assignee });
  if (query.priority) filters.push({ column: 'priority', op: 'eq', value: query.priority });
  if (query.status) filters.push({ column: 'status', op: 'eq', value: query.status });
  if (query.due) {
    const today = query.today ?? localToday();
    if (query.due === 'overdue') filters.push({ column: 'due_date', op: 'lte', value: addDays(today, -1) });
    if (query.due === 'today') filters.push({ column: 'due_date', op: 'eq', value: today });
    if (query.due === 'week') {
      filters.push({ column: 'due_date', op: 'gte', value: today });
      filters.push({ column: 'due_date', op: 'lte', value: addDays(today, 6) });
    }
    // Due means still to do: finished and cancelled tasks are not overdue or due.
    if (!query.status) filters.push({ column: 'status', op: 'in', value: ['todo', 'in_progress', 'review'] });
  }
  return filters;
}

export async function listTasks(query: TaskQuery = {}, given?: DataSource): Promise<TaskPage> {
  const ds = await source(given);
  const sort: SortKey[] = [];
  if (query.sort) sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  if (query.sort?.column !== 'due_date') sort.push({ column: 'due_date', ascending: true });
  sort.push({ column: 'position', ascending: true }, { column: 'id', ascending: true });
  const range =
    query.page !== undefined && query.pageSize !== undefined
      ? { from: query.page * query.pageSize, to: (query.page + 1) * query.pageSize - 1 }
      : undefined;
  const { rows, count } = await ds.list<unknown>('tasks_list', {
    filters: taskFilters(query),
    sort,
    ...(range ? { range } : {}),
    count: 'exact',
  });
  const parsed = z.array(taskSchema).parse(rows);
  return { rows: parsed, total: count ?? parsed.length };
}

/** One task as the list shows it, or null when there is none or it is not the caller's to see. */
export async function getTask(id: string, given?: DataSource): Promise<Task | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>('tasks_list', id);
  return row === null ? null : taskSchema.parse(row);
}

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

export async function listChecklist(taskId: string, given?: DataSource): Promise<ChecklistItem[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('task_checklist_items', {
    filters: [{ column: 'task_id', op: 'eq', value: taskId }],
    sort: [
      { column: 'position', ascending: true },
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(checklistItemSchema).parse(rows);
}

export async function addChecklistItem(taskId: string, label: string, position: number, given?: DataSource) {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('task_checklist_items', {
    task_id: taskId,
    label: label.trim(),
    position,
  });
  return checklistItemSchema.parse(row);
}

export async function setChecklistItemDone(
  item: Pick<ChecklistItem, 'id' | 'version'>,
  done: boolean,
  given?: DataSource,
) {
  const ds = await source(given);
  return checklistItemSchema.parse(
    await ds.update<unknown>('task_checklist_items', item.id, item.version, { done }),
  );
}

export async function removeChecklistItem(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('task_checklist_items', id);
}

export async function listComments(taskId: string, given?: DataSource): Promise<TaskComment[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('task_comments', {
    filters: [{ column: 'task_id', op: 'eq', value: taskId }],
    sort: [
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(commentSchema).parse(rows);
}

export async function addComment(taskId: string, body: string, given?: DataSource): Promise<TaskComment> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('task_comments', { task_id: taskId, body: body.trim() });
  return commentSchema.parse(row);
}

/** Newest first. */
export async function listActivity(taskId: string, given?: DataSource): Promise<TaskActivity[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('task_activity', {
    filters: [{ column: 'task_id', op: 'eq', value: taskId }],
    sort: [
      { column: 'at', ascending: false },
      { column: 'id', ascending: false },
    ],
    range: { from: 0, to: 99 },
    count: 'none',
  });
  return z.array(activitySchema).parse(rows);
}

export async function taskOverview(today?: string, given?: DataSource): Promise<TaskOverview> {
  const ds = await source(given);
  return overviewSchema.parse(
    await ds.rpc<unknown>('task_overview', { p_today: today ?? localToday(), p_weeks: 8 }),
  );
}

/** Active staff, for the assignee filter and bulk assign. */
export async function listAssigneeOptions(given?: DataSource): Promise<TaskOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('staff', {
    columns: ['id', 'name'],
    filters: [{ column: 'active', op: 'eq', value: true }],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(optionSchema).parse(rows);
}

/** Projects the caller sees, named "code · name", for the project filter. */
export async function listProjectOptions(given?: DataSource): Promise<TaskOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', {
    columns: ['id', 'code', 'name'],
    sort: [{ column: 'code', ascending: true }],
    count: 'none',
  });
  return z
    .array(z.object({ id: z.string(), code: z.string().nullable(), name: z.string() }))
    .parse(rows)
    .map((p) => ({ id: p.id, name: p.code ? `${p.code} · ${p.name}` : p.name }));
}

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (query: TaskQuery) => [...taskKeys.lists(), query] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (id: string) => [...taskKeys.details(), id] as const,
  checklist: (id: string) => [...taskKeys.detail(id), 'checklist'] as const,
  comments: (id: string) => [...taskKeys.detail(id), 'comments'] as const,
  activity: (id: string) => [...taskKeys.detail(id), 'activity'] as const,
  overview: (today: string) => [...taskKeys.all, 'overview', today] as const,
  assignees: () => [...taskKeys.all, 'options', 'assignees'] as const,
  projects: () => [...taskKeys.all, 'options', 'projects'] as const,
};

export function useTasks(query: TaskQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: () => listTasks(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useTask(id: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(id ?? ''),
    queryFn: () => getTask(id ?? ''),
    enabled: id !== null,
  });
}

export function useChecklist(id: string | null) {
  return useQuery({
    queryKey: taskKeys.checklist(id ?? ''),
    queryFn: () => listChecklist(id ?? ''),
    enabled: id !== null,
  });
}

export function useComments(id: string | null) {
  return useQuery({
    queryKey: taskKeys.comments(id ?? ''),
    queryFn: () => listComments(id ?? ''),
    enabled: id !== null,
  });
}

export function useActivity(id: string | null) {
  return useQuery({
    queryKey: taskKeys.activity(id ?? ''),
    queryFn: () => listActivity(id ?? ''),
    enabled: id !== null,
  });
}

export function useTaskOverview(today: string = localToday()) {
  return useQuery({ queryKey: taskKeys.overview(today), queryFn: () => taskOverview(today) });
}

export function useAssigneeOptions() {
  return useQuery({
    queryKey: taskKeys.assignees(),
    queryFn: () => listAssigneeOptions(),
    staleTime: 60_000,
  });
}

export function useProjectOptions() {
  return useQuery({ queryKey: taskKeys.projects(), queryFn: () => listProjectOptions(), staleTime: 60_000 });
}

/** Every task query (lists, details, overview) reloads after a write. */
function useInvalidateTasks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taskKeys.all });
}

export function useMoveTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (move: TaskMove) => moveTask(move),
    onSettled: invalidate,
  });
}

export function useUpdateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ id, version, changes }: { id: string; version: number; changes: TaskDetailsChanges }) =>
      updateTask(id, version, changes),
    onSuccess: invalidate,
  });
}

export function useBulkAssignTasks() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ ids, assigneeId }: { ids: readonly string[]; assigneeId: string | null }) =>
      bulkAssignTasks(ids, assigneeId),
    onSettled: invalidate,
  });
}

export function useBulkSetTaskStatus() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ ids, status }: { ids: readonly string[]; status: TaskStatus }) =>
      bulkSetTaskStatus(ids, status),
    onSettled: invalidate,
  });
}

export function useAddChecklistItem(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ label, position }: { label: string; position: number }) =>
      addChecklistItem(taskId, label, position),
    onSuccess: invalidate,
  });
}

export function useSetChecklistItemDone() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ item, done }: { item: Pick<ChecklistItem, 'id' | 'version'>; done: boolean }) =>
      setChecklistItemDone(item, done),
    onSettled: invalidate,
  });
}

export function useRemoveChecklistItem() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) => removeChecklistItem(id),
    onSettled: invalidate,
  });
}

export function useAddComment(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (body: string) => addComment(taskId, body),
    onSuccess: invalidate,
  });
}
