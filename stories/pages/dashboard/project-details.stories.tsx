/**
 * dashboard/Project-details on the fake Supabase, signed in as an accountant: recording a payment
 * lowers what is pending; one above what is pending is refused with the database's sentence beside
 * the amount. An id that is not yours reads "Not yours to see".
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardProjectDetailsPage from '../../../src/pages/dashboard/project-details.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/session';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';
import { KAVYA, projectRpcs, projectTables } from './projects-fixtures';

const tables = projectTables();
const FIRST = String(tables['projects_list']?.[0]?.['id']);

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

export const Dark: Story = { globals: { colorMode: 'dark' } };
