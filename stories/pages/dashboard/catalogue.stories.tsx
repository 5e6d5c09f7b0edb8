/**
 * The catalogue pages (boards, processed panels) on a small fake Supabase project (MSW), signed in
 * as the production lead: the list filtered from the URL, a negative size refused beside its field
 * with nothing sent, a processed panel's price with GST computed as it is typed, and the add button
 * disabled with its reason for someone without catalogue.edit.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardPanelPage from '../../../src/pages/dashboard/panel.page';
import DashboardProcessPanelPage from '../../../src/pages/dashboard/process-panel.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/session';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const board = (n: number, material: string, make: string): FakeRow => ({
  id: `p${n}`,
  name: `${make} ${material.toUpperCase()} ${n * 3} mm`,
  design_number: null,
  base_material: material,
  make,
  grade: 'E1',
  length_mm: 2440,
  width_mm: 1220,
  thickness_mm: n * 3,
  grain_direction: material === 'plywood' ? 'lengthwise' : 'none',
  pressing: 'plain',
  price_per_sheet: 800 + n * 150,
  hsn: '4411',
  gst_rate: 18,
  active: true,
  version: 1,
});

const panels: FakeRow[] = [];
const inserted: FakeRow[] = [];
const skin = (id: string, name: string): FakeRow => ({
  id,
  name,
  brand: 'Merino',
  design_number: null,
  type: 'Laminate',
  finish: 'suede',
  length_mm: 2440,
  width_mm: 1220,
  thickness_mm: 1,
  operation: 'hot_press',
  has_grain: false,
  price_per_sheet: 1450,
  hsn: '4823',
  gst_rate: 18,
  active: true,
  version: 1,
});
const skins: FakeRow[] = [skin('s1', 'Merino Oak 1 mm'), skin('s2', 'Balancing 0.8 mm')];

function Page({ path, search }: { path: string; search: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/panel', element: <DashboardPanelPage /> },
        { path: '/dashboard/processPanel', element: <DashboardProcessPanelPage /> },
      ],
      { initialEntries: [`${path}${search}`] },
    ),
  );
  return <RouterProvider router={router} />;
}

const PRODUCTION_CODES = ['catalogue.edit', 'bom.edit', 'stock.adjust'];

const meta = {
  title: 'Pages/Dashboard/Catalogue',
  component: Page,
  args: { path: '/dashboard/panel', search: '' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        { panels, skins, processed_panels_list: [] },
        {
          rpc: { my_permissions: () => PRODUCTION_CODES },
          refuse: (table, row) => {
            if (table === 'panels') inserted.push(row);
            return null;
          },
        },
      ),
    },
  },
  beforeEach: () => {
    panels.splice(
      0,
      panels.length,
      board(1, 'mdf', 'Action Tesa'),
      board(2, 'plywood', 'Greenply'),
      board(6, 'plywood', 'Century'),
    );
    inserted.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's9' }),
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

export const BoardsFilteredFromTheUrl: Story = {
  args: { search: '?base_material=plywood' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Panels' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('Greenply'));
    await expect(table).toHaveTextContent('Century');
    await expect(table).not.toHaveTextContent('Action Tesa');
  },
};

export const NegativeSizeRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: 'Panels' }, { timeout: 8000 });
    // The button is replaced once the permissions arrive: ask for it again until it is enabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add panel' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add panel' }));
    const form = within(await body.findByRole('form', { name: 'Add panel' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Test MDF 18 mm');
    await userEvent.type(form.getByRole('textbox', { name: /^Make/ }), 'Testwood');
    const length = form.getByRole('spinbutton', { name: /^Length/ });
    await userEvent.clear(length);
    await userEvent.type(length, '-2440');
    await userEvent.type(form.getByRole('spinbutton', { name: /^Price per sheet/ }), '1200');
    await userEvent.click(form.getByRole('button', { name: 'Add panel' }));
    await expect(await form.findByText('The length must be more than 0.')).toBeVisible();
    // Nothing reached the database, and what was typed is still there.
    await expect(inserted).toHaveLength(0);
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Test MDF 18 mm');
  },
};

export const ProcessedPanelPriceAsTyped: Story = {
  args: { path: '/dashboard/processPanel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Processed panels' }, { timeout: 8000 });
    // The button is replaced once the permissions arrive: ask for it again until it is enabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add processed panel' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add processed panel' }));
    const form = within(await body.findByRole('form', { name: 'Add processed panel' }));
    await userEvent.type(form.getByRole('spinbutton', { name: /^Price per sq ft/ }), '150');
    const price = form.getByRole('group', { name: 'Price per square foot' });
    await waitFor(() => expect(price).toHaveTextContent('₹177'));
    await expect(price).toHaveTextContent('₹27');
  },
};

export const WithoutCatalogueEdit: Story = {
  parameters: {
    msw: {
      handlers: fakeSupabase({ panels }, { rpc: { my_permissions: () => ['leads.view', 'leads.add'] } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Panels' }, { timeout: 8000 });
    await waitFor(() => expect(canvas.getByRole('group', { name: /catalogue\.edit/ })).toBeInTheDocument(), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('button', { name: 'Add panel' })).toBeDisabled();
  },
};
