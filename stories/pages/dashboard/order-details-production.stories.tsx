/**
 * dashboard/Order-Details?id= on a fake Supabase project (MSW): the payments received against the
 * order (per payment stage of its project, with the totals) and the cutting plans of its bills of
 * material, each linking to the optimizer at ?plan=; a BOM not optimised yet says so; and its parts per
 * station (done of those passing it, waiting there, percent) with the share of all steps done.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import DashboardOrderDetailsPage from '../../../src/pages/dashboard/order-details.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const order: FakeRow = {
  id: 'o1',
  number: 'SO-2026-0007',
  quotation_id: 'q1',
  project_id: 'p1',
  client_id: 'c1',
  status: 'in_production',
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

const stage = (position: number, name: string, pct: number, received: number) => ({
  payment_stage_id: `ps${position}`,
  project_id: 'p1',
  position,
  name,
  percent: pct,
  due_date: '2026-11-10',
  due_amount: 2950 * pct,
  received_amount: received,
  pending_amount: 2950 * pct - received,
});

const plan = (
  id: string,
  name: string,
  status: string,
  sheets: number | null,
  yieldPercent: number | null,
) => ({
  id,
  name,
  bom_id: 'b1',
  processed_panel_id: 'pp1',
  sheet_length_mm: 2440,
  sheet_width_mm: 1220,
  sheets_available: 10,
  status,
  sheets_used: sheets,
  yield_percent: yieldPercent,
  optimised_at: sheets === null ? null : '2026-11-05T09:00:00Z',
  version: 1,
  result: null,
  created_at: '2026-11-05T09:00:00Z',
});

const progress = (
  code: string,
  name: string,
  position: number,
  total: number,
  done: number,
  waiting: number,
) => ({
  order_id: 'o1',
  work_centre_id: `wc-${code}`,
  work_centre_code: code,
  work_centre_name: name,
  work_centre_position: position,
  parts_total: total,
  parts_done: done,
  parts_waiting: waiting,
  percent_done: Math.round((1000 * done) / total) / 10,
});

function OrderRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/Order-Details', element: <DashboardOrderDetailsPage /> }], {
      initialEntries: ['/dashboard/Order-Details?id=o1'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/OrderDetailsProduction',
  component: OrderRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          orders_list: [order],
          order_lines: [],
          order_status_history: [],
          project_payment_status: [
            stage(1, 'Booking advance', 50, 147500),
            stage(2, 'Before dispatch', 45, 0),
            stage(3, 'After installation', 5, 0),
          ],
          bills_of_material: [
            {
              id: 'b1',
              order_id: 'o1',
              name: 'Wardrobes',
              status: 'released',
              created_at: '2026-11-03T06:00:00Z',
            },
            {
              id: 'b2',
              order_id: 'o1',
              name: 'Kitchen',
              status: 'draft',
              created_at: '2026-11-04T06:00:00Z',
            },
          ],
          order_station_progress: [
            progress('SAW', 'Panel saw', 10, 6, 6, 0),
            progress('EDGE', 'Edge bander', 20, 4, 2, 2),
            progress('QC', 'Quality check', 50, 6, 0, 2),
            progress('PACK', 'Packing', 60, 6, 0, 0),
          ],
          cutting_plans: [
            plan('cp1', 'SO-2026-0007 carcass', 'cut', 4, 81.5),
            plan('cp2', 'SO-2026-0007 shutters', 'draft', null, null),
          ],
        },
        {
          rpc: {
            order_totals: () => ({ taxable_total: 250000, gst_total: 45000, grand_total: 295000 }),
            order_delivery_contact: () => ({
              shipping_address: 'Flat 1202, Prestige Lakeside, Whitefield, Bengaluru',
              client_name: 'Anil Mehta',
              phone: '98450 12345',
              email: null,
            }),
          },
        },
      ),
    },
  },
  beforeEach: () => {
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

export const PaymentsAndCuttingPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'SO-2026-0007' }, { timeout: 8000 }),
    ).toBeVisible();

    const payments = await canvas.findByRole('table', { name: 'Payments against SO-2026-0007' });
    await expect(within(payments).getByRole('row', { name: /Booking advance/ })).toHaveTextContent(
      /Booking advance \(50%\).*₹1,47,500.*₹1,47,500.*₹0/,
    );
    await expect(canvas.getByRole('group', { name: 'Payment totals' })).toHaveTextContent(
      /Received ₹1,47,500\s*Pending ₹1,47,500/,
    );
    await expect(canvas.getByRole('link', { name: 'Record a payment on the project' })).toHaveAttribute(
      'href',
      '/dashboard/Project-details?id=p1',
    );

    const plans = await canvas.findByRole('list', { name: 'Cutting plans of Wardrobes' });
    await expect(within(plans).getByRole('link', { name: 'SO-2026-0007 carcass' })).toHaveAttribute(
      'href',
      '/dashboard/optimizer?plan=cp1',
    );
    await expect(within(plans).getAllByRole('listitem')[0]).toHaveTextContent(/Cut\s*4 sheets, 81.5% yield/);
    await expect(within(plans).getByRole('link', { name: 'SO-2026-0007 shutters' })).toHaveAttribute(
      'href',
      '/dashboard/optimizer?plan=cp2',
    );
    await waitFor(() => expect(canvas.getByText('Kitchen: not optimised yet.')).toBeVisible());

    const stations = await canvas.findByRole('table', { name: 'Parts of SO-2026-0007 per station' });
    await expect(within(stations).getByRole('row', { name: /Edge bander/ })).toHaveTextContent(
      /Edge bander\s*2 of 4\s*2\s*50/,
    );
    await expect(canvas.getByText('36.4% of the steps done')).toBeVisible();
  },
};
