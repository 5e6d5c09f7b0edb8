/**
 * pages/notifications on a small fake Supabase project (MSW), signed in as a sales executive: the
 * inbox reads her notifications, marks one and then all read, filters by kind (kept in the URL),
 * clears what is shown after asking, opens the morning digest (today's unread items, grouped) as her
 * own WhatsApp message, and shows the empty and error states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesNotificationsPage from '../../../src/pages/pages/notifications.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';
import {
  FAKE_SUPABASE_URL,
  fakeSupabase,
  switchToFakeSupabase,
  type FakeRow,
  type FakeTables,
} from '../dashboard/fake-supabase';
import { notificationFixtures } from './notification-fixtures';

const rows: FakeRow[] = [];
const idsOf = (args: Record<string, unknown>) =>
  Array.isArray(args['p_ids']) ? (args['p_ids'] as string[]) : null;
const mine = (tables: FakeTables) => (tables['notifications'] ??= []);

const handlers = fakeSupabase(
  {
    notifications: rows,
    staff: [
      {
        id: 's1',
        user_id: 'u1',
        email: 'asha.rao@fpw.in',
        name: 'Asha Rao',
        phone: '+91 98450 10001',
        department: 'Sales',
        designation: 'sales',
        active: true,
        version: 1,
      },
    ],
  },
  {
    rpc: {
      refresh_my_notifications: () => 0,
      mark_notifications_read: (args, tables) => {
        const ids = idsOf(args);
        const marked = mine(tables).filter(
          (row) => row['read_at'] === null && (!ids || ids.includes(String(row['id']))),
        );
        for (const row of marked) row['read_at'] = new Date().toISOString();
        return marked.length;
      },
      clear_notifications: (args, tables) => {
        const ids = idsOf(args);
        const table = mine(tables);
        const kept = table.filter((row) => ids !== null && !ids.includes(String(row['id'])));
        const cleared = table.length - kept.length;
        table.splice(0, table.length, ...kept);
        return cleared;
      },
      my_permissions: () => [],
    },
  },
);

const meta = {
  title: 'Pages/Pages/Notifications',
  component: PagesNotificationsPage,
  parameters: { initialPath: '/pages/notifications', msw: { handlers } },
  beforeEach: () => {
    rows.splice(0, rows.length, ...notificationFixtures());
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', name: 'Asha Rao', designation: 'sales', staffId: 's1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof PagesNotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15000 };

export const ReadFilterClearAndDigest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Notifications' }, LOAD);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6), LOAD);
    await expect(await canvas.findByText('4 unread.', {}, LOAD)).toBeVisible();
    await expectNoPageOverflow();
    await expect(canvas.getByRole('link', { name: 'Lead assigned to you: Rohit Mehta' })).toHaveAttribute(
      'href',
      '/dashboard/leads?lead=l7',
    );

    // Marking one read goes to the database and the count follows.
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Payment received: ₹1,20,000 as read' }));
    await waitFor(() => expect(canvas.getByText('3 unread.')).toBeVisible(), LOAD);
    await expect(rows.find((row) => row['record_id'] === 'pay9')?.['read_at']).not.toBeNull();

    // The morning digest: today's unread items grouped under what they ask, to her own WhatsApp.
    await userEvent.click(canvas.getByRole('button', { name: 'Morning digest' }));
    const whatsapp = await body.findByRole('menuitem', { name: 'On WhatsApp' });
    const href = whatsapp.getAttribute('href') ?? '';
    await expect(href).toMatch(/^https:\/\/wa\.me\/919845010001\?text=/);
    const message = decodeURIComponent(href.split('?text=')[1] ?? '');
    const origin = window.location.origin;
    const today = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(),
    );
    await expect(message).toBe(
      [
        `Morning digest for ${today}: 3 unread`,
        '',
        'Good morning Asha,',
        '',
        `3 unread today, ${today}:`,
        '',
        'Follow-ups due (1)',
        '• Follow-up overdue: Sunita Kulkarni',
        `  ${origin}/dashboard/leads?lead=l3`,
        '',
        'Approvals waiting (1)',
        '• Quotation QT-2026-0042 waiting for approval',
        `  ${origin}/dashboard/quotation?id=q42`,
        '',
        'Leads assigned to you (1)',
        '• Lead assigned to you: Rohit Mehta',
        `  ${origin}/dashboard/leads?lead=l7`,
        '',
        `Open the inbox: ${origin}/pages/notifications`,
      ].join('\n'),
    );
    await expect(body.getByRole('menuitem', { name: 'By e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:asha\.rao@fpw\.in\?subject=/),
    );
    await userEvent.keyboard('{Escape}');

    // A kind filter, then clearing what it shows, after asking.
    await userEvent.click(canvas.getByRole('button', { name: 'Follow-ups' }));
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
        ).toHaveLength(1),
      LOAD,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear shown' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Clear 1 notification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByRole('heading', { name: 'No notifications' }, LOAD)).toBeVisible();
    await expect(rows).toHaveLength(5);

    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
        ).toHaveLength(5),
      LOAD,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(canvas.getByText('You are all caught up.')).toBeVisible(), LOAD);
    await expect(rows.every((row) => row['read_at'] !== null)).toBe(true);
  },
};

export const Empty: Story = {
  beforeEach: () => {
    rows.splice(0, rows.length);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No notifications' }, LOAD)).toBeVisible();
    await expect(await canvas.findByText('You are all caught up.', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${FAKE_SUPABASE_URL}/rest/v1/notifications`, () =>
          HttpResponse.json({ code: 'XX000', message: 'The database is resting' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Could not load your notifications', {}, { timeout: 30000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
