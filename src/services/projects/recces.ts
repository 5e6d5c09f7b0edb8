/**
 * Recce (site surveys): the list (recce_list, with project, client and assignee names and counts),
 * one survey with its stage entries, room measurements and photos, the projects a survey may be
 * started for, and the queryOptions the hooks, prefetching and tests share. Row-level security
 * follows the project; the writes are in recce-writes.ts, the forms in recce-stage-fields.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';
import { calendarDate, dueWindowFilters, type DueWindow } from './due-window';
import {
  measurementSchema,
  photoSchema,
  recceSchema,
  stageEntrySchema,
  type Measurement,
  type Recce,
  type ReccePhoto,
  type RecceStage,
  type RecceStatus,
  type StageEntry,
} from './recce-model';

export const RECCE_SORT_COLUMNS = [
  'project_code',
  'assignee_name',
  'due_date',
  'status',
  'current_stage',
] as const;
export type RecceSortColumn = (typeof RECCE_SORT_COLUMNS)[number];
export const isRecceSortColumn = (value: unknown): value is RecceSortColumn =>
  (RECCE_SORT_COLUMNS as readonly unknown[]).includes(value);

export interface RecceQuery {
  /** Matches the project code and name and the client's name. */
  search?: string | undefined;
  status?: RecceStatus | undefined;
  stage?: RecceStage | undefined;
  assignee?: string | undefined;
  project?: string | undefined;
  /** Open surveys due within the week from `today`, or already overdue (as the operations dashboard counts). */
  due?: DueWindow | undefined;
  /** YYYY-MM-DD; the caller's today. */
  today?: string | undefined;
  sort?: { column: RecceSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The survey list's conditions: search, one per field, then the due window from the caller's today. */
export function recceFilters(query: RecceQuery): Filter[] {
  const today = calendarDate(query.today);
  return listFilters({
    search: { columns: ['project_code', 'project_name', 'client_name'], term: query.search },
    filters: {
      status: query.status,
      current_stage: query.stage,
      assignee_id: query.assignee,
      project_id: query.project,
    },
    where:
      query.due && today
        ? [
            { column: 'status', op: 'in', value: ['scheduled', 'in_progress'] },
            ...dueWindowFilters(query.due, today),
          ]
        : [],
  });
}

export async function listRecces(query: RecceQuery = {}, given?: DataSource): Promise<ListPage<Recce>> {
  const sort = chosenSort(query.sort ?? { column: 'due_date', descending: true }, asc('id'));
  return fetchPage(
    'recce_list',
    { where: recceFilters(query), sort, page: query.page, pageSize: query.pageSize },
    recceSchema,
    given,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One survey, or null when it does not exist or is not the caller's to see. */
export async function getRecce(id: string, given?: DataSource): Promise<Recce | null> {
  if (!UUID.test(id)) return null;
  return getRow('recce_list', id, recceSchema, given);
}

export const recceStageEntries = (recceId: string, given?: DataSource): Promise<StageEntry[]> =>
  listRows(
    'recce_stage_entries',
    stageEntrySchema,
    {
      columns: ['id', 'recce_id', 'stage', 'answers', 'completed_at', 'version'],
      filters: [eq('recce_id', recceId)],
    },
    given,
  );

/** The survey's rows of one kind, oldest first (as they were taken on site). */
const oldestFirst = (recceId: string, columns: string[]) => ({
  columns,
  filters: [eq('recce_id', recceId)],
  sort: [asc('created_at'), asc('id')],
});

export const recceMeasurements = (recceId: string, given?: DataSource): Promise<Measurement[]> =>
  listRows(
    'recce_measurements',
    measurementSchema,
    oldestFirst(recceId, ['id', 'recce_id', 'room', 'wall', 'length_mm', 'width_mm', 'height_mm', 'version']),
    given,
  );

export const reccePhotos = (recceId: string, given?: DataSource): Promise<ReccePhoto[]> =>
  listRows(
    'recce_photos',
    photoSchema,
    oldestFirst(recceId, [
      'id',
      'recce_id',
      'stage',
      'room',
      'caption',
      'storage_path',
      'thumbnail_path',
      'created_at',
      'version',
    ]),
    given,
  );

/** Projects the caller sees, to start a survey for one. */
export async function listRecceProjectOptions(
  given?: DataSource,
): Promise<{ id: string; label: string; designer_id: string | null }[]> {
  const projects = await listRows(
    'projects',
    z.object({
      id: z.string(),
      code: z.string().nullable(),
      name: z.string(),
      designer_id: z.string().nullable(),
    }),
    { columns: ['id', 'code', 'name', 'designer_id'], sort: [asc('code')] },
    given,
  );
  return projects.map((row) => ({
    id: row.id,
    label: row.code ? `${row.code} · ${row.name}` : row.name,
    designer_id: row.designer_id,
  }));
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------

const keys = recordKeys<RecceQuery>('recces');
export const recceKeys = {
  ...keys,
  stages: (id: string) => [...keys.detail(id), 'stages'] as const,
  measurements: (id: string) => [...keys.detail(id), 'measurements'] as const,
  photos: (id: string) => [...keys.detail(id), 'photos'] as const,
  projects: () => [...keys.all, 'projects'] as const,
};

export const recceQueries = listAndDetailQueries(recceKeys, listRecces, getRecce);

export function useRecces(query: RecceQuery) {
  return useQuery(recceQueries.list(query));
}

export function useRecce(id: string) {
  return useQuery(recceQueries.detail(id));
}

export function useRecceStages(id: string) {
  return useQuery({ queryKey: recceKeys.stages(id), queryFn: () => recceStageEntries(id) });
}

export function useRecceMeasurements(id: string) {
  return useQuery({ queryKey: recceKeys.measurements(id), queryFn: () => recceMeasurements(id) });
}

export function useReccePhotos(id: string) {
  return useQuery({ queryKey: recceKeys.photos(id), queryFn: () => reccePhotos(id) });
}

export function useRecceProjectOptions(enabled = true) {
  return useQuery({ queryKey: recceKeys.projects(), queryFn: () => listRecceProjectOptions(), enabled });
}
