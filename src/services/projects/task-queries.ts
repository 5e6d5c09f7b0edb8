/** The tasks' query keys, their queryOptions (hooks, prefetching and tests share them) and the writes' hooks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listQuery, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { listActiveStaffOptions } from '../kit/staff-options';
import { localToday } from '../admin/subscriber-dashboard-data';
import {
  addChecklistItem,
  addComment,
  listActivity,
  listChecklist,
  listComments,
  listProjectOptions,
  removeChecklistItem,
  setChecklistItemDone,
  taskOverview,
  type ChecklistItem,
} from './task-details';
import {
  bulkAssignTasks,
  bulkSetTaskStatus,
  getTask,
  listTasks,
  moveTask,
  updateTask,
  type TaskDetailsChanges,
  type TaskMove,
  type TaskQuery,
  type TaskStatus,
} from './tasks';

const keys = recordKeys<TaskQuery>('tasks');
export const taskKeys = {
  ...keys,
  checklist: (id: string) => [...keys.detail(id), 'checklist'] as const,
  comments: (id: string) => [...keys.detail(id), 'comments'] as const,
  activity: (id: string) => [...keys.detail(id), 'activity'] as const,
  overview: (today: string) => [...keys.all, 'overview', today] as const,
  assignees: () => [...keys.all, 'options', 'assignees'] as const,
  projects: () => [...keys.all, 'options', 'projects'] as const,
};

export const taskQueries = {
  list: (query: TaskQuery, options: { enabled?: boolean } = {}) => ({
    ...listQuery(taskKeys.list(query), () => listTasks(query)),
    enabled: options.enabled ?? true,
  }),
  detail: (id: string | null) => recordQuery(id, taskKeys.detail, getTask),
  checklist: (id: string | null) => recordQuery(id, taskKeys.checklist, listChecklist),
  comments: (id: string | null) => recordQuery(id, taskKeys.comments, listComments),
  activity: (id: string | null) => recordQuery(id, taskKeys.activity, listActivity),
  overview: (today: string) =>
    queryOptions({ queryKey: taskKeys.overview(today), queryFn: () => taskOverview(today) }),
  assignees: () =>
    queryOptions({
      queryKey: taskKeys.assignees(),
      queryFn: () => listActiveStaffOptions(),
      staleTime: 60_000,
    }),
  projects: () =>
    queryOptions({ queryKey: taskKeys.projects(), queryFn: () => listProjectOptions(), staleTime: 60_000 }),
};

export function useTasks(query: TaskQuery, options: { enabled?: boolean } = {}) {
  return useQuery(taskQueries.list(query, options));
}

export function useTask(id: string | null) {
  return useQuery(taskQueries.detail(id));
}

export function useChecklist(id: string | null) {
  return useQuery(taskQueries.checklist(id));
}

export function useComments(id: string | null) {
  return useQuery(taskQueries.comments(id));
}

export function useActivity(id: string | null) {
  return useQuery(taskQueries.activity(id));
}

export function useTaskOverview(today: string = localToday()) {
  return useQuery(taskQueries.overview(today));
}

export function useAssigneeOptions() {
  return useQuery(taskQueries.assignees());
}

export function useProjectOptions() {
  return useQuery(taskQueries.projects());
}

/** Every task query (lists, details, overview) reloads after a write. */
const refresh = [taskKeys.all];

export const useMoveTask = () =>
  useWrite((move: TaskMove) => moveTask(move), refresh, { handlesError: true });

export const useUpdateTask = () =>
  useWrite(
    ({ id, version, changes }: { id: string; version: number; changes: TaskDetailsChanges }) =>
      updateTask(id, version, changes),
    refresh,
    { handlesError: true, refreshOn: 'success' },
  );

export const useBulkAssignTasks = () =>
  useWrite(
    ({ ids, assigneeId }: { ids: readonly string[]; assigneeId: string | null }) =>
      bulkAssignTasks(ids, assigneeId),
    refresh,
    { handlesError: true },
  );

export const useBulkSetTaskStatus = () =>
  useWrite(
    ({ ids, status }: { ids: readonly string[]; status: TaskStatus }) => bulkSetTaskStatus(ids, status),
    refresh,
    { handlesError: true },
  );

export const useAddChecklistItem = (taskId: string) =>
  useWrite(
    ({ label, position }: { label: string; position: number }) => addChecklistItem(taskId, label, position),
    refresh,
    { handlesError: true, refreshOn: 'success' },
  );

export const useSetChecklistItemDone = () =>
  useWrite(
    ({ item, done }: { item: Pick<ChecklistItem, 'id' | 'version'>; done: boolean }) =>
      setChecklistItemDone(item, done),
    refresh,
    { handlesError: true },
  );

export const useRemoveChecklistItem = () =>
  useWrite((id: string) => removeChecklistItem(id), refresh, { handlesError: true });

export const useAddComment = (taskId: string) =>
  useWrite((body: string) => addComment(taskId, body), refresh, { handlesError: true, refreshOn: 'success' });
