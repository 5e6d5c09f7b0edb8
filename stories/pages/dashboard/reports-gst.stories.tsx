/**
 * dashboard/reports' GST tab on a fake Supabase project (MSW), signed in as accounts: the month in
 * the URL, the GST summary by rate and place of supply, the sales register with a credit note
 * netted (negative), and the purchase register; a production lead is not offered the tab.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import DashboardReportsPage from '../../../src/pages/dashboard/reports.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeTables } from './fake-supabase';

const register = (number: string, document: string, taxable: number, igst: number, cgst: number) => ({
  document_id: `d-${number}`,
  document,
  number,
  document_date: '2026-10-12',
  client_id: 'c1',
  buyer_name: igst ? 'Pari Patel' : 'Sai Gupta',
  buyer_gstin: null,
  place_of_supply: igst ? 'Tamil Nadu' : 'Karnataka',
  place_of_supply_code: igst ? '33' : '29',
  against_number: document === 'credit_note' ? 'INV/2026-27/0009' : null,
  taxable_total: taxable,
  cgst_total: cgst,
  sgst_total: cgst,
  igst_total: igst,
  round_off: 0,
  grand_total: taxable + igst + 2 * cgst,
  status: 'issued',
});

function tables(): FakeTables {
  return {
    sales_register: [
      register('INV/2026-27/0009', 'invoice', 100000, 0, 9000),
      register('INV/2026-27/0010', 'invoice', 50000, 9000, 0),
      register('CN/2026-27/0001', 'credit_note', -20000, 0, -1800),
    ],
    purchase_register: [
      {
        id: 'g1',
        supplier_id: 's1',
        supplier_name: 'Greenply Distributors Pune',
        supplier_gstin: '27AABCG4821K1Z3',
        entry_date: '2026-10-03',
        number: 'GRN/2026-27/0004',
        purchase_order_number: 'PO/2026-27/0006',
        credit: 118000,
      },
    ],
  };
}

function ReportsRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/reports', element: <DashboardReportsPage /> }], {
      initialEntries: ['/dashboard/reports?tab=gst&month=2026-10'],
    }),
  );
  return <RouterProvider router={router} />;
}

let held: string[] = [];
const meta = {
  title: 'Pages/Dashboard/ReportsGst',
  component: ReportsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables(), {
        rpc: {
          my_permissions: () => held,
          gst_summary: (args) =>
            args['p_month'] === '2026-10-01'
              ? [
                  {
                    gst_rate: 18,
                    place_of_supply: 'Karnataka',
                    place_of_supply_code: '29',
                    documents: 2,
                    taxable_amount: 80000,
                    cgst_amount: 7200,
                    sgst_amount: 7200,
                    igst_amount: 0,
                  },
                  {
                    gst_rate: 18,
                    place_of_supply: 'Tamil Nadu',
                    place_of_supply_code: '33',
                    documents: 1,
                    taxable_amount: 50000,
                    cgst_amount: 0,
                    sgst_amount: 0,
                    igst_amount: 9000,
                  },
                ]
              : [],
        },
      }),
    },
  },
  beforeEach: () => {
    held = ['payment.record', 'invoice.issue'];
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'kavya.menon@fpw.in', designation: 'accounts', staffId: 's-kavya' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof ReportsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

export const MonthRegisters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'GST' }, WAIT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Month')).toHaveValue('2026-10');
    const summary = await canvas.findByRole(
      'table',
      { name: 'GST summary by rate and place of supply' },
      WAIT,
    );
    await waitFor(() => expect(summary).toHaveTextContent('Tamil Nadu (33)'), WAIT);
    await expect(summary).toHaveTextContent('₹9,000.00');
    const sales = canvas.getByRole('table', { name: 'Sales register' });
    await waitFor(() => expect(sales).toHaveTextContent('Credit note on INV/2026-27/0009'), WAIT);
    await expect(sales).toHaveTextContent('-₹20,000.00');
    const purchases = canvas.getByRole('table', { name: 'Purchase register' });
    await waitFor(() => expect(purchases).toHaveTextContent('GRN/2026-27/0004'), WAIT);
  },
};

export const NotOfferedToProduction: Story = {
  beforeEach: () => {
    held = ['bom.edit'];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Production' }, WAIT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tab', { name: 'GST' })).toBeNull();
  },
};
