/**
 * dashboard/orgSettings on a small fake Supabase project (MSW), signed in as an administrator, in
 * its own data router (RecordForm asks before leaving unsaved changes). The GSTIN is checked in the
 * form, and a refusal by the database's check constraint lands on the same field with what was typed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardOrgSettingsPage from '../../../src/pages/dashboard/org-settings.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow, type FakeTables } from './fake-supabase';

const settingsRow = (): FakeRow => ({
  id: true,
  company_name: 'FPW',
  legal_name: null,
  gstin: null,
  address_line1: null,
  address_line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
  email: null,
  phone: null,
  logo_path: null,
  currency: 'INR',
  default_gst_rate: 18,
  quotation_prefix: 'QT',
  order_prefix: 'SO',
  project_prefix: 'PRJ',
  version: 3,
});

let tables: FakeTables = {};

function OrgSettingsRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/orgSettings', element: <DashboardOrgSettingsPage /> }], {
      initialEntries: ['/dashboard/orgSettings'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/OrgSettings',
  component: OrgSettingsRoute,
  parameters: { router: 'own', layout: 'padded' },
  beforeEach: () => {
    tables = {
      org_settings: [settingsRow()],
      currencies: [
        { code: 'INR', name: 'Indian rupee', symbol: '₹' },
        { code: 'USD', name: 'US dollar', symbol: '$' },
      ],
    };
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'priya.nair@fpw.in', designation: 'admin', staffId: 's-priya' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof OrgSettingsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Handlers read `tables` when called, so each story starts from the row above. */
const handlers = (refuseGstin: boolean) =>
  fakeSupabase(
    new Proxy({} as FakeTables, {
      get: (_target, name: string) => tables[name],
      set: (_target, name: string, value: FakeRow[]) => {
        tables[name] = value;
        return true;
      },
    }),
    {
      rpc: { my_permissions: () => ['org_settings.manage'] },
      refuse: (table, row) =>
        refuseGstin && table === 'org_settings' && row['gstin'] === '27AAPFU0939F1ZV'
          ? {
              code: '23514',
              message:
                'new row for relation "org_settings" violates check constraint "org_settings_gstin_check"',
            }
          : null,
    },
  );

export const SavesAValidGstin: Story = {
  parameters: { msw: { handlers: handlers(false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Organisation settings' }, { timeout: 8000 }),
    ).toBeVisible();
    const gstin = await canvas.findByRole('textbox', { name: 'GSTIN' }, { timeout: 8000 });
    // Editable once my_permissions has answered with org_settings.manage.
    await waitFor(() => expect(gstin).not.toHaveAttribute('readonly'), { timeout: 8000 });
    await userEvent.type(gstin, '27AAPFU0939F1Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.')).toBeVisible();
    await expect(tables['org_settings']?.[0]?.['gstin']).toBeNull();

    await userEvent.type(gstin, 'v');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(tables['org_settings']?.[0]).toMatchObject({ gstin: '27AAPFU0939F1ZV', version: 4 }),
    );
  },
};

export const DatabaseRefusalOnTheField: Story = {
  parameters: { msw: { handlers: handlers(true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gstin = await canvas.findByRole('textbox', { name: 'GSTIN' }, { timeout: 8000 });
    // Editable once my_permissions has answered with org_settings.manage.
    await waitFor(() => expect(gstin).not.toHaveAttribute('readonly'), { timeout: 8000 });
    await userEvent.type(gstin, '27AAPFU0939F1ZV');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(
      await canvas.findByText('The database refused this GSTIN: check its format.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(gstin).toHaveValue('27AAPFU0939F1ZV');
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { ...DatabaseRefusalOnTheField, globals: { colorMode: 'dark' } };
