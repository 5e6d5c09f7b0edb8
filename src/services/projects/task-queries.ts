/** The tasks' query keys, their queryOptions (hooks, prefetching and tests share them) and the writes' hooks. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const taskQueries = {
  list: (query: TaskQuery, options: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: taskKeys.list(query),
      queryFn: () => listTasks(query),
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    }),
  detail: (id: string | null) =>
    queryOptions({
      queryKey: taskKeys.detail(id ?? ''),
      queryFn: () => getTask(id ?? ''),
      enabled: id !== null,
    }),
  checklist: (id: string | null) =>
    queryOptions({
      queryKey: taskKeys.checklist(id ?? ''),
      queryFn: () => listChecklist(id ?? ''),
      enabled: id !== null,
    }),
  comments: (id: string | null) =>
    queryOptions({
      queryKey: taskKeys.comments(id ?? ''),
      queryFn: () => listComments(id ?? ''),
      enabled: id !== null,
    }),
  activity: (id: string | null) =>
    queryOptions({
      queryKey: taskKeys.activity(id ?? ''),
      queryFn: () => listActivity(id ?? ''),
      enabled: id !== null,
    }),
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
