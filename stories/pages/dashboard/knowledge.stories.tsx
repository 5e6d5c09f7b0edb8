/**
 * dashboard/knowledge on a small fake Supabase project (MSW), signed in as the sales manager (who
 * holds knowledge.manage): categories beside the list, a search whose snippet highlights the
 * matching word, an article opened and voted helpful, and the unanswered questions to write up.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardKnowledgePage from '../../../src/pages/dashboard/knowledge.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const START = String.fromCharCode(2);
const STOP = String.fromCharCode(3);

function article(
  id: string,
  title: string,
  category: [string, string],
  extra: Partial<FakeRow> = {},
): FakeRow {
  return {
    id,
    title,
    category_id: category[0],
    category_name: category[1],
    tags: ['edge band'],
    body_html: `<p>${title}: the standard answer.</p>`,
    status: 'published',
    created_by: 's4',
    author_name: 'Rahul Verma',
    owner_id: 's4',
    owner_name: 'Rahul Verma',
    last_reviewed_at: '2026-10-02T04:30:00.000Z',
    needs_review: false,
    published_at: '2026-10-02T04:30:00.000Z',
    updated_at: '2026-10-02T04:30:00.000Z',
    version: 1,
    helpful_yes: 3,
    helpful_no: 0,
    mine: false,
    can_edit: true,
    my_vote: null,
    ...extra,
  };
}

const FINISHES: [string, string] = ['c2', 'Edge banding and laminates'];
const MATERIALS: [string, string] = ['c1', 'Boards and panels'];
const articles: FakeRow[] = [];
const votes: FakeRow[] = [];

function KnowledgeRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/knowledge', element: <DashboardKnowledgePage /> }], {
      initialEntries: ['/dashboard/knowledge'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Knowledge',
  component: KnowledgeRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          kb_articles_list: articles,
          kb_categories: [
            { id: 'c1', name: 'Boards and panels', description: '', position: 1 },
            { id: 'c2', name: 'Edge banding and laminates', description: '', position: 2 },
          ],
          kb_unanswered_list: [
            {
              id: 'q1',
              question: 'Do you make furniture for schools in bulk?',
              asked_by_name: 'Asha Rao',
              asked_at: '2026-11-21T05:30:00.000Z',
              status: 'open',
              article_id: null,
              article_title: null,
              version: 1,
            },
          ],
        },
        {
          rpc: {
            my_permissions: () => ['knowledge.manage', 'leads.view'],
            // The ranking is Postgres's (node tests); here the edge-band article matches "edge".
            search_articles: (args) =>
              String(args['q']).toLowerCase().includes('edge')
                ? [
                    {
                      id: 'a1',
                      snippet: `We use 2 mm ${START}edge${STOP} band on shutters and every visible ${START}edge${STOP}.`,
                      rank: 0.9,
                    },
                  ]
                : [],
            rate_article: (args) => {
              votes.push(args);
              const row = articles.find((a) => a['id'] === args['p_article_id']);
              if (row) {
                row['helpful_yes'] = Number(row['helpful_yes']) + 1;
                row['my_vote'] = true;
              }
              return null;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    articles.splice(
      0,
      articles.length,
      article('a1', 'Edge banding: thickness and materials', FINISHES),
      article('a2', 'BWP plywood for kitchens and bathrooms', MATERIALS, { tags: ['bwp'] }),
      article('a3', 'MDF, particle board and HDHMR compared', MATERIALS, {
        needs_review: true,
        mine: true,
        last_reviewed_at: '2026-03-12T04:30:00.000Z',
      }),
    );
    votes.splice(0, votes.length);
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's2' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof KnowledgeRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchHighlightsAndVote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Knowledge articles' }, { timeout: 15000 });
    await waitFor(() => expect(table).toHaveTextContent('BWP plywood for kitchens and bathrooms'), {
      timeout: 15000,
    });
    await expect(table).toHaveTextContent('Needs review');
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toHaveTextContent(
      'Edge banding and laminates',
    );
    await expect(canvas.getByText('Do you make furniture for schools in bulk?')).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search knowledge articles' }), 'edge');
    await waitFor(() => expect(table).not.toHaveTextContent('BWP plywood'), { timeout: 15000 });
    const marks = table.querySelectorAll('mark');
    await expect(marks.length).toBe(2);
    await expect(marks[0]).toHaveTextContent('edge');

    await userEvent.click(within(table).getByText('Edge banding: thickness and materials'));
    const drawer = await body.findByRole(
      'dialog',
      { name: 'Edge banding: thickness and materials' },
      { timeout: 15000 },
    );
    const yes = await within(drawer).findByRole('button', { name: /Yes \(3\)/ }, { timeout: 15000 });
    await userEvent.click(yes);
    await waitFor(() => expect(votes).toEqual([{ p_article_id: 'a1', p_helpful: true }]), { timeout: 15000 });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: /Yes \(4\)/ })).toBeVisible(), {
      timeout: 15000,
    });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
