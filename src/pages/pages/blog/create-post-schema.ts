/** What the write-a-post form checks, and how a checked form becomes a published post. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';
import { localIsoDate } from '@/ui/format/local-date';
import { POST_KINDS, postPlainText, type BlogPost } from './blog-store';

export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** Covers are kept in localStorage as data URLs, so they stay small. */
export const COVER_MAX_BYTES = 1024 * 1024;
export const MAX_TAGS = 5;
export const MIN_BODY_CHARACTERS = 40;

/** "kitchens, materials ,, Kitchens" -> ["Kitchens", "Materials"]: trimmed, capitalised, the first of repeats. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map((tag) => tag.charAt(0).toUpperCase() + tag.slice(1));
  const seen = new Set<string>();
  return tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

export const createPostSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'Give the post a title.', abort: true })
    .min(8, 'Use at least 8 characters for the title.')
    .max(120, 'Keep the title under 120 characters.'),
  summary: z
    .string()
    .trim()
    .min(20, 'Sum the post up in at least 20 characters.')
    .max(200, 'Keep the summary under 200 characters.'),
  author: z.string().trim().min(2, "Enter the author's name.").max(60, 'Keep the name under 60 characters.'),
  tags: z
    .string()
    .refine((text) => parseTags(text).length > 0, 'Add at least one tag.')
    .refine((text) => parseTags(text).length <= MAX_TAGS, `Use at most ${MAX_TAGS} tags.`)
    .refine((text) => parseTags(text).every((tag) => tag.length <= 24), 'Keep each tag under 24 characters.'),
  kind: z.enum(POST_KINDS, { error: 'Choose a topic.' }),
  cover: z.union([z.literal(''), z.string().startsWith('data:image/', 'The cover must be a picture.')]),
  body: z
    .string()
    .refine(
      (html) => postPlainText(html).length >= MIN_BODY_CHARACTERS,
      `Write at least ${MIN_BODY_CHARACTERS} characters.`,
    )
    .refine((html) => html.length <= 100_000, 'The post is too long to keep; shorten it.'),
});
export type CreatePostValues = z.infer<typeof createPostSchema>;

export const EMPTY_POST: CreatePostValues = {
  title: '',
  summary: '',
  author: '',
  tags: '',
  kind: 'kitchen',
  cover: '',
  body: '',
};

export function buildPost(values: CreatePostValues, now: Date): BlogPost {
  return {
    id: `b-${now.getTime().toString(36)}`,
    title: values.title,
    summary: values.summary,
    body: values.body,
    author: values.author,
    postedOn: localIsoDate(now),
    tags: parseTags(values.tags),
    kind: values.kind,
    ...(values.cover ? { cover: values.cover } : {}),
    comments: [],
  };
}

/**
 * The post being written, kept as the writer types so a reload, a closed tab or a failed publish loses
 * nothing. Anything malformed in storage falls back to an empty form.
 */
export const postDraftStore = createDemoStore(
  'blog.draft',
  createPostSchema.extend({
    title: z.string(),
    summary: z.string(),
    author: z.string(),
    tags: z.string(),
    cover: z.string(),
    body: z.string(),
  }),
  EMPTY_POST,
);

export const isEmptyDraft = (draft: CreatePostValues) =>
  !draft.title.trim() &&
  !draft.summary.trim() &&
  !draft.author.trim() &&
  !draft.tags.trim() &&
  !draft.cover &&
  !postPlainText(draft.body);
