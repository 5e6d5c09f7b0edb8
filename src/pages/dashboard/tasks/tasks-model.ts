/**
 * The task pages' pure rules: the list's URL (q, project, assignee (id or `me`), priority, status,
 * due (overdue | today | week), sort, dir, page, size) as the DataTable's state and the service's
 * query; My tasks' groups; where a card dropped on the board is stored.
 */
import type { DataTableState } from '@/ui';
import {
  addDays,
  isTaskDueFilter,
  isTaskPriority,
  isTaskStatus,
  type Task,
  type TaskQuery,
  type TaskSortColumn,
  type TaskStatus,
} from '@/services/projects';

export const TASK_PAGE_SIZES = [25, 50, 100];

/** Table column id ↔ URL parameter (filters) and ↔ sortable column of the view. */
export const FILTER_PARAMS = ['project', 'assignee', 'priority', 'status', 'due'] as const;
const SORT_BY_COLUMN: Record<string, TaskSortColumn> = {
  title: 'title',
  due: 'due_date',
  priority: 'priority',
  status: 'status',
  project: 'project_code',
  assignee: 'assignee_name',
  created: 'created_at',
};
export const isSortableColumn = (id: string | null): id is string => id !== null && id in SORT_BY_COLUMN;

export function stateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: FILTER_PARAMS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: isSortableColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: TASK_PAGE_SIZES.includes(size) ? size : (TASK_PAGE_SIZES[0] ?? 25),
    },
  };
}

export function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== TASK_PAGE_SIZES[0]) params.set('size', String(state.page.size));
  return params;
}

export function queryFromState(state: DataTableState, meId: string | undefined, today: string): TaskQuery {
  const filter = (id: string) => state.filters.find((f) => f.id === id)?.value || undefined;
  const priority = filter('priority');
  const status = filter('status');
  const due = filter('due');
  const sort = state.sort[0];
  const column = sort ? SORT_BY_COLUMN[sort.id] : undefined;
  return {
    search: state.search || undefined,
    project: filter('project'),
    assignee: filter('assignee'),
    meId,
    priority: isTaskPriority(priority) ? priority : undefined,
    status: isTaskStatus(status) ? status : undefined,
    due: isTaskDueFilter(due) ? due : undefined,
    today,
    sort: sort && column ? { column, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

export type MyTaskGroup = 'overdue' | 'today' | 'upcoming' | 'done';
export const MY_TASK_GROUPS: readonly MyTaskGroup[] = ['overdue', 'today', 'upcoming', 'done'];
export const MY_TASK_GROUP_LABELS: Record<MyTaskGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
  done: 'Done',
};

const OPEN: readonly TaskStatus[] = ['todo', 'in_progress', 'review'];
export const isOpen = (status: TaskStatus) => OPEN.includes(status);

/**
 * My tasks by when they need me: overdue (due before today), today, upcoming (later or no due
 * date), done (finished in the last `doneDays` days, newest first). Cancelled tasks are left out.
 */
export function groupMyTasks(
  tasks: readonly Task[],
  today: string,
  doneDays = 14,
): Record<MyTaskGroup, Task[]> {
  const groups: Record<MyTaskGroup, Task[]> = { overdue: [], today: [], upcoming: [], done: [] };
  const since = addDays(today, -doneDays);
  for (const task of tasks) {
    if (task.status === 'done') {
      if (task.completed_at === null || task.completed_at.slice(0, 10) >= since) groups.done.push(task);
    } else if (isOpen(task.status)) {
      if (task.due_date !== null && task.due_date < today) groups.overdue.push(task);
      else if (task.due_date === today) groups.today.push(task);
      else groups.upcoming.push(task);
    }
  }
  const byDue = (a: Task, b: Task) =>
    (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.title.localeCompare(b.title);
  groups.overdue.sort(byDue);
  groups.today.sort(byDue);
  groups.upcoming.sort(byDue);
  groups.done.sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
  return groups;
}

/**
 * The position a card dropped at `index` of a column gets (the column without the card): the
 * position of the card it lands before, or one past the last card.
 */
export function positionAt(column: readonly Pick<Task, 'position'>[], index: number): number {
  if (column.length === 0) return 0;
  const before = column[Math.max(0, index)];
  if (before) return before.position;
  return (column[column.length - 1]?.position ?? 0) + 1;
}

/** The board after a move, before the database has answered. */
export function applyMove(tasks: readonly Task[], id: string, status: TaskStatus, position: number): Task[] {
  const moved = tasks.find((task) => task.id === id);
  if (!moved) return [...tasks];
  const rest = tasks.filter((task) => task.id !== id);
  const next = { ...moved, status, position };
  const at = rest.findIndex((task) => task.status === status && task.position >= position);
  return at < 0 ? [...rest, next] : [...rest.slice(0, at), next, ...rest.slice(at)];
}

/** Board order: by position within a status, then due date, then title. */
export function boardOrder(tasks: readonly Task[]): Task[] {
  return [...tasks].sort(
    (a, b) =>
      a.position - b.position ||
      (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') ||
      a.title.localeCompare(b.title),
  );
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatTaskDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';

export const STATUS_PALETTE: Record<TaskStatus, string> = {
  todo: 'gray',
  in_progress: 'blue',
  review: 'purple',
  done: 'green',
  cancelled: 'gray',
};

export const PRIORITY_PALETTE: Record<string, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};
