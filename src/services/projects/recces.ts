/**
 * Recce (site surveys): the list (recce_list, with project, client and assignee names and counts),
 * one survey with its stage entries, room measurements and photos, the projects a survey may be
 * started for, and the queryOptions the hooks, prefetching and tests share. Row-level security
 * follows the project; the writes are in recce-writes.ts, the forms in recce-stage-fields.ts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage } from '../kit/list-page';
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
  const sort: SortKey[] = [
    query.sort
      ? { column: query.sort.column, ascending: !query.sort.descending }
      : { column: 'due_date', ascending: false },
    { column: 'id', ascending: true },
  ];
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
  const ds = await source(given);
  const row = await ds.get<unknown>('recce_list', id);
  return row === null ? null : recceSchema.parse(row);
}

export async function recceStageEntries(recceId: string, given?: DataSource): Promise<StageEntry[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('recce_stage_entries', {
    columns: ['id', 'recce_id', 'stage', 'answers', 'completed_at', 'version'],
    filters: [{ column: 'recce_id', op: 'eq', value: recceId }],
    count: 'none',
  });
  return z.array(stageEntrySchema).parse(rows);
}

export async function recceMeasurements(recceId: string, given?: DataSource): Promise<Measurement[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('recce_measurements', {
    columns: ['id', 'recce_id', 'room', 'wall', 'length_mm', 'width_mm', 'height_mm', 'version'],
    filters: [{ column: 'recce_id', op: 'eq', value: recceId }],
    sort: [
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(measurementSchema).parse(rows);
}

export async function reccePhotos(recceId: string, given?: DataSource): Promise<ReccePhoto[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('recce_photos', {
    columns: [
      'id',
      'recce_id',
      'stage',
      'room',
      'caption',
      'storage_path',
      'thumbnail_path',
      'created_at',
      'version',
    ],
    filters: [{ column: 'recce_id', op: 'eq', value: recceId }],
    sort: [
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(photoSchema).parse(rows);
}

/** Projects the caller sees, to start a survey for one. */
export async function listRecceProjectOptions(
  given?: DataSource,
): Promise<{ id: string; label: string; designer_id: string | null }[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', {
    columns: ['id', 'code', 'name', 'designer_id'],
    sort: [{ column: 'code', ascending: true }],
    count: 'none',
  });
  return z
    .array(
      z.object({
        id: z.string(),
        code: z.string().nullable(),
        name: z.string(),
        designer_id: z.string().nullable(),
      }),
    )
    .parse(rows)
    .map((row) => ({
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

export const recceKeys = {
  all: ['recces'] as const,
  lists: () => [...recceKeys.all, 'list'] as const,
  list: (query: RecceQuery) => [...recceKeys.lists(), query] as const,
  details: () => [...recceKeys.all, 'detail'] as const,
  detail: (id: string) => [...recceKeys.details(), id] as const,
  stages: (id: string) => [...recceKeys.detail(id), 'stages'] as const,
  measurements: (id: string) => [...recceKeys.detail(id), 'measurements'] as const,
  photos: (id: string) => [...recceKeys.detail(id), 'photos'] as const,
  projects: () => [...recceKeys.all, 'projects'] as const,
};

export const recceQueries = {
  list: (query: RecceQuery) =>
    queryOptions({
      queryKey: recceKeys.list(query),
      queryFn: () => listRecces(query),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: recceKeys.detail(id), queryFn: () => getRecce(id), enabled: id !== '' }),
};

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
