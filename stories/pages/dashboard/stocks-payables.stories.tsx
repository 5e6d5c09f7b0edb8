/**
 * dashboard/stocks' Payables tab on a fake Supabase project (MSW), signed in as the accountant
 * (supplier.pay): what is owed to each supplier by age, "Past terms" kept in the URL, a supplier's
 * statement with its running balance opened beside the list, and "Record payment": a refusal from
 * the database shows in the form and keeps what was typed, the retry records PAY/2026-27/0001.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardStocksPage from '../../../src/pages/dashboard/stocks.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const GREENPLY = '5b0d0000-0000-4000-8000-000000000001';
const HETTICH = '5b0d0000-0000-4000-8000-000000000002';

const payable = (over: Partial<FakeRow>): FakeRow => ({
  supplier_id: GREENPLY,
  supplier_name: 'Greenply Distributors Pune',
  gstin: '27AABCG4821K1Z3',
  state: 'Maharashtra',
  phone: '+91 98220 41100',
  email: 'orders@greenply-pune.example',
  payment_terms_days: 30,
  received: 104_076,
  paid: 40_000,
  balance: 64_076,
  outstanding: 64_076,
  days_0_30: 34_692,
  days_31_60: 29_384,
  days_61_90: 0,
  days_over_90: 0,
  oldest_unpaid_on: '2026-10-10',
  overdue_receipts: 1,
  ...over,
});

const payables: FakeRow[] = [
  payable({}),
  payable({
    supplier_id: HETTICH,
    supplier_name: 'Hettich Hardware Mart Bengaluru',
    gstin: '29AAHCH9034Q1ZB',
    state: 'Karnataka',
    received: 12_980,
    paid: 0,
    balance: 12_980,
    outstanding: 12_980,
    days_0_30: 12_980,
    days_31_60: 0,
    oldest_unpaid_on: '2026-11-20',
    overdue_receipts: 0,
  }),
];

const entry = (over: Partial<FakeRow>): FakeRow => ({
  supplier_id: GREENPLY,
  supplier_name: 'Greenply Distributors Pune',
  purchase_order_number: null,
  reference: null,
  debit: 0,
  credit: 0,
  ...over,
});

const ledger: FakeRow[] = [
  entry({
    id: 'g1',
    position: 1,
    entry_date: '2026-10-10',
    entry: 'goods_receipt',
    number: 'GRN/2026-27/0004',
    purchase_order_number: 'PO/2026-27/0002',
    credit: 69_384,
    balance: 69_384,
  }),
  entry({
    id: 'p1',
    position: 2,
    entry_date: '2026-10-25',
    entry: 'payment',
    number: 'PAY/2026-27/0001',
    reference: 'NEFT · UTR 4411',
    debit: 40_000,
    balance: 29_384,
  }),
  entry({
    id: 'g2',
    position: 3,
    entry_date: '2026-11-20',
    entry: 'goods_receipt',
    number: 'GRN/2026-27/0007',
    purchase_order_number: 'PO/2026-27/0005',
    credit: 34_692,
    balance: 64_076,
  }),
];

const recorded: Record<string, unknown>[] = [];

function StocksRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/stocks', element: <DashboardStocksPage /> }], {
      initialEntries: ['/dashboard/stocks?tab=payables'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/StocksPayables',
  component: StocksRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        { payables, supplier_ledger: ledger, stock_levels: [] },
        {
          rpc: {
            my_permissions: () => ['supplier.pay', 'payment.record'],
            record_supplier_payment: (args) => {
              recorded.push(args);
              if (recorded.length === 1) {
                throw new FakeRpcRefusal('42501', 'Paying suppliers needs the "supplier.pay" permission');
              }
              return {
                id: 'p2',
                number: 'PAY/2026-27/0002',
                supplier_id: args['p_supplier_id'],
                paid_on: args['p_paid_on'],
                amount: args['p_amount'],
                mode: args['p_mode'],
                reference: args['p_reference'],
                note: args['p_note'],
                reverses_payment_id: null,
                reason: null,
              };
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    recorded.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'kavya.menon@fpw.in', designation: 'accounts', staffId: 's9' }),
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

export const StatementAndRecordPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payables' }, WAIT);
    await waitFor(() => expect(table).toHaveTextContent('Hettich Hardware Mart Bengaluru'), WAIT);
    await expect(table).toHaveTextContent('₹64,076.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Past terms' }));
    await waitFor(() => expect(table).not.toHaveTextContent('Hettich Hardware Mart Bengaluru'), WAIT);
    await expect(canvas.getByRole('button', { name: 'Past terms' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(table).getByRole('button', { name: 'Greenply Distributors Pune' }));
    const sheet = await body().findByRole('dialog', {}, WAIT);
    const statement = await within(sheet).findByRole(
      'table',
      { name: 'Statement of Greenply Distributors Pune' },
      WAIT,
    );
    await waitFor(() => expect(statement).toHaveTextContent('PAY/2026-27/0001'), WAIT);
    const rows = within(statement).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent('₹64,076.00');
    await expect(within(sheet).getByRole('group', { name: 'Owed by age' })).toHaveTextContent('₹29,384.00');
    await expect(within(sheet).getByRole('button', { name: /Print statement/ })).toBeEnabled();

    await waitFor(
      () => expect(within(sheet).getByRole('button', { name: /Record payment/ })).toBeEnabled(),
      WAIT,
    );
    await userEvent.click(within(sheet).getByRole('button', { name: /Record payment/ }));
    const form = await body().findByRole('dialog', { name: /Payment to Greenply/ }, WAIT);
    const amount = within(form).getByLabelText(/Amount paid/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await expect(await within(form).findByText('Enter an amount above zero', {}, WAIT)).toBeVisible();
    await expect(recorded).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '29384');
    await userEvent.type(within(form).getByLabelText(/Reference/), 'UTR 5521');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await expect(await within(form).findByText(/You may not change this record/, {}, WAIT)).toBeVisible();
    await expect(within(form).getByLabelText(/Reference/)).toHaveValue('UTR 5521');

    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(body().getByText('Payment PAY/2026-27/0002 recorded')).toBeVisible(), WAIT);
    await expect(recorded.at(-1)).toMatchObject({
      p_supplier_id: GREENPLY,
      p_amount: 29384,
      p_mode: 'neft',
      p_reference: 'UTR 5521',
    });
  },
};
