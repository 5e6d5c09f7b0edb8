/**
 * dashboard/Project-details on the fake Supabase, signed in as an accountant: recording a payment
 * lowers what is pending; one above what is pending is refused with the database's sentence beside
 * the amount. An id that is not yours reads "Not yours to see". The documents tab is the documents
 * page's list with the project fixed: only this project's documents, read-only for accounts.
 * Payments received are a ledger: "Reverse" with a reason, never edit or delete; the estimate is
 * changed only with projects.finance, which an accountant lacks.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardProjectDetailsPage from '../../../src/pages/dashboard/project-details.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';
import { KAVYA, projectRpcs, projectTables } from './projects-fixtures';

const tables = projectTables();
const FIRST = String(tables['projects_list']?.[0]?.['id']);
const SECOND = String(tables['projects_list']?.[1]?.['id']);

const projectDocument = (id: string, projectId: string, title: string): FakeRow => ({
  id,
  project_id: projectId,
  project_code: projectId === FIRST ? 'PRJ-2026-0001' : 'PRJ-2026-0002',
  project_name: projectId === FIRST ? 'Project 1 interiors' : 'Project 2 interiors',
  title,
  kind: 'drawing',
  current_version: 1,
  file_name: `${title}.pdf`,
  storage_path: `${projectId}/documents/${id}-${title}.pdf`,
  size_bytes: 20_480,
  content_type: 'application/pdf',
  uploaded_by: 's-sanjay',
  uploaded_by_name: 'Sanjay Kulkarni',
  uploaded_at: '2026-11-14T06:00:00Z',
  created_at: '2026-11-14T06:00:00Z',
  updated_at: '2026-11-14T06:00:00Z',
  version: 1,
});
tables['project_documents_list'] = [
  projectDocument('doc-1', FIRST, 'Kitchen elevation'),
  projectDocument('doc-2', SECOND, 'Bedroom wardrobe plan'),
];

function DetailsRoute({ search }: { search: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/Project-details', element: <DashboardProjectDetailsPage /> }], {
      initialEntries: [`/dashboard/Project-details${search}`],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/ProjectDetails',
  component: DetailsRoute,
  args: { search: `?id=${FIRST}&tab=payments` },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: { handlers: fakeSupabase(tables, { rpc: projectRpcs(['projects.view', 'payment.record']) }) },
  },
  beforeEach: () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'kavya.menon@fpw.in', designation: 'accounts', staffId: KAVYA }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof DetailsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecordAPaymentAndRefuseAnOverpayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText(/PRJ-2026-0001 · Project 1 interiors/, {}, { timeout: 8000 }),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Payment stages' }, { timeout: 8000 });
    const row = within(table).getByRole('row', { name: /Design sign-off/ });
    await expect(row).toHaveTextContent('₹1,90,000.00');

    const recordButton = () =>
      within(row).getByRole('button', { name: 'Record payment for Design sign-off' });
    // Enabled once my_permissions() says payment.record (the button is re-rendered then, so it is asked for again).
    await waitFor(() => expect(recordButton()).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(recordButton());
    const dialog = within(await body.findByRole('dialog', { name: 'Record payment · Design sign-off' }));
    const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
    await userEvent.type(dialog.getByRole('textbox', { name: /Reference/ }), 'UTR HDFC0000123');
    await userEvent.type(amount, '250000');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(
      await dialog.findByText(
        'This payment is more than the ₹1,90,000 still pending on Design sign-off',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(amount).toHaveValue(250000);

    await userEvent.clear(amount);
    await userEvent.type(amount, '90000');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Design sign-off/ })).toHaveTextContent('₹1,00,000.00'),
    );
  },
};

export const ReverseAPaymentWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const ledger = await canvas.findByRole('table', { name: 'Payments received' }, { timeout: 8000 });
    // Payments are never edited or deleted: the only action is a reversal.
    await expect(within(ledger).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    const reverse = () => within(ledger).getByRole('button', { name: /Reverse the payment of ₹95,000/ });
    await waitFor(() => expect(reverse()).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(reverse());
    const dialog = within(await body.findByRole('dialog', { name: 'Reverse a payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse payment' }));
    await expect(await dialog.findByText('Say why the payment is reversed.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Cheque bounced');
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(ledger).toHaveTextContent('Cheque bounced'), { timeout: 8000 });
    await expect(ledger).toHaveTextContent('-₹95,000.00');
    // Once reversed, the payment says so instead of offering a second reversal.
    await expect(within(ledger).getByRole('group', { name: 'Already reversed.' })).toBeVisible();
  },
};

export const EstimateNeedsProjectsFinance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An accountant records payments but does not hold projects.finance.
    const blocked = await canvas.findByRole(
      'group',
      { name: /Your role does not include “projects.finance”/ },
      { timeout: 8000 },
    );
    await expect(within(blocked).getByRole('button', { name: 'Change estimate' })).toBeDisabled();
    await expect(
      canvas.getByText(/The estimate and the payment plan change only with projects.finance/),
    ).toBeVisible();
  },
};

export const NotYoursToSee: Story = {
  args: { search: '?id=00000000-0000-4000-8000-000000000099' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not yours to see' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my projects' })).toBeVisible();
  },
};

export const DocumentsOfThisProjectOnly: Story = {
  args: { search: `?id=${FIRST}&tab=documents` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Project documents' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('Kitchen elevation'), { timeout: 8000 });
    await expect(table).not.toHaveTextContent('Bedroom wardrobe plan');
    // The project is the page's: no project column, no project filter.
    await expect(within(table).queryByRole('columnheader', { name: /Project/ })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Filter by project' })).toBeNull();
    // Accounts read documents only.
    await waitFor(
      () => expect(canvas.getByRole('group', { name: /Your role reads documents only/ })).toBeVisible(),
      { timeout: 8000 },
    );
    await expect(canvas.getByRole('button', { name: 'Upload documents' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Open on the documents page' })).toHaveAttribute(
      'href',
      `/dashboard/documents?project=${FIRST}`,
    );
    // Searching keeps the project page's own parameters: the tab stays open on the same project.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search project documents' }), 'wardrobe');
    await waitFor(() => expect(canvas.getByText('No rows match these filters')).toBeVisible(), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
