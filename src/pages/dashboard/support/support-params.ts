/**
 * The support queue's state in the URL: `q`, `status` (a status or `active`), `priority`,
 * `assignee` (a staff id or `none`), `breached=1`, `sort`/`dir`, `page`, `size`, and `ticket` (the
 * open ticket).
 */
import type { DataTableState } from '@/ui';
import {
  TICKET_PRIORITIES,
  TICKET_SORT_COLUMNS,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketQuery,
  type TicketSortColumn,
  type TicketStatus,
} from '@/services/learning';

export const PAGE_SIZES = [25, 50, 100];
export const TICKET_PARAM = 'ticket';
const TABLE_FILTERS = ['status', 'priority'] as const;
/** Kept as they are when the table's own state changes. */
const OUTSIDE_PARAMS = ['assignee', 'breached', TICKET_PARAM] as const;

const isStatus = (value: string | null): value is TicketStatus | 'active' =>
  value === 'active' || (TICKET_STATUSES as readonly string[]).includes(value ?? '');
const isPriority = (value: string | null): value is TicketPriority =>
  (TICKET_PRIORITIES as readonly string[]).includes(value ?? '');
const isSortColumn = (value: string | null): value is TicketSortColumn =>
  (TICKET_SORT_COLUMNS as readonly string[]).includes(value ?? '');

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
    sort: isSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
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

/** One URL parameter set (or removed, for null), the page reset to the first. */
export function withParam(current: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const params = new URLSearchParams(current);
  if (value) params.set(name, value);
  else params.delete(name);
  if (name !== TICKET_PARAM) params.delete('page');
  return params;
}

export function queryFromParams(params: URLSearchParams): TicketQuery {
  const state = stateFromParams(params);
  const status = params.get('status');
  const priority = params.get('priority');
  const sort = state.sort[0];
  return {
    search: state.search || undefined,
    status: isStatus(status) ? status : undefined,
    priority: isPriority(priority) ? priority : undefined,
    assignee: params.get('assignee') ?? undefined,
    breached: params.get('breached') === '1' ? true : undefined,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
