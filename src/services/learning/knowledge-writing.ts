/**
 * Writing the knowledge base: an article's fields and body, saved, published, reviewed and rated
 * (version-guarded: a stale version rejects with ConflictError), and the questions the assistant
 * could not answer, logged and marked answered by the article written for them.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { useWrite, type WriteOptions } from '../kit/record-queries';
import { asc, desc, eq } from '../kit/rows';
import { ARTICLE_STATUSES, knowledgeKeys, type Article, type ArticleStatus } from './knowledge';

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
    filters: [eq('status', status)],
    sort: [desc('asked_at'), asc('id')],
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
// Hooks
// ---------------------------------------------------------------------------------------------
export const useUnansweredQuestions = (status: 'open' | 'answered' = 'open') =>
  useQuery({ queryKey: knowledgeKeys.unanswered(status), queryFn: () => listUnansweredQuestions(status) });

/** A change that refreshes the whole knowledge base, whether or not it went through. */
const useKnowledgeMutation = <Input, Result>(
  run: (input: Input) => Promise<Result>,
  meta: Pick<WriteOptions<Input, Result>, 'handlesError' | 'errorTitle'>,
) => useWrite(run, [knowledgeKeys.all], meta);

// The article form shows a refusal beside its fields.
export const useSaveArticle = () =>
  useKnowledgeMutation((input: SaveArticleInput) => saveArticle(input), { handlesError: true });
export const useSetArticleStatus = () =>
  useKnowledgeMutation(
    (input: { id: string; version: number; status: ArticleStatus }) =>
      setArticleStatus(input.id, input.version, input.status),
    { errorTitle: 'The article’s status was not changed' },
  );
export const useMarkArticleReviewed = () =>
  useKnowledgeMutation(
    (input: { id: string; version: number }) => markArticleReviewed(input.id, input.version),
    { errorTitle: 'The review was not recorded' },
  );
export const useRateArticle = () =>
  useKnowledgeMutation((input: { id: string; helpful: boolean }) => rateArticle(input.id, input.helpful), {
    errorTitle: 'Your vote was not counted',
  });
export const useLogUnansweredQuestion = () =>
  // The assistant's page shows a refusal itself.
  useKnowledgeMutation((question: string) => logUnansweredQuestion(question), { handlesError: true });
export const useMarkQuestionAnswered = () =>
  useKnowledgeMutation(
    (input: { id: string; version: number; articleId: string }) =>
      markQuestionAnswered(input.id, input.version, input.articleId),
    { errorTitle: 'The question was not marked answered' },
  );
