/**
 * The projects list's state lives in the URL, so a KPI card, a shared link or the back button
 * lands on the same view: q, stage, category, status, city, designer, rm (column filters), from
 * and to (start dates), payments=due (due by today) or payments=month (a stage due this month still
 * pending: the operations dashboard's figure), sort and dir, page and size.
 */
import type { DataTableState } from '@/ui';
import {
  isProjectCategory,
  isProjectPaymentsFilter,
  isProjectSortColumn,
  isProjectStage,
  isProjectStatus,
  type ProjectPaymentsFilter,
  type ProjectQuery,
} from '@/services/projects';

export const PAGE_SIZES = [25, 50, 100];
export const FILTER_PARAMS = ['stage', 'category', 'status', 'city', 'designer', 'rm'] as const;

export interface ProjectsView {
  table: DataTableState;
  from: string;
  to: string;
  /** Which payments filter is on, or null for none. */
  payments: ProjectPaymentsFilter | null;
}

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function viewFromParams(params: URLSearchParams): ProjectsView {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const payments = params.get('payments');
  return {
    table: {
      search: params.get('q') ?? '',
      filters: FILTER_PARAMS.flatMap((id) => {
        const value = params.get(id);
        return value ? [{ id, value }] : [];
      }),
      sort: isProjectSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
      page: {
        index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
        size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
      },
    },
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    payments: isProjectPaymentsFilter(payments) ? payments : null,
  };
}

export function paramsFromView(view: ProjectsView): URLSearchParams {
  const { table } = view;
  const params = new URLSearchParams();
  if (table.search.trim()) params.set('q', table.search);
  for (const filter of table.filters) if (filter.value) params.set(filter.id, filter.value);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.payments) params.set('payments', view.payments);
  const sort = table.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (table.page.index > 0) params.set('page', String(table.page.index + 1));
  if (table.page.size !== PAGE_SIZES[0]) params.set('size', String(table.page.size));
  return params;
}

export function queryFromView(view: ProjectsView): ProjectQuery {
  const { table } = view;
  const filter = (id: string) => table.filters.find((f) => f.id === id)?.value ?? null;
  const stage = filter('stage');
  const category = filter('category');
  const status = filter('status');
  const sort = table.sort[0];
  return {
    search: table.search || undefined,
    stage: isProjectStage(stage) ? stage : undefined,
    category: isProjectCategory(category) ? category : undefined,
    status: isProjectStatus(status) ? status : undefined,
    city: filter('city') ?? undefined,
    designer: filter('designer') ?? undefined,
    rm: filter('rm') ?? undefined,
    from: view.from || undefined,
    to: view.to || undefined,
    payments: view.payments ?? undefined,
    sort: sort && isProjectSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: table.page.index,
    pageSize: table.page.size,
  };
}

/** The list filtered as a KPI card means it, e.g. `?status=on_hold`. */
export function listLink(path: string, params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}
