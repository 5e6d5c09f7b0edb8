/**
 * One task's checklist, comments and activity (the task details page and drawer), the team
 * overview computed in SQL (`task_overview()`), and the options the task filters list.
 */
import { z } from 'zod';
import { type DataSource } from '../backend';
import { localToday } from '../admin/subscriber-dashboard-data';
import { source } from '../kit/data-access';
import { asc, desc, eq, listRows } from '../kit/rows';
import { listProjectNameOptions } from './projects';
import { overviewSchema, type TaskOption, type TaskOverview } from './tasks';

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

export const listChecklist = (taskId: string, given?: DataSource): Promise<ChecklistItem[]> =>
  listRows(
    'task_checklist_items',
    checklistItemSchema,
    { filters: [eq('task_id', taskId)], sort: [asc('position'), asc('created_at'), asc('id')] },
    given,
  );

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

export const listComments = (taskId: string, given?: DataSource): Promise<TaskComment[]> =>
  listRows(
    'task_comments',
    commentSchema,
    { filters: [eq('task_id', taskId)], sort: [asc('created_at'), asc('id')] },
    given,
  );

export async function addComment(taskId: string, body: string, given?: DataSource): Promise<TaskComment> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('task_comments', { task_id: taskId, body: body.trim() });
  return commentSchema.parse(row);
}

/** Newest first. */
export async function listActivity(taskId: string, given?: DataSource): Promise<TaskActivity[]> {
  return listRows(
    'task_activity',
    activitySchema,
    { filters: [eq('task_id', taskId)], sort: [desc('at'), desc('id')], range: { from: 0, to: 99 } },
    given,
  );
}

export async function taskOverview(today?: string, given?: DataSource): Promise<TaskOverview> {
  const ds = await source(given);
  return overviewSchema.parse(
    await ds.rpc<unknown>('task_overview', { p_today: today ?? localToday(), p_weeks: 8 }),
  );
}

/** Projects the caller sees, named "code · name", for the project filter. */
export const listProjectOptions = (given?: DataSource): Promise<TaskOption[]> =>
  listProjectNameOptions(given);
