/**
 * Designs per project (the design page and the project's designs tab): the list (design_list, with
 * project, designer and file counts), one design, its files and review history, the project and
 * designer choices, and the queryOptions the hooks, prefetching and tests share. Row-level
 * security (migration 20261125120000_design_reviews.sql) decides: a design follows its project.
 * Writes are in design-writes.ts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters } from '../kit/list-page';
import { listActiveStaffOptions } from '../kit/staff-options';
import { localToday } from '../admin/subscriber-dashboard-data';
import { calendarDate, dueWindowFilters } from './due-window';
import {
  designFileSchema,
  designReviewSchema,
  designSchema,
  type Design,
  type DesignFile,
  type DesignOption,
  type DesignPage,
  type DesignQuery,
  type DesignReview,
} from './design-model';

export function designFilters(query: DesignQuery): Filter[] {
  const today = query.due ? (calendarDate(query.today) ?? localToday()) : undefined;
  return listFilters({
    search: { columns: ['title', 'room', 'project_code'], term: query.search },
    filters: { project_id: query.project, designer_id: query.designer, status: query.status },
    where:
      query.due && today
        ? [{ column: 'status', op: 'neq', value: 'approved' }, ...dueWindowFilters(query.due, today)]
        : [],
  });
}

export async function listDesigns(query: DesignQuery = {}, given?: DataSource): Promise<DesignPage> {
  const sort: SortKey[] = [];
  if (query.sort) sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  if (query.sort?.column !== 'due_date') sort.push({ column: 'due_date', ascending: true });
  sort.push({ column: 'title', ascending: true }, { column: 'id', ascending: true });
  return fetchPage(
    'design_list',
    { where: designFilters(query), sort, page: query.page, pageSize: query.pageSize },
    designSchema,
    given,
  );
}

/** One design as the list shows it, or null when there is none or it is not the caller's to see. */
export async function getDesign(id: string, given?: DataSource): Promise<Design | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>('design_list', id);
  return row === null ? null : designSchema.parse(row);
}

export async function listDesignReviews(designId: string, given?: DataSource): Promise<DesignReview[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('design_review_history', {
    filters: [{ column: 'design_id', op: 'eq', value: designId }],
    sort: [
      { column: 'reviewed_at', ascending: false },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(designReviewSchema).parse(rows);
}

export async function listDesignFiles(designId: string, given?: DataSource): Promise<DesignFile[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('design_files', {
    filters: [{ column: 'design_id', op: 'eq', value: designId }],
    sort: [
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(designFileSchema).parse(rows);
}

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

/** Projects the caller sees, named "code · name". */
export async function listDesignProjectOptions(given?: DataSource): Promise<DesignOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', {
    columns: ['id', 'code', 'name'],
    sort: [{ column: 'code', ascending: true }],
    count: 'none',
  });
  return z
    .array(z.object({ id: z.string(), code: z.string().nullable(), name: z.string() }))
    .parse(rows)
    .map((p) => ({ id: p.id, name: p.code ? `${p.code} · ${p.name}` : p.name }));
}

// Query keys and hooks

export const designKeys = {
  all: ['designs'] as const,
  lists: () => [...designKeys.all, 'list'] as const,
  list: (query: DesignQuery) => [...designKeys.lists(), query] as const,
  details: () => [...designKeys.all, 'detail'] as const,
  detail: (id: string) => [...designKeys.details(), id] as const,
  files: (id: string) => [...designKeys.detail(id), 'files'] as const,
  reviews: (id: string) => [...designKeys.detail(id), 'reviews'] as const,
  projects: () => [...designKeys.all, 'options', 'projects'] as const,
  designers: () => [...designKeys.all, 'options', 'designers'] as const,
};

export const designQueries = {
  list: (query: DesignQuery) =>
    queryOptions({
      queryKey: designKeys.list(query),
      queryFn: () => listDesigns(query),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string | null) =>
    queryOptions({
      queryKey: designKeys.detail(id ?? ''),
      queryFn: () => getDesign(id ?? ''),
      enabled: id !== null,
    }),
};

export function useDesigns(query: DesignQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...designQueries.list(query), enabled: options.enabled ?? true });
}

export function useDesign(id: string | null) {
  return useQuery(designQueries.detail(id));
}

export function useDesignFiles(id: string | null) {
  return useQuery({
    queryKey: designKeys.files(id ?? ''),
    queryFn: () => listDesignFiles(id ?? ''),
    enabled: id !== null,
  });
}

export function useDesignReviews(id: string | null) {
  return useQuery({
    queryKey: designKeys.reviews(id ?? ''),
    queryFn: () => listDesignReviews(id ?? ''),
    enabled: id !== null,
  });
}

export function useDesignProjectOptions() {
  return useQuery({
    queryKey: designKeys.projects(),
    queryFn: () => listDesignProjectOptions(),
    staleTime: 60_000,
  });
}

export function useDesignerOptions() {
  return useQuery({
    queryKey: designKeys.designers(),
    queryFn: () => listActiveStaffOptions(['designer']),
    staleTime: 60_000,
  });
}
