/**
 * dashboard/support on a small fake Supabase project (MSW), signed in as a sales executive: the
 * counts, the queue with SLA clocks (one ticket breached), a ticket opened with its thread and an
 * internal note, a reply sent, a reply drawn from a published knowledge article, and a client's
 * ticket (the Customers filter, its order and warranty, a service visit booked).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardSupportPage from '../../../src/pages/dashboard/support.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
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
    customer_kind: 'subscriber',
    customer_name: 'Sharma Interiors',
    client_id: null,
    client_name: null,
    client_phone: null,
    order_id: null,
    order_number: null,
    project_id: null,
    service_address: null,
    handed_over_at: null,
    warranty_until: null,
    in_warranty: null,
  };
}

/** A client's ticket on an order handed over in June, so still in its twelve-month warranty. */
function clientTicket(id: string, subject: string): FakeRow {
  return {
    ...ticket(id, subject, 'high', 'open', 3),
    subscriber_id: null,
    business_name: null,
    contact_name: null,
    subscriber_email: null,
    customer_kind: 'client',
    customer_name: 'Anil Kapoor',
    client_id: 'c1',
    client_name: 'Anil Kapoor',
    client_phone: '+91 98450 22001',
    order_id: 'o1',
    order_number: 'SO-2026-0004',
    project_id: 'p1',
    service_address: 'Flat 12B, Palm Grove, Baner, Pune',
    handed_over_at: '2026-06-10T11:00:00Z',
    warranty_until: '2027-06-10',
    in_warranty: true,
  };
}

function article(id: string, title: string, status: string, bodyHtml: string): FakeRow {
  return {
    id,
    title,
    category_id: 'c1',
    category_name: 'Edge banding and laminates',
    tags: ['edge band'],
    body_html: bodyHtml,
    status,
    created_by: 's9',
    author_name: 'Nisha Bhat',
    owner_id: 's9',
    owner_name: 'Nisha Bhat',
    last_reviewed_at: new Date(Date.now() - 30 * 24 * HOUR).toISOString(),
    needs_review: false,
    published_at: status === 'published' ? new Date(Date.now() - 30 * 24 * HOUR).toISOString() : null,
    updated_at: new Date(Date.now() - 30 * 24 * HOUR).toISOString(),
    version: 1,
    helpful_yes: 3,
    helpful_no: 0,
    mine: false,
    can_edit: false,
    my_vote: null,
  };
}

const ARTICLES: FakeRow[] = [
  article(
    'kb1',
    'Edge banding: thickness and materials',
    'published',
    '<p>Every exposed edge of a panel gets an edge band so that moisture cannot enter the core.</p>' +
      '<p>We use 2 mm thick PVC edge band on shutters and drawer fronts, and 0.8 mm on carcass edges.</p>',
  ),
  article(
    'kb2',
    'Caring for laminate surfaces',
    'published',
    '<p>Clean laminate with a soft damp cloth and a mild soap solution, then wipe it dry.</p>',
  ),
  article('kb3', 'Edge band draft nobody should quote', 'draft', '<p>Not ready for customers at all.</p>'),
];

/** search_articles, roughly: articles whose title or body holds every word, best title match first. */
function searchArticles(args: Record<string, unknown>, tables: Record<string, FakeRow[]>) {
  const words = String(args['q'] ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return (tables['kb_articles_list'] ?? [])
    .filter((row) => {
      const text = `${String(row['title'])} ${String(row['body_html'])}`.toLowerCase();
      return words.length > 0 && words.every((word) => text.includes(word));
    })
    .map((row) => ({ id: row['id'], snippet: null, rank: 0.5 }));
}

const tickets: FakeRow[] = [];
const thread: FakeRow[] = [];
const messages: FakeRow[] = [];
const visits: FakeRow[] = [];
const booked: Record<string, unknown>[] = [];

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
          appointments: visits,
          kb_articles_list: ARTICLES,
          staff: [
            { id: 's1', name: 'Asha Rao' },
            { id: 's9', name: 'Nisha Bhat' },
          ],
        },
        {
          rpc: {
            my_permissions: () => ['subscribers.view', 'subscribers.edit', 'ticket.client'],
            search_articles: searchArticles,
            book_service_visit: (args, tables) => {
              booked.push(args);
              const starts = String(args['p_starts_at']);
              const minutes = (Date.parse(String(args['p_ends_at'])) - Date.parse(starts)) / 60_000;
              const row = {
                id: `v${booked.length}`,
                title: 'Service visit',
                starts_at: starts,
                duration_minutes: minutes,
                assignee_id: args['p_assignee_id'] ?? null,
                location: args['p_location'] ?? 'Flat 12B, Palm Grove, Baner, Pune',
                status: 'scheduled',
                ticket_id: args['p_ticket_id'],
              };
              tables['appointments']!.push(row);
              return row.id;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    tickets.splice(
      0,
      tickets.length,
      ticket('t1', 'Render of the kitchen elevation stops at 80%', 'urgent', 'open', 6),
      ticket('t2', 'Laminate catalogue missing the new Merino shades', 'medium', 'new', 2),
      clientTicket('t3', 'Wardrobe shutter hinge has dropped'),
    );
    visits.splice(0, visits.length);
    booked.splice(0, booked.length);
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

/** A reply drawn from a published article: title, the passage matching the search, and its link. */
export const ReplyFromArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Support tickets' }, { timeout: 15000 });
    await userEvent.click(
      await within(table).findByText(
        'Laminate catalogue missing the new Merino shades',
        {},
        { timeout: 15000 },
      ),
    );
    const drawer = await body.findByRole(
      'dialog',
      { name: 'Laminate catalogue missing the new Merino shades' },
      { timeout: 15000 },
    );
    await within(drawer).findByText('No reply yet.', {}, { timeout: 15000 });
    const reply = within(drawer).getByRole('textbox', { name: 'Reply or note' });

    // An internal note is never drawn from an article.
    await userEvent.click(within(drawer).getByText('Internal note (not sent to the customer)'));
    await expect(within(drawer).getByRole('button', { name: 'Reply from article' })).toBeDisabled();
    await userEvent.click(within(drawer).getByText('Internal note (not sent to the customer)'));

    await userEvent.type(reply, 'Hello Rohit,');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reply from article' }));
    const picker = await within(drawer).findByRole('region', { name: 'Reply from a knowledge article' });
    const input = within(picker).getByRole('combobox', { name: 'Article to reply from' });
    await userEvent.click(input);
    await userEvent.type(input, 'edge pvc', { delay: 40 });
    const listbox = await within(picker).findByRole('listbox');
    await waitFor(
      () =>
        expect(
          within(listbox)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Edge banding: thickness and materials']),
      { timeout: 15000 },
    );
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'Edge banding: thickness and materials' }),
    );

    // The text lands below what was typed, the picker closes, and the agent can still edit it.
    await waitFor(
      () => expect((reply as HTMLTextAreaElement).value).toContain('Edge banding: thickness and materials'),
      {
        timeout: 15000,
      },
    );
    await expect(within(drawer).queryByRole('region', { name: 'Reply from a knowledge article' })).toBeNull();
    const text = (reply as HTMLTextAreaElement).value;
    await expect(text.startsWith('Hello Rohit,\n\nFrom our knowledge base')).toBe(true);
    await expect(text).toContain('We use 2 mm thick PVC edge band on shutters');
    await expect(text).toContain(`${window.location.origin}/dashboard/knowledge?article=kb1`);
    await expect(text).not.toContain('<p>');
    await userEvent.type(reply, '\n\nRegards, Asha');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(messages).toHaveLength(1), { timeout: 15000 });
    await expect(messages[0]).toMatchObject({ ticket_id: 't2', internal: false });
    await expect(String(messages[0]?.['body'])).toContain('Edge banding: thickness and materials');
    await expect(String(messages[0]?.['body'])).toMatch(/Regards, Asha$/);
  },
};

/** Clients only: the client's ticket shows its order, the warranty and books a service visit. */
export const ClientTicketAndServiceVisit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Support tickets' }, { timeout: 15000 });
    await waitFor(() => expect(table).toHaveTextContent('Wardrobe shutter hinge has dropped'), {
      timeout: 15000,
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Customers' }), 'client');
    await waitFor(() => expect(table).not.toHaveTextContent('Render of the kitchen elevation'), {
      timeout: 15000,
    });
    await expect(table).toHaveTextContent('Anil Kapoor');
    await expect(table).toHaveTextContent('SO-2026-0004');

    await userEvent.click(within(table).getByText('Wardrobe shutter hinge has dropped'));
    const drawer = await body.findByRole(
      'dialog',
      { name: 'Wardrobe shutter hinge has dropped' },
      { timeout: 15000 },
    );
    await expect(await within(drawer).findByText('In warranty', {}, { timeout: 15000 })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'SO-2026-0004' })).toBeVisible();
    await expect(within(drawer).getByText(/until 10 Jun 2027/)).toBeVisible();
    await within(drawer).findByText('No service visit booked.', {}, { timeout: 15000 });

    await userEvent.click(within(drawer).getByRole('button', { name: 'Book service visit' }));
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Book a service visit for Anil Kapoor' },
      { timeout: 15000 },
    );
    await expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveValue(
      'Flat 12B, Palm Grove, Baner, Pune',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book visit' }));
    await waitFor(() => expect(booked).toHaveLength(1), { timeout: 15000 });
    await expect(booked[0]).toMatchObject({ p_ticket_id: 't3' });
    await expect(
      await within(drawer).findByRole('list', { name: 'Service visits' }, { timeout: 15000 }),
    ).toHaveTextContent('120 min');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
