import { describe, expect, it } from 'vitest';
import { tableStateOf, withTableState } from '@/pages/list-kit';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { articleQueryOf, knowledgeList, withArticle } from './knowledge.contract';

const read = (search: string) => knowledgeList.read(new URLSearchParams(search));

describe('knowledge list state in the URL', () => {
  itReadsAndWritesTheUrl(knowledgeList, articleQueryOf, [
    {
      name: 'reads search, category, status, review and page into the query, and writes it back the same',
      url: 'q=edge+band&category=c1&status=published&review=1&mine=1&page=2&size=50',
      query: {
        search: 'edge band',
        category: 'c1',
        status: 'published',
        needsReview: true,
        mine: true,
        sort: undefined,
        page: 1,
        pageSize: 50,
      },
    },
    {
      name: 'ignores an unknown status and sort column',
      url: 'status=secret&sort=password',
      query: { page: 0, pageSize: 25 },
      writes: '',
    },
  ]);

  it('keeps the category and open article when the table changes, and a filter resets the page', () => {
    const state = read('category=c1&article=a1&page=3');
    const next = knowledgeList.write(
      withTableState(knowledgeList, state, { ...tableStateOf(knowledgeList, state), search: 'gst' }),
    );
    expect(next.get('q')).toBe('gst');
    expect(next.get('category')).toBe('c1');
    expect(next.get('article')).toBe('a1');
    const filtered = withTableState(knowledgeList, state, {
      ...tableStateOf(knowledgeList, state),
      filters: [{ id: 'status', value: 'draft' }],
    });
    expect(knowledgeList.write(filtered).get('page')).toBeNull();
    expect(knowledgeList.write(withArticle(state, null)).get('page')).toBe('3');
  });

  it('opens a new article for a question and closes both, on the same page', () => {
    const writing = knowledgeList.write(withArticle(read('status=draft&page=2'), 'new', 'q7'));
    expect(writing.toString()).toBe('status=draft&question=q7&page=2&article=new');
    expect(knowledgeList.write(withArticle(knowledgeList.read(writing), 'a9')).toString()).toBe(
      'status=draft&page=2&article=a9',
    );
  });
});
