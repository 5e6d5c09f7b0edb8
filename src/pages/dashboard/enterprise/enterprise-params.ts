/**
 * The enterprise list's state lives in the URL: `q` (search), `plan`, `sort` and `dir`, `page`,
 * `size`, and `account` (the open account's id). Pure functions, unit-tested beside this file.
 */
import type { DataTableState } from '@/ui';
import {
  ENTERPRISE_SORT_COLUMNS,
  type EnterpriseQuery,
  type EnterpriseSortColumn,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@/services/admin';

export const PAGE_SIZES = [25, 50, 100];
export const ACCOUNT_PARAM = 'account';

const isPlan = (value: string | null): value is SubscriptionPlan =>
  (SUBSCRIPTION_PLANS as readonly string[]).includes(value ?? '');
const isSortColumn = (value: string | null): value is EnterpriseSortColumn =>
  (ENTERPRISE_SORT_COLUMNS as readonly string[]).includes(value ?? '');

export function stateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const plan = params.get('plan');
  return {
    search: params.get('q') ?? '',
    filters: isPlan(plan) ? [{ id: 'plan', value: plan }] : [],
    sort: isSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

/** The table's state as URL parameters; the open account (if any) is kept. */
export function paramsFromState(state: DataTableState, account: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters)
    if (filter.id === 'plan' && filter.value) params.set('plan', filter.value);
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  if (account) params.set(ACCOUNT_PARAM, account);
  return params;
}

export function queryFromState(state: DataTableState): EnterpriseQuery {
  const plan = state.filters.find((f) => f.id === 'plan')?.value ?? null;
  const sort = state.sort[0];
  return {
    search: state.search || undefined,
    plan: isPlan(plan) ? plan : undefined,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

/** "in 12 days", "today", "3 days ago": how far the renewal is. */
export function describeRenewal(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 0) return `in ${days} days`;
  if (days === -1) return 'yesterday';
  return `${-days} days ago`;
}
