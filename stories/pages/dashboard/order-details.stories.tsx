/**
 * dashboard/Order-Details on a small fake Supabase project (MSW), signed in as the sales manager:
 * the orders list opens an order; the order moves one step with a note (the call sends the version
 * it was loaded at); a move refused because someone else changed the order says so and keeps the
 * dialog open; an installed order closes, shows the date it closed and offers no further move.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardOrderDetailsPage from '../../../src/pages/dashboard/order-details.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, FakeRpcRefusal, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const order: FakeRow = {
  id: 'o1',
  number: 'SO-2026-0007',
  quotation_id: 'q1',
  project_id: 'p1',
  client_id: 'c1',
  status: 'confirmed',
  currency: 'INR',
  order_date: '2026-11-02',
  expected_delivery: '2026-12-15',
  delivered_on: null,
  closed_at: null,
  taxable_total: 250000,
  gst_total: 45000,
  grand_total: 295000,
  updated_at: '2026-11-02T06:00:00Z',
  version: 3,
  shipping_address: 'Flat 1202, Prestige Lakeside, Whitefield, Bengaluru',
  gstin: null,
  notes: null,
  project_code: 'PRJ-2026-0007',
  project_name: 'Mehta residence',
  client_name: 'Anil Mehta',
  quotation_number: 'QT-2026-0012',
  quotation_revision: 2,
};

const installed: FakeRow = {
  ...order,
  id: 'o2',
  number: 'SO-2026-0003',
  quotation_id: 'q2',
  status: 'installed',
  order_date: '2026-09-14',
  expected_delivery: '2026-10-20',
  delivered_on: '2026-10-18',
  version: 7,
  client_name: 'Ritu Kapoor',
  project_name: 'Kapoor villa',
  quotation_number: 'QT-2026-0004',
  quotation_revision: 1,
};
const pristine = [{ ...order }, { ...installed }];

const calls: Record<string, unknown>[] = [];
let refuseNextMove = false;

function OrderRoute({ search }: { search: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/Order-Details', element: <DashboardOrderDetailsPage /> }], {
      initialEntries: [`/dashboard/Order-Details${search}`],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/OrderDetails',
  component: OrderRoute,
  args: { search: '' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          orders_list: [order, installed],
          order_lines: [
            {
              id: 'l1',
              order_id: 'o1',
              position: 1,
              item_code: 'WR-2D-900',
              description: 'Two-door wardrobe, Merino oak',
              hsn: '9403',
              unit: 'nos',
              quantity: 2,
              unit_cost: 38500,
              margin_percent: 20,
              discount_percent: 0,
              gst_rate: 18,
            },
          ],
          order_status_history: [
            {
              id: 'h1',
              order_id: 'o1',
              from_status: null,
              to_status: 'confirmed',
              changed_at: '2026-11-02T06:00:00Z',
              note: null,
              changed_by_name: 'Vikram Singh',
            },
          ],
          bills_of_material: [],
        },
        {
          rpc: {
            // Vikram, a sales manager: moving, closing and cancelling need order.create (issue 20).
            my_permissions: () => ['order.create', 'proposal.approve'],
            order_totals: () => ({ taxable_total: 250000, gst_total: 45000, grand_total: 295000 }),
            order_delivery_contact: () => ({
              shipping_address: 'Flat 1202, Prestige Lakeside, Whitefield, Bengaluru',
              client_name: 'Anil Mehta',
              phone: '98450 12345',
              email: null,
            }),
            move_order_status: (args) => {
              calls.push(args);
              if (refuseNextMove) {
                refuseNextMove = false;
                throw new FakeRpcRefusal('40001', 'the order was changed by someone else');
              }
              // The database's answer: the order moves, its version goes up, closing stamps the time.
              const row = [order, installed].find((o) => o.id === args['p_order_id']);
              if (!row) throw new FakeRpcRefusal('P0002', 'no order that you may change');
              const version = Number(row['version']) + 1;
              Object.assign(row, {
                status: args['p_status'],
                version,
                ...(args['p_status'] === 'closed' ? { closed_at: '2026-11-26T10:15:00Z' } : {}),
              });
              return version;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    calls.length = 0;
    refuseNextMove = false;
    Object.assign(order, pristine[0]);
    Object.assign(installed, pristine[1]);
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
} satisfies Meta<typeof OrderRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListOpensAnOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('Anil Mehta'));
    await userEvent.click(within(table).getByRole('link', { name: 'SO-2026-0007' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'SO-2026-0007' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Order progress' })).toHaveTextContent('1. Confirmed');
    await expect(await canvas.findByRole('table', { name: 'Lines of SO-2026-0007' })).toHaveTextContent(
      'Two-door wardrobe',
    );
  },
};

/** Clicks a move button once the person's permissions have loaded and enabled it (issue 20 gates it). */
async function clickMove(canvas: ReturnType<typeof within>, name: string) {
  // Queried again each time: the enabled button is a new element, not the disabled one in its wrapper.
  await waitFor(() => expect(canvas.getByRole('button', { name })).toBeEnabled(), { timeout: 8000 });
  await userEvent.click(canvas.getByRole('button', { name }));
}

export const MoveOneStepWithANote: Story = {
  args: { search: '?id=o1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await clickMove(canvas, 'Move to in production');
    const dialog = within(await body.findByRole('dialog', { name: /Move SO-2026-0007 to in production/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Cutting starts Monday');
    await userEvent.click(dialog.getByRole('button', { name: 'Move to in production' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await expect(calls[0]).toEqual({
      p_order_id: 'o1',
      p_version: 3,
      p_status: 'in_production',
      p_note: 'Cutting starts Monday',
    });
  },
};

export const MoveRefusedAsStale: Story = {
  args: { search: '?id=o1' },
  play: async ({ canvasElement }) => {
    refuseNextMove = true;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await clickMove(canvas, 'Move to in production');
    const dialog = within(await body.findByRole('dialog', { name: /Move SO-2026-0007 to in production/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move to in production' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Someone else changed this order');
  },
};

export const CloseAnInstalledOrder: Story = {
  args: { search: '?id=o2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('list', { name: 'Order progress' }, { timeout: 8000 }),
    ).toHaveTextContent('7. Closed');
    // Installed and delivered: it can no longer be cancelled, only closed.
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await clickMove(canvas, 'Move to closed');
    const dialog = within(await body.findByRole('dialog', { name: /Move SO-2026-0003 to closed/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Final payment received');
    await userEvent.click(dialog.getByRole('button', { name: 'Move to closed' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await expect(calls[0]).toEqual({
      p_order_id: 'o2',
      p_version: 7,
      p_status: 'closed',
      p_note: 'Final payment received',
    });
    // Read again: closed, with its date, and nothing left to do.
    await expect(await canvas.findByText(/This order is closed/, undefined, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Closed', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Move to/ })).toBeNull();
  },
};
