/**
 * The survey list's state lives in the URL, so a dashboard figure, a shared link or the back button
 * lands on the same view: q (search), status, stage, assignee (column filters), sort and dir, page
 * and size. `id` opens one survey and `stage` the stage shown on it.
 */
import type { DataTableState } from '@/ui';
import {
  isRecceSortColumn,
  isRecceStage,
  isRecceStatus,
  type RecceQuery,
  type RecceStage,
} from '@/services/projects';

export const RECCE_PATH = '/dashboard/recce';
export const PAGE_SIZES = [25, 50, 100];
export const FILTER_PARAMS = ['status', 'stage', 'assignee'] as const;

export function viewFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: FILTER_PARAMS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: isRecceSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

export function paramsFromView(table: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (table.search.trim()) params.set('q', table.search);
  for (const filter of table.filters) if (filter.value) params.set(filter.id, filter.value);
  const sort = table.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (table.page.index > 0) params.set('page', String(table.page.index + 1));
  if (table.page.size !== PAGE_SIZES[0]) params.set('size', String(table.page.size));
  return params;
}

/** `due=week|overdue`: the operations dashboard's figures link here with it. */
export function dueFromParams(params: URLSearchParams): 'week' | 'overdue' | undefined {
  const due = params.get('due');
  return due === 'week' || due === 'overdue' ? due : undefined;
}

export function queryFromView(table: DataTableState): RecceQuery {
  const filter = (id: string) => table.filters.find((f) => f.id === id)?.value ?? null;
  const status = filter('status');
  const stage = filter('stage');
  const sort = table.sort[0];
  return {
    search: table.search || undefined,
    status: isRecceStatus(status) ? status : undefined,
    stage: isRecceStage(stage) ? stage : undefined,
    assignee: filter('assignee') ?? undefined,
    sort: sort && isRecceSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: table.page.index,
    pageSize: table.page.size,
  };
}

/** The link to one survey, optionally at one stage. */
export function recceLink(id: string, stage?: RecceStage): string {
  const params = new URLSearchParams({ id });
  if (stage) params.set('stage', stage);
  return `${RECCE_PATH}?${params.toString()}`;
}
