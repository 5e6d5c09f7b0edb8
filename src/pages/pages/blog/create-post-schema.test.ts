import { afterEach, describe, expect, it } from 'vitest';
import { postPlainText, postSchema } from './blog-store';
import {
  buildPost,
  createPostSchema,
  EMPTY_POST,
  isEmptyDraft,
  parseTags,
  postDraftStore,
  type CreatePostValues,
} from './create-post-schema';

const valid: CreatePostValues = {
  title: '  Laminate or acrylic shutters?  ',
  summary: 'What each finish costs, how it wears and where we use it.',
  author: 'Priya Sharma',
  tags: 'kitchens, Materials, kitchens',
  kind: 'kitchen',
  cover: '',
  body: '<p>Acrylic gives a deep gloss but shows scratches; <strong>laminate</strong> is tougher and cheaper.</p>',
};

const messages = (values: CreatePostValues) => {
  const result = createPostSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

afterEach(() => localStorage.clear());

describe('parseTags', () => {
  it('trims, capitalises and drops empty and repeated tags', () => {
    expect(parseTags(' kitchens ,, Materials,KITCHENS,  edge   bands ')).toEqual([
      'Kitchens',
      'Materials',
      'Edge bands',
    ]);
    expect(parseTags(' , ')).toEqual([]);
  });
});

describe('postPlainText', () => {
  it('drops markup and decodes the entities the editor writes', () => {
    expect(postPlainText('<p>18&nbsp;mm <strong>BWP</strong> &amp; HDHMR</p><ul><li>sink</li></ul>')).toBe(
      '18 mm BWP & HDHMR sink',
    );
  });
});

describe('createPostSchema', () => {
  it('names every missing field of an empty form', () => {
    expect(messages(EMPTY_POST)).toEqual({
      title: 'Give the post a title.',
      summary: 'Sum the post up in at least 20 characters.',
      author: "Enter the author's name.",
      tags: 'Add at least one tag.',
      body: 'Write at least 40 characters.',
    });
  });

  it('counts the words of the post, not its markup', () => {
    const body = '<p><strong><em>Short text.</em></strong></p><p></p><p></p><p></p><p></p><p></p>';
    expect(body.length).toBeGreaterThan(40);
    expect(messages({ ...valid, body })).toEqual({ body: 'Write at least 40 characters.' });
  });

  it('refuses too many tags, a long tag and a cover that is not a picture', () => {
    expect(messages({ ...valid, tags: 'a, b, c, d, e, f' })).toEqual({ tags: 'Use at most 5 tags.' });
    expect(messages({ ...valid, tags: 'A tag that goes on and on and on' })).toEqual({
      tags: 'Keep each tag under 24 characters.',
    });
    expect(messages({ ...valid, cover: 'data:text/html;base64,PHNjcmlwdD4=' })).toEqual({
      cover: 'The cover must be a picture.',
    });
  });

  it('accepts a complete post', () => {
    expect(messages(valid)).toEqual({});
  });
});

describe('buildPost', () => {
  it('makes a post the blog store accepts, dated on the local calendar day', () => {
    const values = createPostSchema.parse({ ...valid, cover: 'data:image/png;base64,AAAA' });
    const post = buildPost(values, new Date(2026, 10, 24, 0, 30));
    expect(post).toMatchObject({
      title: 'Laminate or acrylic shutters?',
      tags: ['Kitchens', 'Materials'],
      postedOn: '2026-11-24',
      cover: 'data:image/png;base64,AAAA',
      comments: [],
    });
    expect(postSchema.parse(post)).toEqual(post);
  });

  it('leaves the cover out when none was uploaded', () => {
    expect(buildPost(createPostSchema.parse(valid), new Date())).not.toHaveProperty('cover');
  });
});

describe('the draft', () => {
  it('is empty until something is written, whatever the topic', () => {
    expect(isEmptyDraft({ ...EMPTY_POST, kind: 'wardrobe' })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_POST, body: '<p></p>' })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_POST, summary: 'x' })).toBe(false);
  });

  it('keeps half-written, invalid values and falls back to an empty form on junk', () => {
    const half = { ...EMPTY_POST, title: 'Lam' };
    postDraftStore.write(half);
    expect(postDraftStore.read()).toEqual(half);
    localStorage.setItem(postDraftStore.key, '{"title": 4}');
    expect(postDraftStore.read()).toEqual(EMPTY_POST);
  });
});
