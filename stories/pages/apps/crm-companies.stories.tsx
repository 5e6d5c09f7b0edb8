/**
 * apps/crm/companies on a fake Supabase project (MSW), signed in as a sales manager: the list, a
 * company's drawer, and adding a company whose GSTIN is refused beside the field before it is fixed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CrmCompaniesPage from '../../../src/pages/apps/crm/companies.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from '../dashboard/fake-supabase';

const company = (id: string, name: string, industry: string, city: string, gstin: string): FakeRow => ({
  id,
  name,
  industry,
  website: null,
  gstin,
  email: null,
  phone: null,
  city,
  state: 'Karnataka',
  owner_id: null,
  version: 1,
});

const companies: FakeRow[] = [];

function CompaniesRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/apps/crm/companies', element: <CrmCompaniesPage /> }], {
      initialEntries: ['/apps/crm/companies'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Apps/CrmCompanies',
  component: CompaniesRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase({ companies }, { rpc: { my_permissions: () => ['leads.view', 'leads.edit'] } }),
    },
  },
  beforeEach: () => {
    companies.splice(
      0,
      companies.length,
      company('c1', 'Prestige Estates Projects', 'Real estate', 'Bengaluru', '29AABCP1234C1Z5'),
      company('c2', 'Studio Lotus Architects', 'Architecture', 'Bengaluru', '29AABCS1234C1Z6'),
    );
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's9' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof CompaniesRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ListDrawerAndAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Companies' }, { timeout: 10_000 });
    await waitFor(() => expect(table).toHaveTextContent('Studio Lotus Architects'));
    await userEvent.click(within(table).getByText('Prestige Estates Projects'));
    const drawer = within(await body().findByRole('dialog', { name: 'Prestige Estates Projects' }));
    await expect(drawer.getByText('29AABCP1234C1Z5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body().queryByRole('dialog', { name: 'Prestige Estates Projects' })).toBeNull(),
    );

    // Looked up again until enabled: the closing drawer hides the page from assistive tech until it
    // is gone, and the button is drawn anew once the permissions answer (GatedButton drops its wrapper).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add company' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add company' }));
    const form = within(await body().findByRole('form', { name: 'New company' }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Kaveri Interiors');
    const gstin = form.getByRole('textbox', { name: /GSTIN/ });
    await userEvent.type(gstin, '29ABCDE1234');
    await userEvent.click(form.getByRole('button', { name: 'Add company' }));
    await expect(await form.findByText('A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.')).toBeVisible();
    await expect(companies).toHaveLength(2);
    await userEvent.type(gstin, 'F1Z5');
    await userEvent.click(form.getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(companies).toHaveLength(3), { timeout: 8000 });
    await expect(companies[2]).toMatchObject({
      name: 'Kaveri Interiors',
      gstin: '29ABCDE1234F1Z5',
      email: null,
    });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
