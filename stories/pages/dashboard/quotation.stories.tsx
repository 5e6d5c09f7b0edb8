/**
 * The quotation page on a small fake Supabase project (MSW): a sent quotation is read-only and says
 * why; its status buttons follow the person's permissions (an executive without proposal.approve
 * sees Approve disabled with the reason, a manager approves); the document shows CGST and SGST and
 * the amount in words; the list reads its status filter from the URL; an approved quotation becomes
 * its order (create_order_from_quotation, GSTIN checked on the form) and the page opens the order,
 * and one that has its order links to it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardQuotationPage from '../../../src/pages/dashboard/quotation.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';
import { client, detail, org, qline, QUOTATION_ID, summary, tax } from './quotation-fixtures';

const quotations: FakeRow[] = [];
const details: FakeRow[] = [];
const orders: FakeRow[] = [];
const orderCalls: Record<string, unknown>[] = [];
let permissions: string[] = [];

const approved = () =>
  summary({
    status: 'approved',
    decided_at: '2026-11-24T09:00:00Z',
    decided_by_name: 'Vikram Singh',
    decision_note: 'Approved on email',
  });

/** A row of orders_list as the orders service reads it. */
const orderRow = (id: string, number: string): FakeRow => ({
  id,
  number,
  quotation_id: QUOTATION_ID,
  project_id: 'p1',
  client_id: 'c1',
  status: 'confirmed',
  currency: 'INR',
  order_date: '2026-11-24',
  expected_delivery: null,
  delivered_on: null,
  closed_at: null,
  taxable_total: 100000,
  gst_total: 18000,
  grand_total: 118000,
  updated_at: '2026-11-24T09:30:00Z',
  version: 1,
  shipping_address: '12, 4th Cross, Indiranagar',
  gstin: null,
  notes: null,
  project_code: 'PRJ-2026-0012',
  project_name: 'Sharma residence',
  client_name: 'Anil Sharma',
  quotation_number: 'QT-2026-0007',
  quotation_revision: 1,
});

/** Where "Create order" lands: the order details route, showing the address it was opened at. */
function OrderDetailsStandIn() {
  const location = useLocation();
  return <p>Order details at {`${location.pathname}${location.search}`}</p>;
}

function Page({ search }: { search: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/quotation', element: <DashboardQuotationPage /> },
        { path: '/dashboard/Order-Details', element: <OrderDetailsStandIn /> },
      ],
      { initialEntries: [`/dashboard/quotation${search}`] },
    ),
  );
  return <RouterProvider router={router} />;
}

const lines = [qline(1), qline(2)];

const meta = {
  title: 'Pages/Dashboard/Quotation',
  component: Page,
  args: { search: `?id=${QUOTATION_ID}` },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          quotations_list: quotations,
          quotations: details,
          quotation_lines_list: lines,
          clients: [client],
          org_settings: [org],
          projects_list: [],
          orders_list: orders,
        },
        {
          rpc: {
            my_permissions: () => permissions,
            quotation_tax: () => tax(lines.map((l) => String(l.id))),
            // The status moves through set_quotation_status (issue 20), with the version the page loaded.
            set_quotation_status: (args) => {
              const row = details.find((d) => d.id === args['p_quotation_id']);
              if (!row || row['version'] !== args['p_version']) throw new Error('stale');
              const version = Number(row['version']) + 1;
              const decided = args['p_status'] === 'approved' || args['p_status'] === 'rejected';
              Object.assign(row, {
                status: args['p_status'],
                version,
                ...(decided ? { decision_note: args['p_note'] } : {}),
              });
              return version;
            },
            create_order_from_quotation: (args) => {
              orderCalls.push(args);
              orders.push(orderRow('o-new', 'SO-2026-0009'));
              return 'o-new';
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    quotations.splice(
      0,
      quotations.length,
      summary(),
      summary({ id: 'x', number: 'QT-2026-0003', reference: 'QT-2026-0003', status: 'draft' }),
    );
    details.splice(0, details.length, detail());
    orders.length = 0;
    orderCalls.length = 0;
    permissions = ['proposal.create', 'proposal.send'];
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', designation: 'sales', staffId: 's1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatusButtonsGatedByPermission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/was sent to the client, so it is read-only/, undefined, { timeout: 8000 });
    // Approving, rejecting and recalling need proposal.approve (issue 20): disabled, with the reason on
    // the focusable wrapper, once the person's permissions have loaded.
    await waitFor(
      () =>
        expect(
          canvas.getAllByRole('group', {
            name: 'Your role does not include “proposal.approve”. Ask an administrator.',
          }),
        ).toHaveLength(3),
      { timeout: 8000 },
    );
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Recall to draft' })).toBeDisabled();
    // A sent quotation has no Send and no terms form.
    await expect(canvas.queryByRole('button', { name: 'Send to client' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Quotation terms' })).toBeNull();
  },
};

export const ManagerApproves: Story = {
  beforeEach: () => {
    permissions = ['proposal.create', 'proposal.send', 'proposal.approve'];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await userEvent.type(await body.findByRole('textbox', { name: 'Decision note' }), 'Approved on email');
    await userEvent.click(body.getByRole('button', { name: 'Approve quotation' }));
    // The status change goes to the quotations table with the version the page loaded.
    await waitFor(() =>
      expect(details[0]).toMatchObject({ status: 'approved', decision_note: 'Approved on email' }),
    );
    // The page says so and the dialog closes once the save has finished.
    await expect(await body.findAllByText('QT-2026-0007 approved', {}, { timeout: 8000 })).not.toHaveLength(
      0,
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
  },
};

export const DocumentWithGstSplit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document = await canvas.findByRole(
      'article',
      { name: 'Quotation QT-2026-0007' },
      { timeout: 8000 },
    );
    await expect(document).toHaveTextContent('GSTIN: 29AABCF4821K1Z6');
    await expect(within(document).getByRole('table', { name: 'Lines of Kitchen' })).toBeVisible();
    await expect(within(document).getByRole('table', { name: 'Lines of Master bedroom' })).toBeVisible();
    const totals = within(document).getByRole('group', { name: 'Totals' });
    await expect(totals).toHaveTextContent('CGST₹9,000.00');
    await expect(totals).toHaveTextContent('SGST₹9,000.00');
    await expect(document).toHaveTextContent('Rupees One Lakh Eighteen Thousand Only');
  },
};

export const ListFilteredFromTheUrl: Story = {
  args: { search: '?status=draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Quotations' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('QT-2026-0003'));
    await expect(table).not.toHaveTextContent('QT-2026-0007');
  },
};

export const UnknownQuotation: Story = {
  args: { search: '?id=0b6c3f4e-1a2b-4c3d-8e9f-3000000000ff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Not yours to see' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const ApprovedBecomesAnOrder: Story = {
  beforeEach: () => {
    quotations.splice(0, 1, approved());
    permissions = ['proposal.create', 'order.create'];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create order' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Create order' }));
    const form = within(await body.findByRole('form', { name: 'Order from QT-2026-0007' }));
    // The address starts as the client's (this project has no site address); it can be changed.
    const address = form.getByRole('textbox', { name: /Ship to/ });
    await expect(address).toHaveValue('12, 4th Cross, Indiranagar\nBengaluru, Karnataka 560038');
    const gstin = form.getByRole('textbox', { name: /GSTIN/ });
    await userEvent.type(gstin, '29-NOT-A-GSTIN');
    await userEvent.click(form.getByRole('button', { name: 'Create order' }));
    await expect(await form.findByText('A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.')).toBeVisible();
    await expect(orderCalls).toHaveLength(0);
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '29aabcs1234k1z5');
    await userEvent.click(form.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(orderCalls).toHaveLength(1));
    await expect(orderCalls[0]).toEqual({
      p_quotation_id: QUOTATION_ID,
      p_shipping_address: '12, 4th Cross, Indiranagar\nBengaluru, Karnataka 560038',
      p_expected_delivery: null,
      p_gstin: '29AABCS1234K1Z5',
    });
    // The new order opens.
    await expect(
      await canvas.findByText('Order details at /dashboard/Order-Details?id=o-new', undefined, {
        timeout: 8000,
      }),
    ).toBeVisible();
    await expect(
      await body.findAllByText('Order created from QT-2026-0007', {}, { timeout: 8000 }),
    ).not.toHaveLength(0);
  },
};

export const ApprovedWithItsOrder: Story = {
  beforeEach: () => {
    quotations.splice(0, 1, approved());
    permissions = ['proposal.create', 'order.create'];
    orders.push(orderRow('o7', 'SO-2026-0007'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Open order SO-2026-0007' }, { timeout: 8000 });
    await expect(link).toHaveAttribute('href', '/dashboard/Order-Details?id=o7');
    await expect(canvas.queryByRole('button', { name: 'Create order' })).toBeNull();
  },
};
