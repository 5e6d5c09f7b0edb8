/**
 * The knowledge page's URL contract: `q` (search words), `category` (an id), `status`, `review=1`
 * (not reviewed for six months), `mine=1` (the caller's own), `sort`/`dir`, `page`, `size`,
 * `article` (the open article, or `new`) and `question` (the unanswered question being written
 * up); and the service query a view asks for.
 */
import { anyText, defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import { ARTICLE_SORT_COLUMNS, ARTICLE_STATUSES, type ArticleQuery } from '@/services/learning';

export const knowledgeList = defineListContract({
  filters: {
    category: anyText,
    status: oneOf(ARTICLE_STATUSES),
    review: oneOf(['1']),
    mine: oneOf(['1']),
    question: anyText,
  },
  tableFilters: ['status'],
  sortKeys: ARTICLE_SORT_COLUMNS,
  openRecord: 'article',
});

export type KnowledgeListState = ReturnType<typeof knowledgeList.read>;

export function articleQueryOf(state: KnowledgeListState): ArticleQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    category: filters.category,
    status: filters.status,
    needsReview: filters.review === '1' ? true : undefined,
    mine: filters.mine === '1' ? true : undefined,
  };
}

/**
 * An article opened (or `new`, or closed with null) with the question it writes up, or none: the
 * page stays where it was, since the rows do not change.
 */
export function withArticle(
  state: KnowledgeListState,
  article: string | null,
  question: string | null = null,
): KnowledgeListState {
  const { question: _written, ...filters } = state.filters;
  return { ...state, open: article, filters: question ? { ...filters, question } : filters };
}
