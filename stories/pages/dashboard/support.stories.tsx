/**
 * dashboard/support on a small fake Supabase project (MSW), signed in as a sales executive: the
 * counts, the queue with SLA clocks (one ticket breached), a ticket opened with its thread and an
 * internal note, and a reply sent.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardSupportPage from '../../../src/pages/dashboard/support.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/session';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const HOUR = 3_600_000;
const SLA: Record<string, number> = { urgent: 4, high: 8, medium: 24, low: 72 };

function ticket(id: string, subject: string, priority: string, status: string, hoursAgo: number): FakeRow {
  const created = Date.now() - hoursAgo * HOUR;
  const deadline = created + (SLA[priority] ?? 24) * HOUR;
  return {
    id,
    subscriber_id: `sub-${id}`,
    business_name: 'Sharma Interiors',
    contact_name: 'Rohit Sharma',
    subscriber_email: 'rohit@sharmainteriors.in',
    subject,
    description: 'Seen on two laptops.',
    priority,
    status,
    assignee_id: 's1',
    assignee_name: 'Asha Rao',
    created_at: new Date(created).toISOString(),
    first_response_at: null,
    resolved_at: null,
    version: 1,
    sla_deadline: new Date(deadline).toISOString(),
    sla_breached: Date.now() > deadline,
    message_count: 1,
  };
}

const tickets: FakeRow[] = [];
const thread: FakeRow[] = [];
const messages: FakeRow[] = [];

function SupportRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/support', element: <DashboardSupportPage /> }], {
      initialEntries: ['/dashboard/support'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Support',
  component: SupportRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          support_tickets_list: tickets,
          support_ticket_thread: thread,
          support_ticket_messages: messages,
          staff: [
            { id: 's1', name: 'Asha Rao' },
            { id: 's9', name: 'Nisha Bhat' },
          ],
        },
        { rpc: { my_permissions: () => ['subscribers.view', 'subscribers.edit'] } },
      ),
    },
  },
  beforeEach: () => {
    tickets.splice(
      0,
      tickets.length,
      ticket('t1', 'Render of the kitchen elevation stops at 80%', 'urgent', 'open', 6),
      ticket('t2', 'Laminate catalogue missing the new Merino shades', 'medium', 'new', 2),
    );
    thread.splice(0, thread.length, {
      id: 'm1',
      ticket_id: 't1',
      body: 'Same freeze reported by one other firm this week.',
      internal: true,
      by_staff_id: 's1',
      by_name: 'Asha Rao',
      created_at: new Date(Date.now() - 5 * HOUR).toISOString(),
    });
    messages.splice(0, messages.length);
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
} satisfies Meta<typeof SupportRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueueAndThread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Support tickets' }, { timeout: 15000 });
    await waitFor(() => expect(table).toHaveTextContent('Render of the kitchen elevation stops at 80%'), {
      timeout: 15000,
    });
    // The urgent ticket, six hours old, is two hours past its four-hour SLA.
    await expect(table).toHaveTextContent(/Breached 2 h/);
    await expect(table).toHaveTextContent(/left/);

    await userEvent.click(within(table).getByText('Render of the kitchen elevation stops at 80%'));
    const drawer = await body.findByRole(
      'dialog',
      { name: 'Render of the kitchen elevation stops at 80%' },
      { timeout: 15000 },
    );
    const conversation = await within(drawer).findByRole(
      'list',
      { name: 'Conversation' },
      { timeout: 15000 },
    );
    await expect(conversation).toHaveTextContent('Internal note');

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Reply or note' }), 'We are on it.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(messages).toHaveLength(1), { timeout: 15000 });
    await expect(messages[0]).toMatchObject({ ticket_id: 't1', body: 'We are on it.', internal: false });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
