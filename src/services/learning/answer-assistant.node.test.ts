// The answer assistant on PGlite with the seeded knowledge base: a fixed set of customer questions,
// each with the article and the passage its answer must quote, two it must decline, conversations
// that keep their history and belong to their author, and a newly published article answering.
import { describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  ANSWER_THRESHOLD,
  answerQuestion,
  askAssistant,
  confidenceLabel,
  listConversations,
  listMessages,
} from './answer-assistant';
import { saveArticle } from './knowledge-writing';

const { db, as } = seededDatabase();
const asha = as('asha.rao@fpw.in');
const meera = as('meera.iyer@fpw.in');
const priya = as('priya.nair@fpw.in');

/** Question → the article its answer must cite first, and words of the passage it must quote. */
const ANSWERED: [question: string, article: string, passage: string][] = [
  [
    'What thickness of edge band do you use on shutters?',
    'Edge banding: thickness and materials',
    '2 mm thick PVC or ABS edge band on shutters',
  ],
  [
    'Is BWP plywood waterproof enough for the kitchen sink area?',
    'BWP plywood for kitchens and bathrooms',
    'Under the kitchen sink and in bathroom vanities',
  ],
  [
    'How much GST is charged on modular furniture?',
    'GST on furniture and interior work',
    'billed at 18 percent GST (HSN 9403)',
  ],
  [
    'How long does installation of a modular kitchen take?',
    'Installation timelines',
    'installing a modular kitchen takes 3 to 4 days',
  ],
  [
    'How do I clean laminate without scratching it?',
    'Caring for laminate surfaces',
    'Clean laminate with a soft damp cloth',
  ],
  [
    'What does the warranty cover on hinges and channels?',
    'Warranty on modular furniture',
    'hinges and drawer channels of Hettich and Hafele',
  ],
  [
    'What should we check during a site recce?',
    'Site recce checklist',
    'Check and photograph the electrical points',
  ],
  [
    'What is the difference between full overlay and half overlay hinges?',
    'Hinge types: full, half and inset overlay',
    'A full overlay hinge lets the shutter cover',
  ],
];

const DECLINED = ['What is the capital of Mongolia?', 'Can you book my flight tickets to Goa?'];

describe('a fixed set of questions', () => {
  it.each(ANSWERED)('answers “%s” from “%s”', async (question, title, passage) => {
    const answer = await answerQuestion(question, asha);
    expect(answer.answered).toBe(true);
    expect(answer.confidence).toBeGreaterThanOrEqual(ANSWER_THRESHOLD);
    expect(answer.confidence).toBeLessThanOrEqual(1);
    expect(answer.citations[0]?.title).toBe(title);
    expect(answer.passages.length).toBeGreaterThanOrEqual(1);
    expect(answer.passages.length).toBeLessThanOrEqual(3);
    expect(answer.passages[0]?.text).toContain(passage);
    expect(answer.answer).toContain(`From “${title}”: `);
    expect(answer.answer).toContain(passage);
    // Only what was quoted is cited.
    const quoted = new Set(answer.passages.map((p) => p.article_id));
    expect(answer.citations.map((c) => c.article_id).sort()).toEqual([...quoted].sort());
  });

  it.each(DECLINED)('declines “%s” instead of guessing, citing nothing', async (question) => {
    const answer = await answerQuestion(question, asha);
    expect(answer).toMatchObject({ answered: false, citations: [], passages: [] });
    expect(answer.confidence).toBeLessThan(ANSWER_THRESHOLD);
    expect(answer.answer).toMatch(/^I don't know/);
  });

  it('declines a question with no words to look up', async () => {
    expect(await answerQuestion('???', asha)).toMatchObject({ answered: false, confidence: 0 });
  });

  it('never quotes a draft or an archived article', async () => {
    const handles = await answerQuestion('Which G-profile handle for a handleless kitchen?', priya);
    expect(handles.citations.map((c) => c.title)).not.toContain('Handle profiles for handleless kitchens');
    const schedule = await answerQuestion('What is the payment schedule?', priya);
    expect(schedule.citations[0]?.title).toBe('Payment schedule: 10-40-40-10');
  });

  it('words its confidence', () => {
    expect([confidenceLabel(0.9), confidenceLabel(0.6), confidenceLabel(0.2)]).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
  });
});

describe('conversations', () => {
  it('keeps the history of a conversation, starts a new one clean, and shows each only to its author', async () => {
    const first = await askAssistant('What thickness of edge band do you use on shutters?', null, asha);
    const second = await askAssistant('What is the capital of Mongolia?', first.conversation_id, asha);
    expect(second.conversation_id).toBe(first.conversation_id);
    const messages = await listMessages(first.conversation_id, asha);
    expect(messages.map((m) => [m.role, m.answered])).toEqual([
      ['user', null],
      ['assistant', true],
      ['user', null],
      ['assistant', false],
    ]);
    expect(messages[1]?.citations.map((c) => c.title)).toEqual(['Edge banding: thickness and materials']);
    expect(messages[1]?.confidence).toBeCloseTo(first.confidence, 3);

    const fresh = await askAssistant('How much GST is charged on modular furniture?', null, asha);
    expect(fresh.conversation_id).not.toBe(first.conversation_id);
    expect(await listMessages(fresh.conversation_id, asha)).toHaveLength(2);
    const mine = await listConversations(asha);
    expect(mine.map((c) => c.id)).toEqual(
      expect.arrayContaining([first.conversation_id, fresh.conversation_id]),
    );
    expect(mine.find((c) => c.id === first.conversation_id)?.title).toBe(
      'What thickness of edge band do you use on shutters?',
    );

    expect(await listMessages(first.conversation_id, meera)).toEqual([]);
    expect((await listConversations(meera)).map((c) => c.id)).not.toContain(first.conversation_id);
    await expect(askAssistant('Hinges?', first.conversation_id, meera)).rejects.toBeInstanceOf(
      DataSourceError,
    );
    await expect(askAssistant('   ', null, asha)).rejects.toThrow('Type the question.');
  });

  it('answers from an article the moment it is published', async () => {
    const question = 'Do you make furniture for schools and colleges in bulk?';
    expect((await answerQuestion(question, asha)).answered).toBe(false);
    const { id } = await saveArticle(
      {
        fields: {
          title: 'Furniture for schools and colleges',
          category_id: '',
          tags: 'schools, colleges, bulk',
          status: 'published',
        },
        bodyHtml:
          '<h2>Institutions</h2><p>We make desks, benches and lockers for schools and colleges in bulk, from 50 pieces, in BWP plywood with PU edges.</p>',
      },
      priya,
    );
    const answer = await answerQuestion(question, asha);
    expect(answer.answered).toBe(true);
    expect(answer.citations).toEqual([{ article_id: id, title: 'Furniture for schools and colleges' }]);
    expect(answer.answer).toContain('desks, benches and lockers');
    await db.query('delete from public.kb_articles where id = $1', [id]);
  });
});
