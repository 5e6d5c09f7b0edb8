/**
 * The tasks list's URL contract: q, project, assignee (a staff id or `me`), priority, status, due
 * (overdue | today | week), sort, dir, page and size; and the service query a view asks for.
 */
import { anyText, defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import {
  TASK_DUE_FILTERS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskQuery,
  type TaskSortColumn,
} from '@/services/projects';

/** Column id -> what the service sorts by. */
const SORT_COLUMN_OF = {
  title: 'title',
  due: 'due_date',
  priority: 'priority',
  status: 'status',
  project: 'project_code',
  assignee: 'assignee_name',
  created: 'created_at',
} as const satisfies Record<string, TaskSortColumn>;

export const tasksList = defineListContract({
  filters: {
    project: anyText,
    assignee: anyText,
    priority: oneOf(TASK_PRIORITIES),
    status: oneOf(TASK_STATUSES),
    due: oneOf(TASK_DUE_FILTERS),
  },
  sortKeys: Object.keys(SORT_COLUMN_OF) as (keyof typeof SORT_COLUMN_OF)[],
});

export type TasksListState = ReturnType<typeof tasksList.read>;

/** The service query: `me` is whose tasks `meId` names; the due windows count from `today`. */
export function taskQueryOf(state: TasksListState, meId: string | undefined, today: string): TaskQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state, SORT_COLUMN_OF),
    project: filters.project,
    assignee: filters.assignee,
    meId,
    priority: filters.priority,
    status: filters.status,
    due: filters.due,
    today,
  };
}
