/**
 * dashboard/Order-Details?id= and its change orders (issue 20) on a fake Supabase project (MSW):
 * the sales manager changes or adds a line of a confirmed order with a reason and sees the new total; a
 * refused change shows the database's reason and keeps what was typed; an order in production says
 * why its lines are locked; the changes history tells what moved, why, and the totals; the
 * production lead reads the delivery address and contact (with a tel: link) through the order and
 * finds the line actions disabled with the reason.
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
  taxable_total: 77000,
  gst_total: 13860,
  grand_total: 90860,
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
const started: FakeRow = {
  ...order,
  id: 'o2',
  number: 'SO-2026-0005',
  quotation_id: 'q2',
  status: 'in_production',
};

const line = (id: string, orderId: string): FakeRow => ({
  id,
  order_id: orderId,
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
});

const history: FakeRow[] = [
  {
    id: 'c1',
    order_id: 'o1',
    order_line_id: 'l1',
    reason: 'Client wants a third wardrobe',
    old_values: {
      description: 'Two-door wardrobe, Merino oak',
      quantity: 2,
      unit_cost: 38500,
      discount_percent: 0,
    },
    new_values: {
      description: 'Two-door wardrobe, Merino oak',
      quantity: 3,
      unit_cost: 38500,
      discount_percent: 0,
    },
    totals_before: { taxable_total: 77000, gst_total: 13860, grand_total: 90860 },
    totals_after: { taxable_total: 115500, gst_total: 20790, grand_total: 136290 },
    changed_at: '2026-11-03T05:30:00Z',
    changed_by_name: 'Vikram Singh',
  },
  {
    id: 'c2',
    order_id: 'o1',
    order_line_id: 'l9',
    reason: 'Loft above the wardrobes',
    old_values: {},
    new_values: { description: 'Loft, Merino oak', quantity: 1, unit: 'nos', unit_cost: 12000 },
    totals_before: { taxable_total: 115500, gst_total: 20790, grand_total: 136290 },
    totals_after: { taxable_total: 127500, gst_total: 22950, grand_total: 150450 },
    changed_at: '2026-11-04T09:00:00Z',
    changed_by_name: 'Vikram Singh',
  },
];

const calls: Record<string, unknown>[] = [];
const state = { refuse: false, production: false };

const VIKRAM = { email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's2' };
const RAHUL = { email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's5' };

/** order_totals as the database computes it: lines less discount, plus their GST. */
function totalsOf(lines: FakeRow[]) {
  const taxable = lines.reduce(
    (sum, row) =>
      sum + Number(row['quantity']) * Number(row['unit_cost']) * (1 - Number(row['discount_percent']) / 100),
    0,
  );
  const gst = lines.reduce(
    (sum, row) =>
      sum +
      (Number(row['quantity']) *
        Number(row['unit_cost']) *
        (1 - Number(row['discount_percent']) / 100) *
        Number(row['gst_rate'])) /
        100,
    0,
  );
  return { taxable_total: taxable, gst_total: gst, grand_total: taxable + gst };
}

function OrderRoute({ search }: { search: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/Order-Details', element: <DashboardOrderDetailsPage /> }], {
      initialEntries: [`/dashboard/Order-Details${search}`],
    }),
  );
  return <RouterProvider router={router} />;
}

const tables = {
  orders_list: [order, started],
  order_lines: [line('l1', 'o1'), line('l2', 'o2')],
  order_status_history: [] as FakeRow[],
  order_change_history: [] as FakeRow[],
  bills_of_material: [] as FakeRow[],
  project_payment_status: [] as FakeRow[],
};
const pristine = { order: { ...order }, lines: tables.order_lines.map((row) => ({ ...row })) };

const meta = {
  title: 'Pages/Dashboard/OrderDetailsChanges',
  component: OrderRoute,
  args: { search: '?id=o1' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables, {
        rpc: {
          my_permissions: () =>
            state.production
              ? ['optimizer.run', 'bom.edit', 'cutlist.download']
              : ['order.create', 'proposal.approve'],
          order_totals: (args, all) =>
            totalsOf((all['order_lines'] ?? []).filter((row) => row['order_id'] === args['p_order_id'])),
          order_delivery_contact: (args) =>
            args['p_order_id'] === 'o1'
              ? {
                  shipping_address: 'Flat 1202, Prestige Lakeside, Whitefield, Bengaluru',
                  client_name: 'Anil Mehta',
                  phone: '98450 12345',
                  email: 'anil.mehta@example.in',
                }
              : null,
          add_order_line: (args, all) => {
            calls.push(args);
            const lines = (all['order_lines'] ??= []);
            lines.push({ ...line('l3', 'o1'), ...(args['p_line'] as FakeRow), item_code: null, position: 2 });
            return totalsOf(lines.filter((row) => row['order_id'] === 'o1')).grand_total;
          },
          change_order_line: (args, all) => {
            calls.push(args);
            if (state.refuse) {
              throw new FakeRpcRefusal(
                '23514',
                'order SO-2026-0007 is in_production: its lines are fixed once production starts',
              );
            }
            const target = (all['order_lines'] ?? []).find((row) => row['id'] === args['p_line_id']);
            if (!target) throw new FakeRpcRefusal('P0002', 'no order line that you may change');
            Object.assign(target, args['p_changes']);
            const totals = totalsOf((all['order_lines'] ?? []).filter((row) => row['order_id'] === 'o1'));
            Object.assign(order, totals);
            return totals.grand_total;
          },
        },
      }),
    },
  },
  beforeEach: () => {
    calls.length = 0;
    Object.assign(state, { refuse: false, production: false });
    Object.assign(order, pristine.order);
    tables.order_lines.splice(0, tables.order_lines.length, ...pristine.lines.map((row) => ({ ...row })));
    tables.order_change_history.length = 0;
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(VIKRAM));
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof OrderRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The line's Change button, once the person's permissions have enabled it. */
async function openChange(canvas: Canvas) {
  const name = 'Change Two-door wardrobe, Merino oak';
  await waitFor(() => expect(canvas.getByRole('button', { name })).toBeEnabled(), { timeout: 8000 });
  await userEvent.click(canvas.getByRole('button', { name }));
}

export const ChangeALine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('group', { name: 'Order totals' }, { timeout: 8000 }),
    ).toHaveTextContent('Total ₹90,860');
    await openChange(canvas);
    const dialog = within(await body.findByRole('dialog', { name: 'Change a line of SO-2026-0007' }));
    const quantity = dialog.getByRole('spinbutton', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Client wants a third wardrobe');
    await userEvent.click(dialog.getByRole('button', { name: 'Save change' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await expect(calls[0]).toEqual({
      p_line_id: 'l1',
      p_changes: { quantity: 3, unit_cost: 38500, discount_percent: 0 },
      p_reason: 'Client wants a third wardrobe',
      p_remove: false,
    });
    // Read again: 3 × ₹38,500 plus 18% GST.
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Order totals' })).toHaveTextContent('Total ₹1,36,290'),
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: /Change a line/ })).toBeNull());
  },
};

export const AddALine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add line' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add a line of SO-2026-0007' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Loft, Merino oak');
    const cost = dialog.getByRole('spinbutton', { name: /Unit cost/ });
    await userEvent.clear(cost);
    await userEvent.type(cost, '12000');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Loft above the wardrobes');
    await userEvent.click(dialog.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await expect(calls[0]).toEqual({
      p_order_id: 'o1',
      p_line: {
        description: 'Loft, Merino oak',
        unit: 'nos',
        quantity: 1,
        unit_cost: 12000,
        discount_percent: 0,
        gst_rate: 18,
      },
      p_reason: 'Loft above the wardrobes',
    });
    // 2 × ₹38,500 + ₹12,000, plus 18% GST.
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Order totals' })).toHaveTextContent('Total ₹1,05,020'),
    );
    await expect(canvas.getByRole('table', { name: 'Lines of SO-2026-0007' })).toHaveTextContent(
      'Loft, Merino oak',
    );
  },
};

export const ChangeRefusedKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    state.refuse = true;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openChange(canvas);
    const dialog = within(await body.findByRole('dialog', { name: 'Change a line of SO-2026-0007' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Client wants a third wardrobe');
    await userEvent.click(dialog.getByRole('button', { name: 'Save change' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'its lines are fixed once production starts',
    );
    await expect(reason).toHaveValue('Client wants a third wardrobe');
  },
};

export const LockedLinesSayWhy: Story = {
  args: { search: '?id=o2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Lines of SO-2026-0005' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('note', { name: 'Why the lines are fixed' })).toHaveTextContent(
      'In production: the lines are fixed once production starts, so they no longer change.',
    );
    await expect(canvas.queryByRole('button', { name: /^Change / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add line' })).toBeNull();
  },
};

export const ChangesHistory: Story = {
  beforeEach: () => {
    tables.order_change_history.push(...history.map((row) => ({ ...row })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Changes to SO-2026-0007' }, { timeout: 8000 });
    const [changed, added] = within(list).getAllByRole('listitem');
    await expect(changed).toHaveTextContent('Changed Two-door wardrobe, Merino oak');
    await expect(changed).toHaveTextContent('Quantity 2 → 3');
    await expect(changed).toHaveTextContent('Reason: Client wants a third wardrobe');
    await expect(changed).toHaveTextContent('Total ₹90,860 → ₹1,36,290');
    await expect(changed).toHaveTextContent('by Vikram Singh');
    await expect(added).toHaveTextContent('Added Loft, Merino oak');
    await expect(added).toHaveTextContent('Total ₹1,36,290 → ₹1,50,450');
  },
};

export const DeliveryContactForProduction: Story = {
  beforeEach: () => {
    state.production = true;
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(RAHUL));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = await canvas.findByRole(
      'group',
      { name: 'Delivery of SO-2026-0007' },
      { timeout: 8000 },
    );
    await expect(delivery).toHaveTextContent('Flat 1202, Prestige Lakeside, Whitefield, Bengaluru');
    await expect(delivery).toHaveTextContent('Contact: Anil Mehta');
    await expect(within(delivery).getByRole('link', { name: '98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    // The lines: confirmed, but changing them is not the production lead's.
    await waitFor(() =>
      expect(canvas.getByRole('note', { name: 'Why the lines are fixed' })).toHaveTextContent(
        'Only sales managers and administrators (order.create) change the lines',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Change Two-door wardrobe, Merino oak' })).toBeDisabled();
  },
};
