/**
 * The knowledge base (migrations 20261125140000_knowledge_base.sql and 20261125140100): articles
 * by category with their status, owner, review date and "was this helpful" votes; full-text search
 * ranked in Postgres (search_articles) with the matching words highlighted; writing and publishing
 * guarded by the row's version (knowledge-writing.ts); and the questions the assistant could not
 * answer, for someone to write up.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, type FieldValues, type ListPage, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  tags: z.array(z.string()),
  body_html: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  created_by: z.string().nullable(),
  author_name: z.string().nullable(),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  last_reviewed_at: z.string(),
  needs_review: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
  helpful_yes: numeric,
  helpful_no: numeric,
  mine: z.boolean(),
  can_edit: z.boolean(),
  my_vote: z.boolean().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** A row of the list: an article without its body, and the highlighted snippet when searching. */
export const articleRowSchema = articleSchema.omit({ body_html: true }).extend({
  snippet: z.string().nullable().default(null),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

const ROW_COLUMNS = Object.keys(articleSchema.shape).filter((column) => column !== 'body_html');

const searchHitSchema = z.object({
  id: z.string(),
  snippet: z.string().nullable(),
  rank: z.number(),
});

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const ARTICLE_SORT_COLUMNS = [
  'title',
  'category_name',
  'status',
  'last_reviewed_at',
  'helpful_yes',
] as const;
export type ArticleSortColumn = (typeof ARTICLE_SORT_COLUMNS)[number];

export interface ArticleQuery {
  /** Words to search for, ranked by search_articles; the list is then in rank order. */
  search?: string | undefined;
  category?: string | undefined;
  status?: ArticleStatus | undefined;
  /** Not reviewed for six months. */
  needsReview?: boolean | undefined;
  /** Only the caller's own articles (as owner). */
  mine?: boolean | undefined;
  sort?: { column: ArticleSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** One condition per field the list narrows by. */
function articleFields(query: ArticleQuery): FieldValues {
  return {
    category_id: query.category,
    status: query.status,
    needs_review: query.needsReview ? true : undefined,
    mine: query.mine ? true : undefined,
  };
}

/**
 * The list, a page at a time. With search words, Postgres ranks the articles (title above tags
 * above body) and the rows keep that order, each with its snippet; the other filters still apply.
 */
export async function listArticles(
  query: ArticleQuery = {},
  given?: DataSource,
): Promise<ListPage<ArticleRow>> {
  const search = query.search?.trim();
  if (!search) {
    return fetchPage(
      'kb_articles_list',
      {
        select: ROW_COLUMNS,
        filters: articleFields(query),
        sort: chosenSort(query.sort ?? { column: 'title' }, asc('id')),
        page: query.page,
        pageSize: query.pageSize,
      },
      articleRowSchema,
      given,
    );
  }
  const ds = await source(given);
  const hits = z
    .array(searchHitSchema)
    .parse(
      await ds.rpc<unknown>('search_articles', { q: search, category: query.category ?? null, lim: 100 }),
    );
  if (hits.length === 0) return { rows: [], total: 0 };
  const { rows } = await fetchPage(
    'kb_articles_list',
    {
      select: ROW_COLUMNS,
      filters: articleFields(query),
      where: [{ column: 'id', op: 'in', value: hits.map((hit) => hit.id) }],
      count: 'none',
    },
    articleRowSchema,
    given,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ranked = hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row ? [{ ...row, snippet: hit.snippet }] : [];
  });
  const { page, pageSize } = query;
  const paged = page !== undefined && pageSize !== undefined;
  return {
    rows: paged ? ranked.slice(page * pageSize, (page + 1) * pageSize) : ranked,
    total: ranked.length,
  };
}

export const getArticle = (id: string, given?: DataSource): Promise<Article | null> =>
  getRow('kb_articles_list', id, articleSchema, given);

export const listCategories = (given?: DataSource): Promise<Category[]> =>
  listRows(
    'kb_categories',
    categorySchema,
    { columns: ['id', 'name', 'description', 'position'], sort: [asc('position'), asc('name')] },
    given,
  );

/** Open articles needing review that the caller owns: the flag on their desk. */
export async function countMyArticlesNeedingReview(given?: DataSource): Promise<number> {
  const ds = await source(given);
  const { count: total } = await ds.list('kb_articles_list', {
    columns: ['id'],
    filters: [eq('mine', true), eq('needs_review', true), { column: 'status', op: 'neq', value: 'archived' }],
    range: { from: 0, to: 0 },
    count: 'exact',
  });
  return total ?? 0;
}

/** chr(2) and chr(3), which search_articles puts around each matching word. */
const MARKS = new RegExp(`[${String.fromCharCode(2)}${String.fromCharCode(3)}]`);

/** A snippet from search_articles, cut into plain and highlighted runs (chr(2) … chr(3)). */
export function highlightRuns(snippet: string): { text: string; match: boolean }[] {
  const runs: { text: string; match: boolean }[] = [];
  for (const [index, part] of snippet.split(MARKS).entries()) {
    if (part) runs.push({ text: part, match: index % 2 === 1 });
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------
const keys = recordKeys<ArticleQuery>('knowledge');
export const knowledgeKeys = {
  ...keys,
  categories: () => [...keys.all, 'categories'] as const,
  myReviews: () => [...keys.all, 'my-reviews'] as const,
  unanswered: (status: 'open' | 'answered') => [...keys.all, 'unanswered', status] as const,
};

export const articleQueries = listAndDetailQueries(knowledgeKeys, listArticles, getArticle);

export const useArticles = (query: ArticleQuery) => useQuery(articleQueries.list(query));

export const useArticle = (id: string | null) => useQuery(articleQueries.detail(id));

export const useCategories = () =>
  useQuery({ queryKey: knowledgeKeys.categories(), queryFn: () => listCategories() });

export const useMyArticlesNeedingReview = () =>
  useQuery({ queryKey: knowledgeKeys.myReviews(), queryFn: () => countMyArticlesNeedingReview() });
