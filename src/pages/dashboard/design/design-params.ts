/**
 * The design list's state in the URL: `q`, `status`, `project`, `designer`, `due` (`week` or
 * `overdue`, as the operations dashboard's figures link here), `sort`/`dir`, `page`, `size`, and
 * `design` (the open design, or `new`).
 */
import type { DataTableState } from '@/ui';
import {
  isDesignDue,
  isDesignSortColumn,
  isDesignStatus,
  type DesignDue,
  type DesignQuery,
} from '@/services/projects';

export const PAGE_SIZES = [25, 50, 100];
export const DESIGN_PARAM = 'design';
const TABLE_FILTERS = ['status'] as const;
/** Kept as they are when the table's own state changes. */
const OUTSIDE_PARAMS = ['project', 'designer', 'due', DESIGN_PARAM] as const;

export function stateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: TABLE_FILTERS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: isDesignSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

export function paramsFromState(state: DataTableState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
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

/** One URL parameter set (or removed, for null); a filter change goes back to the first page. */
export function withParam(current: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const params = new URLSearchParams(current);
  if (value) params.set(name, value);
  else params.delete(name);
  if (name !== DESIGN_PARAM) params.delete('page');
  return params;
}

/** `due=week|overdue`, or undefined for anything else. */
export function dueFromParams(params: URLSearchParams): DesignDue | undefined {
  const due = params.get('due');
  return isDesignDue(due) ? due : undefined;
}

/** The list's query; `today` (YYYY-MM-DD, the caller's) dates the due filter. */
export function queryFromParams(params: URLSearchParams, today?: string): DesignQuery {
  const state = stateFromParams(params);
  const status = params.get('status');
  const sort = state.sort[0];
  const due = dueFromParams(params);
  return {
    search: state.search || undefined,
    status: isDesignStatus(status) ? status : undefined,
    project: params.get('project') ?? undefined,
    designer: params.get('designer') ?? undefined,
    due,
    today: due ? today : undefined,
    sort: sort && isDesignSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
