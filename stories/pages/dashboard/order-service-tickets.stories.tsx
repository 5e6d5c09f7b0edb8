/**
 * The order page's service tickets on a fake Supabase project (MSW): the order's ticket with its
 * status and SLA clock, and "Open ticket" (subject, priority, description) saving a client's ticket
 * on this order; without ticket.client the button is disabled and says why.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderServiceTickets } from '../../../src/pages/dashboard/order-details/order-service-tickets';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const order = { id: 'o1', number: 'SO-2026-0004', client_id: 'c1' };
const HOUR = 3_600_000;

const existing: FakeRow = {
  id: 't1',
  subscriber_id: null,
  business_name: null,
  contact_name: null,
  subscriber_email: null,
  subject: 'Wardrobe shutter hinge has dropped',
  description: '',
  priority: 'high',
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  created_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  first_response_at: null,
  resolved_at: null,
  version: 1,
  sla_deadline: new Date(Date.now() + 6 * HOUR).toISOString(),
  sla_breached: false,
  message_count: 0,
  customer_kind: 'client',
  customer_name: 'Anil Kapoor',
  client_id: 'c1',
  client_name: 'Anil Kapoor',
  client_phone: null,
  order_id: 'o1',
  order_number: 'SO-2026-0004',
  project_id: 'p1',
  service_address: 'Flat 12B, Palm Grove, Baner, Pune',
  handed_over_at: null,
  warranty_until: null,
  in_warranty: null,
};

const list: FakeRow[] = [];
const inserted: FakeRow[] = [];
let permissions: string[] = [];

function Section() {
  return (
    <MemoryRouter>
      <OrderServiceTickets order={order} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Pages/Dashboard/OrderServiceTickets',
  component: Section,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        { support_tickets_list: list, support_tickets: inserted },
        { rpc: { my_permissions: () => permissions } },
      ),
    },
  },
  beforeEach: () => {
    list.splice(0, list.length, { ...existing });
    inserted.splice(0, inserted.length);
    permissions = ['ticket.client'];
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's4' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenTicketOnTheOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tickets = await canvas.findByRole(
      'list',
      { name: 'Service tickets of SO-2026-0004' },
      { timeout: 8000 },
    );
    await expect(
      within(tickets).getByRole('link', { name: 'Wardrobe shutter hinge has dropped' }),
    ).toHaveAttribute('href', '/dashboard/support?ticket=t1');
    await expect(tickets).toHaveTextContent('Open');

    // The gated button is drawn again once the permissions are in: query it afresh each time.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open ticket' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Open ticket' }));
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Open a ticket for SO-2026-0004' },
      { timeout: 8000 },
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Drawer runner grinds');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Priority/ }), 'urgent');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Description/ }),
      'Kitchen, top drawer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(inserted).toHaveLength(1), { timeout: 8000 });
    await expect(inserted[0]).toMatchObject({
      client_id: 'c1',
      order_id: 'o1',
      subject: 'Drawer runner grinds',
      priority: 'urgent',
      description: 'Kitchen, top drawer.',
    });
  },
};

/** Without ticket.client: the list is there, the button is disabled. */
export const WithoutThePermission: Story = {
  beforeEach: () => {
    permissions = ['projects.view'];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Service tickets of SO-2026-0004' }, { timeout: 8000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open ticket' })).toBeDisabled(), {
      timeout: 8000,
    });
  },
};
