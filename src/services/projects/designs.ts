/**
 * Designs per project (the design page and the project's designs tab): the list (design_list, with
 * project, designer and file counts), one design, its files and review history, the project and
 * designer choices, and the queryOptions the hooks, prefetching and tests share. Row-level
 * security (migration 20261125120000_design_reviews.sql) decides: a design follows its project.
 * Writes are in design-writes.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { type DataSource, type Filter } from '../backend';
import { fetchPage, listFilters, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys, recordQuery } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import { listActiveStaffOptions } from '../kit/staff-options';
import { localToday } from '../admin/subscriber-dashboard-data';
import { calendarDate, dueWindowFilters } from './due-window';
import { listProjectNameOptions } from './projects';
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
  const sort = chosenSort(query.sort, asc('due_date'), asc('title'), asc('id'));
  return fetchPage(
    'design_list',
    { where: designFilters(query), sort, page: query.page, pageSize: query.pageSize },
    designSchema,
    given,
  );
}

/** One design as the list shows it, or null when there is none or it is not the caller's to see. */
export const getDesign = (id: string, given?: DataSource): Promise<Design | null> =>
  getRow('design_list', id, designSchema, given);

export const listDesignReviews = (designId: string, given?: DataSource): Promise<DesignReview[]> =>
  listRows(
    'design_review_history',
    designReviewSchema,
    { filters: [eq('design_id', designId)], sort: [desc('reviewed_at'), asc('id')] },
    given,
  );

export const listDesignFiles = (designId: string, given?: DataSource): Promise<DesignFile[]> =>
  listRows(
    'design_files',
    designFileSchema,
    { filters: [eq('design_id', designId)], sort: [desc('created_at'), asc('id')] },
    given,
  );

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

/** Projects the caller sees, named "code · name". */
export const listDesignProjectOptions = (given?: DataSource): Promise<DesignOption[]> =>
  listProjectNameOptions(given);

// Query keys and hooks

const keys = recordKeys<DesignQuery>('designs');
export const designKeys = {
  ...keys,
  files: (id: string) => [...keys.detail(id), 'files'] as const,
  reviews: (id: string) => [...keys.detail(id), 'reviews'] as const,
  projects: () => [...keys.all, 'options', 'projects'] as const,
  designers: () => [...keys.all, 'options', 'designers'] as const,
};

export const designQueries = listAndDetailQueries(designKeys, listDesigns, getDesign);

export function useDesigns(query: DesignQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...designQueries.list(query), enabled: options.enabled ?? true });
}

export const useDesign = (id: string | null) => useQuery(designQueries.detail(id));

export const useDesignFiles = (id: string | null) =>
  useQuery(recordQuery(id, designKeys.files, listDesignFiles));

export const useDesignReviews = (id: string | null) =>
  useQuery(recordQuery(id, designKeys.reviews, listDesignReviews));

export const useDesignProjectOptions = () =>
  useQuery({ queryKey: designKeys.projects(), queryFn: () => listDesignProjectOptions(), staleTime: 60_000 });

export const useDesignerOptions = () =>
  useQuery({
    queryKey: designKeys.designers(),
    queryFn: () => listActiveStaffOptions(['designer']),
    staleTime: 60_000,
  });
