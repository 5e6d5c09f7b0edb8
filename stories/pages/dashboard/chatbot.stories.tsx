/**
 * dashboard/chatbot (the answer assistant) on a small fake Supabase project (MSW): a question
 * answered from a cited article with its confidence, a question it declines and offers to log as
 * unanswered (logged), and a new conversation that starts clean. The retrieval itself is SQL,
 * tested on PGlite (answer-assistant.node.test.ts); here ask_assistant answers from a fixture.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardChatbotPage from '../../../src/pages/dashboard/chatbot.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const conversations: FakeRow[] = [];
const messages: FakeRow[] = [];
const unanswered: FakeRow[] = [];
let clock = Date.parse('2026-11-25T06:00:00.000Z');
const stamp = () => new Date((clock += 1000)).toISOString();

const EDGE = {
  answered: true,
  confidence: 0.865,
  answer: 'From “Edge banding: thickness and materials”: We use 2 mm thick PVC or ABS edge band on shutters.',
  citations: [{ article_id: 'a1', title: 'Edge banding: thickness and materials' }],
  passages: [
    {
      passage_id: 'p1',
      article_id: 'a1',
      title: 'Edge banding: thickness and materials',
      text: 'We use 2 mm thick PVC or ABS edge band on shutters.',
      score: 0.865,
    },
  ],
};
const DECLINE = {
  answered: false,
  confidence: 0,
  answer: "I don't know: no published article answers this well enough, and I would rather not guess.",
  citations: [],
  passages: [],
};

function ask(args: Record<string, unknown>) {
  const question = String(args['p_question']);
  let id = args['p_conversation_id'] as string | null;
  if (!id) {
    id = `conv-${conversations.length + 1}`;
    conversations.push({ id, title: question, created_at: stamp(), updated_at: stamp(), created_by: 's1' });
  }
  const result = question.toLowerCase().includes('edge') ? EDGE : DECLINE;
  messages.push({
    id: `m-${messages.length + 1}`,
    conversation_id: id,
    role: 'user',
    body: question,
    cited_article_ids: [],
    confidence: null,
    answered: null,
    created_at: stamp(),
  });
  const answerId = `m-${messages.length + 1}`;
  messages.push({
    id: answerId,
    conversation_id: id,
    role: 'assistant',
    body: result.answer,
    cited_article_ids: result.citations.map((c) => c.article_id),
    confidence: result.confidence,
    answered: result.answered,
    created_at: stamp(),
  });
  return { ...result, conversation_id: id, message_id: answerId };
}

function ChatbotRoute() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/chatbot', element: <DashboardChatbotPage /> },
        { path: '/dashboard/knowledge', element: <h1>Knowledge base</h1> },
      ],
      { initialEntries: ['/dashboard/chatbot'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Chatbot',
  component: ChatbotRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          assistant_conversations: conversations,
          assistant_messages: messages,
          kb_unanswered_questions: unanswered,
          kb_articles: [{ id: 'a1', title: 'Edge banding: thickness and materials' }],
        },
        { rpc: { my_permissions: () => ['leads.view'], ask_assistant: ask } },
      ),
    },
  },
  beforeEach: () => {
    conversations.splice(0, conversations.length);
    messages.splice(0, messages.length);
    unanswered.splice(0, unanswered.length);
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', designation: 'sales', staffId: 's1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof ChatbotRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnswersCitesAndDeclines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The composer is drawn again once a conversation starts (?conversation=): look it up each time.
    const input = () => canvas.getByRole('textbox', { name: "Customer's question" });
    await canvas.findByRole('textbox', { name: "Customer's question" }, { timeout: 15000 });
    await expect(canvas.getByText('Ask the first question')).toBeVisible();

    await userEvent.type(input(), 'What thickness of edge band do you use on shutters?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const link = await canvas.findByRole(
      'link',
      { name: 'Edge banding: thickness and materials' },
      { timeout: 15000 },
    );
    await expect(link).toHaveAttribute('href', '/dashboard/knowledge?article=a1');
    await expect(canvas.getByText(/Confidence: High \(87%\)/)).toBeVisible();
    await waitFor(() => expect(input()).toHaveValue(''));

    // The same conversation goes on: the nonsense question is declined, and logged on request.
    await userEvent.type(input(), 'What is the capital of Mongolia?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(canvas.getByText(/I don't know/)).toBeVisible(), { timeout: 15000 });
    await expect(conversations).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log as unanswered question' }));
    await waitFor(() => expect(unanswered).toHaveLength(1), { timeout: 15000 });
    await expect(unanswered[0]).toMatchObject({ question: 'What is the capital of Mongolia?' });
    await waitFor(() => expect(canvas.getByText(/Logged for the knowledge team/)).toBeVisible(), {
      timeout: 15000,
    });

    // A new conversation starts clean; the old one stays in the list.
    await userEvent.click(canvas.getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(canvas.getByText('Ask the first question')).toBeVisible());
    await expect(canvas.getByRole('navigation', { name: 'Conversations' })).toHaveTextContent(
      'What thickness of edge band do you use on shutters?',
    );

    // Back to it, and on to the cited article.
    await userEvent.click(
      canvas.getByRole('button', { name: 'What thickness of edge band do you use on shutters?' }),
    );
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Edge banding: thickness and materials' }, { timeout: 15000 }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Knowledge base' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
