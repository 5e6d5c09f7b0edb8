// The knowledge base on PGlite with the shipped seed, through the embedded DataSource as each
// person: who reads drafts, who may publish (knowledge.manage: the sales manager and
// administrators), full-text ranking with highlighted snippets, votes, the review flag and its
// server-side stamp, the version guard, passages kept by the trigger, and unanswered questions.
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError, type DataSource } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  countMyArticlesNeedingReview,
  getArticle,
  highlightRuns,
  listArticles,
  listCategories,
} from './knowledge';
import {
  listUnansweredQuestions,
  logUnansweredQuestion,
  markArticleReviewed,
  markQuestionAnswered,
  parseTags,
  rateArticle,
  saveArticle,
  setArticleStatus,
} from './knowledge-writing';

const { db, as } = seededDatabase();
const asha = as('asha.rao@fpw.in'); // sales executive
const vikram = as('vikram.singh@fpw.in'); // sales manager: knowledge.manage
const meera = as('meera.iyer@fpw.in'); // designer, author of the seeded draft
const rahul = as('rahul.verma@fpw.in'); // production lead, owner of articles due for review
const priya = as('priya.nair@fpw.in'); // administrator
const signedOut = as(null);

const article = async (slug: string) =>
  (await db.query<{ id: string }>(`select md5('fpw:kb-article:' || $1)::uuid::text as id`, [slug])).rows[0]!
    .id;

const draft = {
  title: 'Plinth heights for kitchens',
  category_id: '',
  tags: 'plinth, kitchen',
  status: 'draft' as const,
};
const body = '<p>Our standard kitchen plinth is 100 mm high, with adjustable legs behind it.</p>';

describe('who sees what', () => {
  it('shows every person the 22 published articles; the draft to its author and managers only', async () => {
    const published = async (ds: DataSource) => (await listArticles({ status: 'published' }, ds)).total;
    for (const ds of [asha, meera, rahul, priya]) expect(await published(ds)).toBe(22);
    const handleless = await article('handleless-profiles');
    expect(await getArticle(handleless, asha)).toBeNull();
    expect((await getArticle(handleless, meera))?.status).toBe('draft');
    expect((await getArticle(handleless, vikram))?.can_edit).toBe(true);
    expect((await listArticles({}, asha)).total).toBe(22);
    expect((await listArticles({}, priya)).total).toBe(24);
  });

  it('refuses anyone signed out', async () => {
    await expect(listArticles({}, signedOut)).rejects.toBeInstanceOf(DataSourceError);
    await expect(listCategories(signedOut)).rejects.toBeInstanceOf(DataSourceError);
  });

  it('lists the seven categories in their order', async () => {
    expect((await listCategories(asha)).map((c) => c.name)).toEqual([
      'Boards and panels',
      'Edge banding and laminates',
      'Hardware',
      'Site and installation',
      'Billing and GST',
      'Warranty and care',
      'Design process',
    ]);
  });
});

describe('writing and publishing', () => {
  it('lets anyone write a draft, only knowledge.manage publish it, and the author keep editing', async () => {
    const { id } = await saveArticle({ fields: draft, bodyHtml: body }, asha);
    const saved = await getArticle(id, asha);
    expect(saved).toMatchObject({
      status: 'draft',
      author_name: 'Asha Rao',
      owner_name: 'Asha Rao',
      mine: true,
    });
    await expect(setArticleStatus(id, saved!.version, 'published', asha)).rejects.toMatchObject({
      kind: 'permission',
    });
    await expect(
      saveArticle({ fields: { ...draft, title: 'Other', status: 'published' }, bodyHtml: body }, meera),
    ).rejects.toMatchObject({ kind: 'permission' });
    // Somebody else's draft is invisible, so not theirs to publish either.
    await expect(setArticleStatus(id, saved!.version, 'published', meera)).rejects.toBeInstanceOf(
      DataSourceError,
    );
    await setArticleStatus(id, saved!.version, 'published', vikram);
    const published = await getArticle(id, meera);
    expect(published?.status).toBe('published');
    expect(published?.published_at).not.toBeNull();
    // Passages follow the body: the new article is searchable and quotable at once.
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::integer as n from public.kb_passages where article_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(1);
    expect((await listArticles({ search: 'plinth' }, meera)).rows[0]?.id).toBe(id);
    await db.query('delete from public.kb_articles where id = $1', [id]);
  });

  it('refuses a stale edit instead of overwriting it', async () => {
    const id = await article('delivery-packaging');
    const loaded = (await getArticle(id, rahul))!;
    await markArticleReviewed(id, loaded.version, rahul);
    await expect(
      saveArticle(
        {
          fields: {
            title: loaded.title,
            category_id: loaded.category_id ?? '',
            tags: 'x',
            status: 'published',
          },
          bodyHtml: loaded.body_html,
          existing: { id, version: loaded.version },
        },
        rahul,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses an empty body and a title over 160 characters', async () => {
    await expect(saveArticle({ fields: draft, bodyHtml: '<p> </p>' }, asha)).rejects.toThrow(
      'Write the article.',
    );
    await expect(
      saveArticle({ fields: { ...draft, title: 'x'.repeat(161) }, bodyHtml: body }, asha),
    ).rejects.toMatchObject({ kind: 'constraint', constraint: 'kb_articles_title_check' });
  });

  it('keeps nine tags out of twelve-plus: parseTags trims and drops repeats', () => {
    expect(parseTags(' edge band, PVC, pvc, , ABS ')).toEqual(['edge band', 'PVC', 'ABS']);
  });
});

describe('full-text search', () => {
  it('ranks title matches above body matches and highlights the matching words', async () => {
    const { rows } = await listArticles({ search: 'edge banding' }, asha);
    expect(rows.slice(0, 2).map((row) => row.title)).toEqual([
      'Edge banding: thickness and materials',
      'Why edge bands peel and how we prevent it',
    ]);
    // Mentioned in the body only: ranked below.
    expect(rows.map((row) => row.title)).toContain('BWP plywood for kitchens and bathrooms');
    const runs = highlightRuns(rows[0]!.snippet ?? '');
    expect(runs.filter((run) => run.match).map((run) => run.text.toLowerCase())).toEqual(
      expect.arrayContaining(['edge', 'band']),
    );
  });

  it('stems and ranks: "GST on wardrobes" finds the GST article first', async () => {
    const { rows } = await listArticles({ search: 'GST on wardrobes' }, asha);
    expect(rows[0]?.title).toBe('GST on furniture and interior work');
  });

  it('narrows a search to a category and finds nothing for words no article has', async () => {
    const hardware = (await listCategories(asha)).find((c) => c.name === 'Hardware')!;
    const { rows } = await listArticles({ search: 'warranty', category: hardware.id }, asha);
    expect(rows).toEqual([]);
    expect((await listArticles({ search: 'warranty' }, asha)).rows[0]?.title).toBe(
      'Warranty on modular furniture',
    );
    expect((await listArticles({ search: 'zeppelin' }, asha)).total).toBe(0);
  });

  it('does not show a draft to a searcher who may not read it', async () => {
    expect((await listArticles({ search: 'handleless' }, asha)).total).toBe(0);
    expect((await listArticles({ search: 'handleless' }, meera)).total).toBe(1);
  });
});

describe('helpful votes and reviews', () => {
  it('counts one vote per person, a second vote replacing the first', async () => {
    const id = await article('kitchen-countertops');
    await rateArticle(id, true, asha);
    await rateArticle(id, true, meera);
    expect(await getArticle(id, asha)).toMatchObject({ helpful_yes: 2, helpful_no: 0, my_vote: true });
    await rateArticle(id, false, asha);
    expect(await getArticle(id, asha)).toMatchObject({ helpful_yes: 1, helpful_no: 1, my_vote: false });
    // A draft cannot be voted on.
    await expect(rateArticle(await article('handleless-profiles'), true, meera)).rejects.toBeInstanceOf(
      DataSourceError,
    );
    await db.query('delete from public.kb_feedback where article_id = $1', [id]);
  });

  it('flags articles unreviewed for six months for their owner, and a review clears the flag', async () => {
    const due = (await listArticles({ needsReview: true, mine: true }, rahul)).rows.map((row) => row.title);
    expect(due).toEqual(['MDF, particle board and HDHMR compared', 'Soft-close drawers and channels']);
    expect(await countMyArticlesNeedingReview(rahul)).toBe(2);
    expect(await countMyArticlesNeedingReview(asha)).toBe(0);
    const id = await article('soft-close-channels');
    const before = (await getArticle(id, rahul))!;
    // Someone who neither owns it nor manages the knowledge base may not review it.
    await expect(markArticleReviewed(id, before.version, asha)).rejects.toBeInstanceOf(DataSourceError);
    await markArticleReviewed(id, before.version, rahul);
    const after = (await getArticle(id, rahul))!;
    expect(after.needs_review).toBe(false);
    expect(Math.abs(Date.parse(after.last_reviewed_at) - Date.now())).toBeLessThan(60_000);
    expect(await countMyArticlesNeedingReview(rahul)).toBe(1);
  });
});

describe('unanswered questions', () => {
  it('lets anyone log one, lists it, and the asker or a manager mark it answered with an article', async () => {
    const id = await logUnansweredQuestion('  Do you deliver to Mysuru?  ', asha);
    const open = await listUnansweredQuestions('open', rahul);
    const logged = open.find((question) => question.id === id);
    expect(logged).toMatchObject({ question: 'Do you deliver to Mysuru?', asked_by_name: 'Asha Rao' });
    expect(open).toHaveLength(3);
    const target = await article('delivery-packaging');
    await expect(markQuestionAnswered(id, logged!.version, target, meera)).rejects.toBeInstanceOf(
      DataSourceError,
    );
    await markQuestionAnswered(id, logged!.version, target, vikram);
    const answered = await listUnansweredQuestions('answered', asha);
    expect(answered.find((question) => question.id === id)?.article_title).toBe('Delivery and packaging');
    await expect(logUnansweredQuestion('   ', asha)).rejects.toThrow('Type the question.');
  });
});
