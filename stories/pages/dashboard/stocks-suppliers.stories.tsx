/**
 * dashboard/stocks' suppliers tab on a fake Supabase project (MSW), signed in as the production lead
 * (purchase.order): the suppliers with their state and terms; a supplier opened beside the list with
 * the items they supply at their last price; a new supplier whose GSTIN is refused beside the field
 * (first by the form, then by the database for a GSTIN another supplier has) and then added, in
 * capitals, with what was typed kept through both refusals.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardStocksPage from '../../../src/pages/dashboard/stocks.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const GREENPLY = '5b0d0000-0000-4000-8000-000000000001';

const supplier = (row: FakeRow): FakeRow => ({
  gstin: null,
  state: null,
  address: null,
  contact_name: null,
  phone: null,
  email: null,
  payment_terms_days: 30,
  active: true,
  version: 1,
  ...row,
});

const suppliers: FakeRow[] = [
  supplier({
    id: GREENPLY,
    name: 'Greenply Distributors Pune',
    gstin: '27AABCG4821K1Z3',
    state: 'Maharashtra',
    address: 'Gala 12, Shree Industrial Estate, Bhosari MIDC, Pune 411026',
    contact_name: 'Sandeep Kale',
  }),
  supplier({
    id: '5b0d0000-0000-4000-8000-000000000002',
    name: 'Hettich Hardware Mart Bengaluru',
    gstin: '29AAHCH9034Q1ZB',
    state: 'Karnataka',
    payment_terms_days: 15,
  }),
];

const tables = {
  suppliers,
  supplier_item_details: [
    {
      id: 'si-1',
      supplier_id: GREENPLY,
      stock_item_id: 'i-ply',
      sku: 'PNL-BWP-18',
      item_name: 'Century 18 mm BWP ply',
      unit: 'sheet',
      supplier_code: 'GP-PNL-BWP-18',
      last_price: 2450,
      lead_time_days: 5,
      version: 1,
    },
  ],
  stock_levels: [],
};

function StocksRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/stocks', element: <DashboardStocksPage /> }], {
      initialEntries: ['/dashboard/stocks?tab=suppliers'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/StocksSuppliers',
  component: StocksRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables, {
        rpc: { my_permissions: () => ['purchase.order', 'stock.receive'] },
        refuse: (table, row) =>
          table === 'suppliers' && row['gstin'] === '27AABCG4821K1Z3' && row['id'] !== GREENPLY
            ? {
                code: '23505',
                message: 'duplicate key value violates unique constraint "suppliers_gstin_key"',
              }
            : null,
      }),
    },
  },
  beforeEach: () => {
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

export const OpenAndAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Suppliers' }, WAIT);
    await waitFor(() => expect(table).toHaveTextContent('Greenply Distributors Pune'), WAIT);
    await expect(table).toHaveTextContent('Hettich Hardware Mart Bengaluru');

    await userEvent.click(within(table).getByText('Greenply Distributors Pune'));
    let sheet = await body().findByRole('dialog', {}, WAIT);
    const items = await within(sheet).findByRole(
      'table',
      { name: 'Items supplied by Greenply Distributors Pune' },
      WAIT,
    );
    await expect(items).toHaveTextContent('Century 18 mm BWP ply');
    await expect(items).toHaveTextContent('₹2,450.00 / sheet');
    await expect(within(sheet).getByLabelText('Address')).toHaveValue(
      'Gala 12, Shree Industrial Estate, Bhosari MIDC, Pune 411026',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), WAIT);

    await waitFor(() => expect(canvas.getByRole('button', { name: /New supplier/ })).toBeEnabled(), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /New supplier/ }));
    sheet = await body().findByRole('dialog', {}, WAIT);
    const form = within(await within(sheet).findByRole('form', { name: 'New supplier' }, WAIT));
    await userEvent.type(form.getByLabelText(/^Name/), 'Merino Laminates Hubballi');
    await userEvent.type(form.getByLabelText('GSTIN'), '29AAFC');
    await userEvent.click(form.getByRole('button', { name: 'Add supplier' }));
    await expect(
      await form.findByText('A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.', {}, WAIT),
    ).toBeVisible();

    await userEvent.clear(form.getByLabelText('GSTIN'));
    await userEvent.type(form.getByLabelText('GSTIN'), '27aabcg4821k1z3');
    await userEvent.click(form.getByRole('button', { name: 'Add supplier' }));
    await expect(await form.findByText('Another supplier has this GSTIN.', {}, WAIT)).toBeVisible();
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Merino Laminates Hubballi');

    await userEvent.clear(form.getByLabelText('GSTIN'));
    await userEvent.type(form.getByLabelText('GSTIN'), '29aafcm1234k1z5');
    await userEvent.click(form.getByRole('button', { name: 'Add supplier' }));
    await waitFor(() => expect(suppliers).toHaveLength(3), WAIT);
    await expect(suppliers[2]).toMatchObject({
      name: 'Merino Laminates Hubballi',
      gstin: '29AAFCM1234K1Z5',
      payment_terms_days: 30,
      active: true,
    });
    await waitFor(() => expect(body().getByText('Merino Laminates Hubballi saved')).toBeVisible(), WAIT);
  },
};
