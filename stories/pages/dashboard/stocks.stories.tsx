/**
 * dashboard/stocks on a small fake Supabase project (MSW), signed in as the production lead: the
 * reorder alert leads to the items below their level, a purchase is received and the ledger shows
 * it, and an adjustment the database refuses (below zero) shows its message while the form stays.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardStocksPage from '../../../src/pages/dashboard/stocks.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const level = (id: string, sku: string, name: string, onHand: number, reorder: number): FakeRow => ({
  id,
  stock_item_id: id,
  sku,
  name,
  kind: 'processed_panel',
  unit: 'sheet',
  location: 'Rack A1',
  reorder_level: reorder,
  reorder_quantity: reorder * 2,
  active: true,
  on_hand: onHand,
  below_reorder_level: onHand <= reorder,
  last_moved_at: '2026-11-20T05:30:00Z',
  last_unit_cost: 2450,
  stock_value: onHand * 2450,
});

const levels: FakeRow[] = [];
const ledger: FakeRow[] = [];
const movements: FakeRow[] = [];

function StocksRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/stocks', element: <DashboardStocksPage /> }], {
      initialEntries: ['/dashboard/stocks'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Stocks',
  component: StocksRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        { stock_levels: levels, stock_ledger: ledger, stock_movements: movements, offcuts_list: [] },
        {
          rpc: { my_permissions: () => ['stock.adjust', 'bom.edit'] },
          refuse: (table, row) => {
            if (table !== 'stock_movements') return null;
            const item = levels.find((candidate) => candidate['id'] === row['stock_item_id']);
            const onHand = Number(item?.['on_hand'] ?? 0);
            if (onHand + Number(row['quantity']) < 0) {
              return {
                code: '23514',
                message: `only ${onHand} on hand, cannot take ${-Number(row['quantity'])} (constraint "stock_movements_on_hand_check")`,
              };
            }
            return null;
          },
        },
      ),
    },
  },
  beforeEach: () => {
    levels.splice(
      0,
      levels.length,
      level('i1', 'PP-001-S', 'HDHMR 18 mm Oak', 22, 10),
      level('i2', 'PP-002-S', 'MDF 18 mm White', 4, 10),
      level('i3', 'PP-003-S', 'Ply 19 mm Teak', 3, 8),
    );
    ledger.splice(0, ledger.length, {
      id: 'm1',
      stock_item_id: 'i1',
      kind: 'purchase',
      quantity: 22,
      moved_at: '2026-11-20T05:30:00Z',
      reference: 'PO-2611-001',
      unit_cost: 2450,
      note: null,
      recorded_by_name: 'Suresh Patil',
      balance: 22,
    });
    movements.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's9' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof StocksRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReorderAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Stock on hand' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('HDHMR 18 mm Oak'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('2 items are at or below the reorder level.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(table).not.toHaveTextContent('HDHMR 18 mm Oak'));
    await expect(table).toHaveTextContent('MDF 18 mm White');
  },
};

export const ReceiveAndRefuseBelowZero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Stock on hand' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('HDHMR 18 mm Oak'));
    await userEvent.click(within(table).getByText('HDHMR 18 mm Oak'));
    const drawer = within(await body.findByRole('dialog', { name: /HDHMR 18 mm Oak/ }));
    await expect(await drawer.findByRole('table', { name: 'Ledger of HDHMR 18 mm Oak' })).toHaveTextContent(
      'PO-2611-001',
    );

    await waitFor(() => expect(drawer.getByRole('button', { name: 'Receive purchase' })).toBeEnabled());
    await userEvent.click(drawer.getByRole('button', { name: 'Receive purchase' }));
    const purchase = within(await drawer.findByRole('form', { name: 'Receive HDHMR 18 mm Oak' }));
    await userEvent.type(purchase.getByRole('spinbutton', { name: /^Quantity/ }), '10');
    await userEvent.type(
      purchase.getByRole('textbox', { name: /^Purchase order or invoice/ }),
      'PO-2611-077',
    );
    await userEvent.click(purchase.getByRole('button', { name: 'Record purchase' }));
    await waitFor(() => expect(movements).toHaveLength(1));
    await expect(movements[0]).toMatchObject({
      kind: 'purchase',
      quantity: 10,
      reference: 'PO-2611-077',
      stock_item_id: 'i1',
    });
    // The purchase form closes once the save is confirmed.
    await waitFor(() => expect(drawer.queryByRole('form', { name: 'Receive HDHMR 18 mm Oak' })).toBeNull(), {
      timeout: 8000,
    });

    await userEvent.click(drawer.getByRole('button', { name: 'Adjust count' }));
    const adjust = within(await drawer.findByRole('form', { name: 'Adjust HDHMR 18 mm Oak' }));
    await userEvent.type(adjust.getByRole('spinbutton', { name: /^Change/ }), '-40');
    await userEvent.type(adjust.getByRole('textbox', { name: /^Reason/ }), 'Count after the audit');
    await userEvent.click(adjust.getByRole('button', { name: 'Record adjustment' }));
    await expect(
      await adjust.findByText(
        'That would take HDHMR 18 mm Oak below zero: only 22 sheet on hand.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(adjust.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Count after the audit');
    await expect(movements).toHaveLength(1);
  },
};
