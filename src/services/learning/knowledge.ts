/**
 * The knowledge base (migrations 20261125140000_knowledge_base.sql and 20261125140100): articles
 * by category with their status, owner, review date and "was this helpful" votes; full-text search
 * ranked in Postgres (search_articles) with the matching words highlighted; writing and publishing
 * guarded by the row's version; and the questions the assistant could not answer, for someone to
 * write up.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { source } from '../kit/data-access';

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

const count = z.union([z.number(), z.string().transform(Number)]);

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
  helpful_yes: count,
  helpful_no: count,
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

export function articleFilters(query: ArticleQuery): Filter[] {
  const filters: Filter[] = [];
  if (query.category) filters.push({ column: 'category_id', op: 'eq', value: query.category });
  if (query.status) filters.push({ column: 'status', op: 'eq', value: query.status });
  if (query.needsReview) filters.push({ column: 'needs_review', op: 'eq', value: true });
  if (query.mine) filters.push({ column: 'mine', op: 'eq', value: true });
  return filters;
}

/**
 * The list, a page at a time. With search words, Postgres ranks the articles (title above tags
 * above body) and the rows keep that order, each with its snippet; the other filters still apply.
 */
export async function listArticles(query: ArticleQuery = {}, given?: DataSource) {
  const ds = await source(given);
  const range =
    query.page !== undefined && query.pageSize !== undefined
      ? { from: query.page * query.pageSize, to: (query.page + 1) * query.pageSize - 1 }
      : undefined;
  const search = query.search?.trim();
  if (search) {
    const hits = z
      .array(searchHitSchema)
      .parse(
        await ds.rpc<unknown>('search_articles', { q: search, category: query.category ?? null, lim: 100 }),
      );
    if (hits.length === 0) return { rows: [] as ArticleRow[], total: 0 };
    const { rows } = await ds.list<unknown>('kb_articles_list', {
      columns: ROW_COLUMNS,
      filters: [...articleFilters(query), { column: 'id', op: 'in', value: hits.map((hit) => hit.id) }],
      count: 'none',
    });
    const byId = new Map(
      z
        .array(articleRowSchema)
        .parse(rows)
        .map((row) => [row.id, row]),
    );
    const ranked = hits.flatMap((hit) => {
      const row = byId.get(hit.id);
      return row ? [{ ...row, snippet: hit.snippet }] : [];
    });
    return {
      rows: range ? ranked.slice(range.from, range.to + 1) : ranked,
      total: ranked.length,
    };
  }
  const sort: SortKey[] = [];
  if (query.sort) sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  else sort.push({ column: 'title', ascending: true });
  sort.push({ column: 'id', ascending: true });
  const { rows, count: total } = await ds.list<unknown>('kb_articles_list', {
    columns: ROW_COLUMNS,
    filters: articleFilters(query),
    sort,
    ...(range ? { range } : {}),
    count: 'exact',
  });
  const parsed = z.array(articleRowSchema).parse(rows);
  return { rows: parsed, total: total ?? parsed.length };
}

export async function getArticle(id: string, given?: DataSource): Promise<Article | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>('kb_articles_list', id);
  return row === null ? null : articleSchema.parse(row);
}

export async function listCategories(given?: DataSource): Promise<Category[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('kb_categories', {
    columns: ['id', 'name', 'description', 'position'],
    sort: [
      { column: 'position', ascending: true },
      { column: 'name', ascending: true },
    ],
    count: 'none',
  });
  return z.array(categorySchema).parse(rows);
}

/** Open articles needing review that the caller owns: the flag on their desk. */
export async function countMyArticlesNeedingReview(given?: DataSource): Promise<number> {
  const ds = await source(given);
  const { count: total } = await ds.list('kb_articles_list', {
    columns: ['id'],
    filters: [
      { column: 'mine', op: 'eq', value: true },
      { column: 'needs_review', op: 'eq', value: true },
      { column: 'status', op: 'neq', value: 'archived' },
    ],
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
// Writing an article
// ---------------------------------------------------------------------------------------------

/** The body's text, without its tags: what decides whether anything was written. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "edge band, PVC,  pvc" → ["edge band", "PVC"]: trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** The fields of the article form (the body is written in the rich text editor beside them). */
export const articleFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Give the article a title.').max(160, 'At most 160 characters.'),
  category_id: z.string(),
  tags: z
    .string()
    .max(600, 'Too many tags.')
    .refine((text) => parseTags(text).length <= 12, 'At most 12 tags.')
    .refine((text) => parseTags(text).every((tag) => tag.length <= 40), 'Each tag at most 40 characters.'),
  status: z.enum(ARTICLE_STATUSES, { error: 'Choose a status.' }),
});
export type ArticleFieldsInput = z.input<typeof articleFieldsSchema>;
export type ArticleFields = z.output<typeof articleFieldsSchema>;

export const articleBodySchema = z
  .string()
  .max(100_000, 'The article is too long (at most 100 000 characters of HTML).')
  .refine((html) => htmlText(html).length > 0, 'Write the article.');

export const EMPTY_ARTICLE: ArticleFieldsInput = { title: '', category_id: '', tags: '', status: 'draft' };

export function articleFieldsOf(article: Article): ArticleFieldsInput {
  return {
    title: article.title,
    category_id: article.category_id ?? '',
    tags: article.tags.join(', '),
    status: article.status,
  };
}

export interface SaveArticleInput {
  fields: ArticleFields;
  /** Sanitised HTML from the rich text editor. */
  bodyHtml: string;
  /** The article as loaded, for an edit; absent for a new one. */
  existing?: { id: string; version: number } | undefined;
}

/** Inserts or updates (version-guarded: a stale version rejects with ConflictError). */
export async function saveArticle(input: SaveArticleInput, given?: DataSource): Promise<{ id: string }> {
  const body = articleBodySchema.parse(input.bodyHtml);
  const values = {
    title: input.fields.title,
    category_id: input.fields.category_id || null,
    tags: parseTags(input.fields.tags),
    body_html: body,
    status: input.fields.status,
  };
  const ds = await source(given);
  if (input.existing) {
    await ds.update('kb_articles', input.existing.id, input.existing.version, values);
    return { id: input.existing.id };
  }
  const [row] = await ds.insert<{ id: string }>('kb_articles', values);
  if (!row) throw new Error('The article was not saved.');
  return { id: row.id };
}

export async function setArticleStatus(
  id: string,
  version: number,
  status: ArticleStatus,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.update('kb_articles', id, version, { status });
}

/** The database stamps the review with its own clock, whatever time is sent. */
export async function markArticleReviewed(id: string, version: number, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.update('kb_articles', id, version, { last_reviewed_at: new Date().toISOString() });
}

export async function rateArticle(id: string, helpful: boolean, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('rate_article', { p_article_id: id, p_helpful: helpful });
}

// ---------------------------------------------------------------------------------------------
// Unanswered questions
// ---------------------------------------------------------------------------------------------
export const unansweredSchema = z.object({
  id: z.string(),
  question: z.string(),
  asked_by_name: z.string().nullable(),
  asked_at: z.string(),
  status: z.enum(['open', 'answered']),
  article_id: z.string().nullable(),
  article_title: z.string().nullable(),
  version: z.number().int(),
});
export type UnansweredQuestion = z.infer<typeof unansweredSchema>;

export async function listUnansweredQuestions(
  status: 'open' | 'answered' = 'open',
  given?: DataSource,
): Promise<UnansweredQuestion[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('kb_unanswered_list', {
    filters: [{ column: 'status', op: 'eq', value: status }],
    sort: [
      { column: 'asked_at', ascending: false },
      { column: 'id', ascending: true },
    ],
    range: { from: 0, to: 99 },
    count: 'none',
  });
  return z.array(unansweredSchema).parse(rows);
}

export const questionSchema = z
  .string()
  .trim()
  .min(1, 'Type the question.')
  .max(1000, 'At most 1000 characters.');

export async function logUnansweredQuestion(question: string, given?: DataSource): Promise<string> {
  const ds = await source(given);
  const [row] = await ds.insert<{ id: string }>('kb_unanswered_questions', {
    question: questionSchema.parse(question),
  });
  if (!row) throw new Error('The question was not logged.');
  return row.id;
}

export async function markQuestionAnswered(
  id: string,
  version: number,
  articleId: string,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.update('kb_unanswered_questions', id, version, { status: 'answered', article_id: articleId });
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  lists: () => [...knowledgeKeys.all, 'list'] as const,
  list: (query: ArticleQuery) => [...knowledgeKeys.lists(), query] as const,
  detail: (id: string) => [...knowledgeKeys.all, 'detail', id] as const,
  categories: () => [...knowledgeKeys.all, 'categories'] as const,
  myReviews: () => [...knowledgeKeys.all, 'my-reviews'] as const,
  unanswered: (status: 'open' | 'answered') => [...knowledgeKeys.all, 'unanswered', status] as const,
};

export function useArticles(query: ArticleQuery) {
  return useQuery({
    queryKey: knowledgeKeys.list(query),
    queryFn: () => listArticles(query),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.detail(id ?? ''),
    queryFn: () => getArticle(id ?? ''),
    enabled: id !== null,
  });
}

export function useCategories() {
  return useQuery({ queryKey: knowledgeKeys.categories(), queryFn: () => listCategories() });
}

export function useMyArticlesNeedingReview() {
  return useQuery({ queryKey: knowledgeKeys.myReviews(), queryFn: () => countMyArticlesNeedingReview() });
}

export function useUnansweredQuestions(status: 'open' | 'answered' = 'open') {
  return useQuery({
    queryKey: knowledgeKeys.unanswered(status),
    queryFn: () => listUnansweredQuestions(status),
  });
}

function useKnowledgeMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export const useSaveArticle = () => useKnowledgeMutation((input: SaveArticleInput) => saveArticle(input));
export const useSetArticleStatus = () =>
  useKnowledgeMutation((input: { id: string; version: number; status: ArticleStatus }) =>
    setArticleStatus(input.id, input.version, input.status),
  );
export const useMarkArticleReviewed = () =>
  useKnowledgeMutation((input: { id: string; version: number }) =>
    markArticleReviewed(input.id, input.version),
  );
export const useRateArticle = () =>
  useKnowledgeMutation((input: { id: string; helpful: boolean }) => rateArticle(input.id, input.helpful));
export const useLogUnansweredQuestion = () =>
  useKnowledgeMutation((question: string) => logUnansweredQuestion(question));
export const useMarkQuestionAnswered = () =>
  useKnowledgeMutation((input: { id: string; version: number; articleId: string }) =>
    markQuestionAnswered(input.id, input.version, input.articleId),
  );
