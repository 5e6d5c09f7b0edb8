import { describe, expect, it } from 'vitest';
import {
  articlePassages,
  articleReplyText,
  bestPassage,
  insertIntoReply,
  MAX_PASSAGE,
  plainText,
  shorten,
  stem,
} from './article-reply';

const BODY = [
  '<h2>Edge bands</h2>',
  '<p>Every exposed edge of a panel gets an edge band so that moisture cannot enter the core.</p>',
  '<p>We use <strong>2&nbsp;mm</strong> PVC edge band on shutters &amp; drawer fronts, and 0.8 mm on carcass edges.</p>',
  '<ul><li>Chipped laminate edges on shutters are re-banded at the factory.</li><li>Short one.</li></ul>',
].join('');
const LINK = 'https://fpw.example/dashboard/knowledge?article=a1';

describe('reply from a knowledge article', () => {
  it('cuts the body into passages at its blocks, as the assistant does, skipping short ones', () => {
    expect(articlePassages(BODY)).toEqual([
      'Every exposed edge of a panel gets an edge band so that moisture cannot enter the core.',
      'We use 2 mm PVC edge band on shutters & drawer fronts, and 0.8 mm on carcass edges.',
      'Chipped laminate edges on shutters are re-banded at the factory.',
    ]);
    expect(plainText('<p>a &lt;b&gt; &quot;c&quot; &#39;d&#39;</p>')).toBe('a <b> "c" \'d\'');
  });

  it('quotes the passage with most of the searched words, the first one without a search', () => {
    const passages = articlePassages(BODY);
    expect(bestPassage(passages, 'laminate chipping shutters')).toBe(passages[2]);
    expect(bestPassage(passages, 'pvc shutter')).toBe(passages[1]);
    expect(bestPassage(passages, '')).toBe(passages[0]);
    expect(bestPassage(passages, 'hinges')).toBe(passages[0]);
    expect(bestPassage([], 'edge')).toBeNull();
  });

  it('lets word forms meet', () => {
    expect(stem('chipping')).toBe(stem('chip'));
    expect(stem('Chipped')).toBe(stem('chips'));
    expect(stem('edges')).toBe(stem('edge'));
    expect(stem('glasses')).toBe(stem('glass'));
  });

  it('writes the title, the passage and the link, in plain text', () => {
    const text = articleReplyText({
      title: ' Edge banding: thickness and materials ',
      bodyHtml: BODY,
      link: LINK,
      search: 'pvc',
    });
    expect(text).toBe(
      [
        'From our knowledge base, “Edge banding: thickness and materials”:',
        'We use 2 mm PVC edge band on shutters & drawer fronts, and 0.8 mm on carcass edges.',
        `Read the whole article: ${LINK}`,
      ].join('\n\n'),
    );
    expect(text).not.toMatch(/<|&nbsp;|&amp;/);
  });

  it('quotes the whole text when no block is long enough, and leaves it out when there is none', () => {
    expect(articleReplyText({ title: 'T', bodyHtml: '<p>Short.</p><p>Also short.</p>', link: LINK })).toBe(
      `From our knowledge base, “T”:\n\nShort. Also short.\n\nRead the whole article: ${LINK}`,
    );
    expect(articleReplyText({ title: 'T', bodyHtml: '<p></p>', link: LINK })).toBe(
      `From our knowledge base, “T”:\n\nRead the whole article: ${LINK}`,
    );
  });

  it('shortens a long passage at a word', () => {
    const long = 'panel '.repeat(200).trim();
    const cut = shorten(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_PASSAGE);
    expect(cut).toMatch(/panel…$/);
    expect(shorten('short text')).toBe('short text');
  });

  it('adds below what the agent already wrote, a blank line apart', () => {
    expect(insertIntoReply('', 'Article')).toBe('Article');
    expect(insertIntoReply('  \n', 'Article')).toBe('Article');
    expect(insertIntoReply('Hello Rohit,\n', 'Article')).toBe('Hello Rohit,\n\nArticle');
  });
});
