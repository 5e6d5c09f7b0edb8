/**
 * The documents list's state in the URL, so a shared link or the back button lands on the same view:
 * `q` (title or file name), `project`, `kind`, `uploader` (a staff id), `from` and `to` (upload
 * days, yyyy-mm-dd), `sort`/`dir`, `page`, `size`, and `document` (the one open in the drawer).
 * On a project's page the project is fixed and the page's own parameters (`id`, `tab`) are kept.
 */
import type { DataTableState } from '@/ui';
import { isDocumentKind, isDocumentSortColumn, type DocumentQuery } from '@/services/projects';

export const PAGE_SIZES = [25, 50, 100];
export const DOCUMENT_PARAM = 'document';

/** Table filters: the column id the DataTable knows, and the URL parameter it is kept in. */
const TABLE_FILTERS = [
  { column: 'project_name', param: 'project' },
  { column: 'kind', param: 'kind' },
  { column: 'uploader', param: 'uploader' },
] as const;
/** Kept as they are when the table's own state changes. */
const OUTSIDE_PARAMS = ['from', 'to', DOCUMENT_PARAM] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (not 2026-02-31), or null. */
export function dayParam(value: string | null): string | null {
  if (value === null || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export function stateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: TABLE_FILTERS.flatMap(({ column, param }) => {
      const value = params.get(param);
      return value ? [{ id: column, value }] : [];
    }),
    sort: isDocumentSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

/**
 * The URL for a new table state: the table's parameters rebuilt, the date range and open document
 * kept, and so are `keep` (the hosting page's own parameters, e.g. a project page's `id` and `tab`).
 */
export function paramsFromState(
  state: DataTableState,
  current: URLSearchParams,
  keep: readonly string[] = [],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) {
    const param = TABLE_FILTERS.find((f) => f.column === filter.id)?.param;
    if (param && filter.value) params.set(param, filter.value);
  }
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  for (const name of OUTSIDE_PARAMS) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  return params;
}

/** One URL parameter set (or removed, for null); any change but the open document goes back to page 1. */
export function withParam(current: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const params = new URLSearchParams(current);
  if (value) params.set(name, value);
  else params.delete(name);
  if (name !== DOCUMENT_PARAM) params.delete('page');
  return params;
}

/** The list parameters removed (the hosting page's `keep` stay): "Clear filters". */
export function clearedParams(current: URLSearchParams, keep: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  return params;
}

/** Whether the URL narrows the list (search, a filter or a date). */
export function isFiltered(params: URLSearchParams, fixedProject: string | null = null): boolean {
  return (
    Boolean(params.get('q')?.trim()) ||
    TABLE_FILTERS.some(({ param }) => param !== 'project' && Boolean(params.get(param))) ||
    (fixedProject === null && Boolean(params.get('project'))) ||
    dayParam(params.get('from')) !== null ||
    dayParam(params.get('to')) !== null
  );
}

/** The service query for the URL; `fixedProject` (a project's own page) wins over `project`. */
export function queryFromParams(params: URLSearchParams, fixedProject: string | null = null): DocumentQuery {
  const state = stateFromParams(params);
  const kind = params.get('kind');
  const sort = state.sort[0];
  return {
    search: state.search.trim() || undefined,
    projectId: fixedProject ?? (params.get('project') || undefined),
    kind: isDocumentKind(kind) ? kind : undefined,
    uploadedBy: params.get('uploader') || undefined,
    from: dayParam(params.get('from')) ?? undefined,
    to: dayParam(params.get('to')) ?? undefined,
    sort: sort && isDocumentSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
