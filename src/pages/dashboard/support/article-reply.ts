/**
 * "Reply from article": the customer-facing text drawn from a knowledge article, which the agent
 * edits before sending. The body is cut into passages at its blocks, as kb_refresh_passages() does
 * in SQL (paragraphs, list items, headings, quotes; blocks under 25 characters are too short to
 * quote), and the passage holding most of the words the agent searched for is quoted, the first
 * one when nothing was searched. Plain text only: the reply is not HTML.
 */

/** A passage longer than this is cut at a word and ends with "…". */
export const MAX_PASSAGE = 700;
const MIN_PASSAGE = 25;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&amp;': '&',
};

/** The text of some editor HTML: tags become spaces, the entities the editor writes are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|apos|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The body's passages in order, as the assistant quotes them. */
export function articlePassages(bodyHtml: string): string[] {
  return bodyHtml
    .split(/<\/(?:p|li|h[1-4]|blockquote|pre)>/i)
    .map(plainText)
    .filter((text) => text.length >= MIN_PASSAGE);
}

/** A word reduced enough that "chipping", "chips" and "chip", or "edges" and "edge", meet (not a real stemmer). */
export function stem(word: string): string {
  let base = word.toLocaleLowerCase('en-IN');
  for (const suffix of ['ing', 'ed', 's']) {
    if (suffix === 's' && base.endsWith('ss')) break;
    if (base.length - suffix.length >= 3 && base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length);
      // "chipping" → "chipp" → "chip"
      if (suffix !== 's' && base.length > 3 && base.at(-1) === base.at(-2)) base = base.slice(0, -1);
      break;
    }
  }
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
}

const words = (text: string) =>
  new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3).map((word) => stem(word)));

/** The passage holding most of the searched words (the earliest of equals); the first without any. */
export function bestPassage(passages: readonly string[], search = ''): string | null {
  const wanted = words(search);
  let best: string | null = passages[0] ?? null;
  let bestScore = 0;
  for (const passage of passages) {
    const have = words(passage);
    let score = 0;
    for (const word of wanted) if (have.has(word)) score += 1;
    if (score > bestScore) {
      best = passage;
      bestScore = score;
    }
  }
  return best;
}

/** Cut at the last whole word within `max` characters, with "…" after it. */
export function shorten(text: string, max = MAX_PASSAGE): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export interface ArticleReplyInput {
  title: string;
  bodyHtml: string;
  /** Where the whole article is read. */
  link: string;
  /** The words the agent searched with, to choose the passage. */
  search?: string | undefined;
}

/** The reply: the article named, its best passage quoted, and the link to read it all. */
export function articleReplyText({ title, bodyHtml, link, search }: ArticleReplyInput): string {
  const passage = bestPassage(articlePassages(bodyHtml), search) ?? shorten(plainText(bodyHtml));
  return [
    `From our knowledge base, “${title.trim()}”:`,
    ...(passage ? [shorten(passage)] : []),
    `Read the whole article: ${link}`,
  ].join('\n\n');
}

/** The reply box after inserting `addition`: below what was already written, a blank line apart. */
export function insertIntoReply(current: string, addition: string): string {
  const before = current.trimEnd();
  return before ? `${before}\n\n${addition}` : addition;
}
