/**
 * The task pages' pure rules: My tasks' groups, where a card dropped on the board is stored, and
 * how tasks show (the list's URL is tasks.contract.ts's).
 */
import { addDays, type Task, type TaskStatus } from '@/services/projects';

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
