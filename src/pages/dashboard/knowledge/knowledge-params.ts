/**
 * The knowledge page's state in the URL: `q` (search words), `category` (an id), `status`,
 * `review=1` (not reviewed for six months), `mine=1` (the caller's own), `sort`/`dir`, `page`,
 * `size`, `article` (the open article, or `new`), and `question` (the unanswered question being
 * written up).
 */
import type { DataTableState } from '@/ui';
import {
  ARTICLE_SORT_COLUMNS,
  ARTICLE_STATUSES,
  type ArticleQuery,
  type ArticleSortColumn,
  type ArticleStatus,
} from '@/services/learning';

export const PAGE_SIZES = [25, 50, 100];
export const ARTICLE_PARAM = 'article';
export const QUESTION_PARAM = 'question';
const TABLE_FILTERS = ['status'] as const;
/** Kept as they are when the table's own state changes. */
const OUTSIDE_PARAMS = ['category', 'review', 'mine', ARTICLE_PARAM, QUESTION_PARAM] as const;

const isStatus = (value: string | null): value is ArticleStatus =>
  (ARTICLE_STATUSES as readonly string[]).includes(value ?? '');
const isSortColumn = (value: string | null): value is ArticleSortColumn =>
  (ARTICLE_SORT_COLUMNS as readonly string[]).includes(value ?? '');

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

/** One URL parameter set (or removed, for null); a filter change goes back to the first page. */
export function withParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  if (Object.keys(changes).some((name) => name !== ARTICLE_PARAM && name !== QUESTION_PARAM)) {
    params.delete('page');
  }
  return params;
}

export function queryFromParams(params: URLSearchParams): ArticleQuery {
  const state = stateFromParams(params);
  const status = params.get('status');
  const sort = state.sort[0];
  return {
    search: state.search.trim() || undefined,
    category: params.get('category') ?? undefined,
    status: isStatus(status) ? status : undefined,
    needsReview: params.get('review') === '1' ? true : undefined,
    mine: params.get('mine') === '1' ? true : undefined,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}
