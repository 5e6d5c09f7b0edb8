/**
 * The quotation page on a small fake Supabase project (MSW): a sent quotation is read-only and says
 * why; its status buttons follow the person's permissions (an executive without proposal.approve
 * sees Approve disabled with the reason, a manager approves); the document shows CGST and SGST and
 * the amount in words; the list reads its status filter from the URL.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardQuotationPage from '../../../src/pages/dashboard/quotation.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/session';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';
import { client, detail, org, qline, QUOTATION_ID, summary, tax } from './quotation-fixtures';

const quotations: FakeRow[] = [];
const details: FakeRow[] = [];
let permissions: string[] = [];

function Page({ search }: { search: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/quotation', element: <DashboardQuotationPage /> }], {
      initialEntries: [`/dashboard/quotation${search}`],
    }),
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
        },
        {
          rpc: {
            my_permissions: () => permissions,
            quotation_tax: () => tax(lines.map((l) => String(l.id))),
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
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Recall to draft' })).toBeEnabled(), {
      timeout: 8000,
    });
    // Approving needs proposal.approve: disabled, with the reason on the focusable wrapper.
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(
      canvas.getAllByRole('group', {
        name: 'Your role does not include “proposal.approve”. Ask an administrator.',
      }),
    ).toHaveLength(2);
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
