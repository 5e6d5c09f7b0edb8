/**
 * dashboard/stocks' purchase orders tab on a fake Supabase project (MSW), signed in as the
 * production lead (purchase.order, stock.receive): drafts raised from the reorder list, the glue
 * nobody supplies named; a sent order opened beside the list, more than was ordered refused without
 * a reason and received with one.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardStocksPage from '../../../src/pages/dashboard/stocks.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const PO = '5b0c0000-0000-4000-8000-000000000001';
const LINE = '5b0c0000-0000-4000-8000-000000000002';

const order: FakeRow = {
  id: PO,
  number: 'PO/2026-27/0002',
  status: 'sent',
  order_date: '2026-11-20',
  expected_date: '2026-11-27',
  notes: null,
  sent_at: '2026-11-20T06:00:00Z',
  supplier_id: 's-greenply',
  supplier_name: 'Greenply Distributors Pune',
  supplier_state: 'Maharashtra',
  lines: 1,
  taxable: 49000,
  gst: 8820,
  total: 57820,
  version: 2,
};

const line: FakeRow = {
  id: LINE,
  purchase_order_id: PO,
  position: 1,
  stock_item_id: 'i-ply',
  sku: 'PNL-BWP-18',
  item_name: 'Century 18 mm BWP ply',
  unit: 'sheet',
  quantity: 20,
  rate: 2450,
  gst_rate: 18,
  line_total: 57820,
  received_quantity: 0,
  outstanding_quantity: 20,
  version: 1,
};

const received: Record<string, unknown>[] = [];

function StocksRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/stocks', element: <DashboardStocksPage /> }], {
      initialEntries: ['/dashboard/stocks?tab=purchasing'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/StocksPurchasing',
  component: StocksRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        { purchase_order_summaries: [order], purchase_order_line_details: [line], stock_levels: [] },
        {
          rpc: {
            my_permissions: () => ['purchase.order', 'stock.receive', 'stock.adjust'],
            raise_reorder_purchase_orders: () => ({
              orders: [
                {
                  id: 'po-new',
                  number: 'PO/2026-27/0003',
                  supplier_id: 's-hettich',
                  supplier_name: 'Hettich Hardware Mart',
                  lines: 2,
                },
              ],
              skipped: [{ stock_item_id: 'i-glue', sku: 'CON-EVA-GLUE', name: 'EVA edge-band glue' }],
            }),
            receive_goods: (args) => {
              const lines = args['p_lines'] as { quantity: number }[];
              if ((lines[0]?.quantity ?? 0) > 20 && !args['p_reason']) {
                throw new FakeRpcRefusal('23514', 'Receiving more than was ordered needs a reason');
              }
              received.push(args);
              return 'grn-1';
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    received.length = 0;
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
} satisfies Meta<typeof StocksRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const body = () => within(document.body);

export const RaiseAndReceive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Purchase orders' }, WAIT);
    await waitFor(() => expect(table).toHaveTextContent('PO/2026-27/0002'), WAIT);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: /Raise from reorder list/ })).toBeEnabled(),
      WAIT,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Raise from reorder list/ }));
    await waitFor(() => expect(body().getByText('1 draft purchase order raised')).toBeVisible(), WAIT);
    await waitFor(
      () => expect(body().getByText('No supplier carries: EVA edge-band glue.')).toBeVisible(),
      WAIT,
    );

    await userEvent.click(within(table).getByText('PO/2026-27/0002'));
    const sheet = await body().findByRole('dialog', {}, WAIT);
    const lines = await within(sheet).findByRole('table', { name: 'Lines of PO/2026-27/0002' }, WAIT);
    await waitFor(() => expect(lines).toHaveTextContent('Century 18 mm BWP ply'), WAIT);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Receive goods' }));
    const came = within(sheet).getByLabelText(/Century 18 mm BWP ply \(sheet\), 20 due/);
    await expect(came).toHaveValue(20);
    await userEvent.clear(came);
    await userEvent.type(came, '22');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Receive into stock' }));
    await expect(await within(sheet).findByRole('alert', {}, WAIT)).toHaveTextContent(/needs a reason/);
    await expect(came).toHaveValue(22);
    await userEvent.type(within(sheet).getByLabelText(/Reason, if more came/), 'Two spare sheets sent free');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Receive into stock' }));
    await waitFor(() => expect(received).toHaveLength(1), WAIT);
    await expect(received[0]).toMatchObject({
      p_purchase_order_id: PO,
      p_lines: [{ line_id: LINE, quantity: 22 }],
      p_reason: 'Two spare sheets sent free',
    });
  },
};
