/** A task's activity (audit rows of the task, its checklist and its comments) in words. */
import {
  isTaskPriority,
  isTaskStatus,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type TaskActivity,
} from '@/services/projects';

const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  description: 'description',
  due_date: 'due date',
  priority: 'priority',
  status: 'status',
  assignee_id: 'assignee',
  project_id: 'project',
};

function show(field: string, value: unknown, staffName: (id: string) => string): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (field === 'status' && isTaskStatus(value)) return TASK_STATUS_LABELS[value];
  if (field === 'priority' && isTaskPriority(value)) return TASK_PRIORITY_LABELS[value];
  if (field === 'assignee_id' && typeof value === 'string') return staffName(value) || 'someone';
  if (field === 'description' || field === 'project_id') return 'a new value';
  return String(value);
}

/** One line per audit row, e.g. "changed status from To do to Done", "ticked “Book the date”". */
export function describeActivity(entry: TaskActivity, staffName: (id: string) => string = () => ''): string {
  const before = entry.old_data ?? {};
  const after = entry.new_data ?? {};
  if (entry.table_name === 'task_comments') {
    if (entry.action === 'insert') return 'commented';
    return entry.action === 'delete' ? 'removed a comment' : 'edited a comment';
  }
  if (entry.table_name === 'task_checklist_items') {
    const label = String(after.label ?? before.label ?? '');
    if (entry.action === 'insert') return `added “${label}” to the checklist`;
    if (entry.action === 'delete') return `removed “${label}” from the checklist`;
    if (before.done !== after.done) return after.done ? `ticked “${label}”` : `unticked “${label}”`;
    return `edited “${label}”`;
  }
  if (entry.action === 'insert') return 'created the task';
  if (entry.action === 'delete') return 'deleted the task';
  const changes = Object.keys(FIELD_LABELS)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map(
      (field) =>
        `changed ${FIELD_LABELS[field]} from ${show(field, before[field], staffName)} to ${show(field, after[field], staffName)}`,
    );
  return changes.length > 0 ? changes.join('; ') : 'moved it on the board';
}
