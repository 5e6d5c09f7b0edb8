/**
 * The catalogue pages (boards, processed panels) on a small fake Supabase project (MSW), signed in
 * as the production lead: the list filtered from the URL, a negative size refused beside its field
 * with nothing sent, a processed panel's price with GST computed as it is typed, and the add button
 * disabled with its reason for someone without catalogue.edit, and a product's photo uploaded into the
 * file store (an in-memory one here) and shown in its row, a text file refused with the reason, and
 * a change typed into the product's form kept across the photo's save and saved after it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardPanelPage from '../../../src/pages/dashboard/panel.page';
import DashboardProcessPanelPage from '../../../src/pages/dashboard/process-panel.page';
import DashboardProductsPage from '../../../src/pages/dashboard/products.page';
import { overrideFileStore } from '../../../src/services/files';
import { createEmbeddedFileStore, memoryBucket } from '../../../src/services/files/embedded-file-store';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
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

// One array for the table and its list view: a PATCH to products shows in products_list.
const products: FakeRow[] = [];
const product = (): FakeRow => ({
  id: 'pr1',
  code: 'WR-2D-900',
  name: 'Two-door wardrobe',
  category: 'Wardrobe',
  description: 'Hinged shutters, loft above',
  width_mm: 900,
  depth_mm: 600,
  height_mm: 2100,
  processed_panel_id: null,
  base_price: 38500,
  hsn: '9403',
  gst_rate: 18,
  image_path: null,
  image_thumbnail_path: null,
  processed_panel_code: null,
  processed_panel_name: null,
  active: true,
  version: 1,
});
const bucket = { current: memoryBucket() };

function Page({ path, search }: { path: string; search: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/panel', element: <DashboardPanelPage /> },
        { path: '/dashboard/processPanel', element: <DashboardProcessPanelPage /> },
        { path: '/dashboard/products', element: <DashboardProductsPage /> },
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
        { panels, skins, processed_panels_list: [], products, products_list: products },
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
    products.splice(0, products.length, product());
    bucket.current = memoryBucket();
    overrideFileStore(createEmbeddedFileStore(bucket.current));
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's9' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      overrideFileStore(null);
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

/** The products page with its seeded wardrobe listed and the page ready for edits. */
async function productsReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const table = await canvas.findByRole('table', { name: 'Products' }, { timeout: 8000 });
  await waitFor(() => expect(table).toHaveTextContent('Two-door wardrobe'));
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Add product' })).toBeEnabled(), {
    timeout: 8000,
  });
  return { body, table };
}

export const ProductPhotoUploaded: Story = {
  args: { path: '/dashboard/products' },
  play: async ({ canvasElement }) => {
    const { body, table } = await productsReady(canvasElement);
    // No photo yet: the row shows no image of the product.
    await expect(within(table).queryByRole('img', { name: 'Photo of Two-door wardrobe' })).toBeNull();
    await userEvent.click(within(table).getByText('Two-door wardrobe'));
    const image = within(await body.findByRole('group', { name: 'Image' }, { timeout: 8000 }));
    await expect(image.getByText('No image yet.')).toBeVisible();

    // A text file is refused with the reason, and nothing is stored.
    const input = image.getByLabelText('Add an image');
    await userEvent.upload(input, new File(['not a photo'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await image.findByText(
        '“notes.txt” is not a type this place takes: JPEG, PNG or WebP images up to 5 MB.',
      ),
    ).toBeVisible();
    await expect(bucket.current.paths()).toEqual([]);

    // A PNG is stored with its thumbnail, and the row names both.
    const canvasImage = new OffscreenCanvas(64, 48);
    const context = canvasImage.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.fillStyle = '#8b5a2b';
    context.fillRect(0, 0, 64, 48);
    const png = await canvasImage.convertToBlob({ type: 'image/png' });
    await userEvent.upload(input, new File([png], 'wardrobe.png', { type: 'image/png' }));
    await waitFor(
      () => expect(products[0]?.['image_path']).toMatch(/^catalogue\/products\/.+-wardrobe\.png$/),
      {
        timeout: 8000,
      },
    );
    await expect(products[0]?.['image_thumbnail_path']).toMatch(
      /^catalogue\/products\/.+-thumb-wardrobe\.jpg$/,
    );
    await expect(bucket.current.paths()).toHaveLength(2);
    await expect(
      await image.findByRole('img', { name: 'Photo of WR-2D-900 · Two-door wardrobe' }),
    ).toBeVisible();
    // Closed, the list row shows the thumbnail in place of the drawing.
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(within(table).getByRole('img', { name: 'Photo of Two-door wardrobe' })).toBeVisible(),
      { timeout: 8000 },
    );
  },
};

export const ProductEditKeptAcrossPhotoUpload: Story = {
  args: { path: '/dashboard/products' },
  play: async ({ canvasElement }) => {
    const { body, table } = await productsReady(canvasElement);
    await userEvent.click(within(table).getByText('Two-door wardrobe'));
    // Looked up afresh each time: a form reloaded from the saved row is a new element.
    const form = () => within(body.getByRole('form', { name: /^Edit / }));
    await body.findByRole('form', { name: /^Edit / }, { timeout: 8000 });
    const image = within(body.getByRole('group', { name: 'Image' }));

    // A change typed into the form, not saved yet.
    const name = form().getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Three-door wardrobe');

    // The photo saves the row (a new version), and the typed name stays on screen.
    const canvasImage = new OffscreenCanvas(64, 48);
    const context = canvasImage.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.fillStyle = '#8b5a2b';
    context.fillRect(0, 0, 64, 48);
    const png = await canvasImage.convertToBlob({ type: 'image/png' });
    await userEvent.upload(
      image.getByLabelText('Add an image'),
      new File([png], 'wardrobe.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(products[0]?.['version']).toBe(2), { timeout: 8000 });
    await expect(await image.findByRole('img', { name: /^Photo of / }, { timeout: 8000 })).toBeVisible();
    await expect(form().getByLabelText(/^Name/)).toHaveValue('Three-door wardrobe');
    await expect(products[0]?.['name']).toBe('Two-door wardrobe');

    // Saved on the new version: no conflict, and the row has both the name and the photo.
    await userEvent.click(form().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(products[0]?.['name']).toBe('Three-door wardrobe'), { timeout: 8000 });
    await expect(products[0]?.['version']).toBe(3);
    await expect(products[0]?.['image_path']).toMatch(/^catalogue\/products\/.+-wardrobe\.png$/);
    await expect(products[0]?.['image_thumbnail_path']).toMatch(
      /^catalogue\/products\/.+-thumb-wardrobe\.jpg$/,
    );
    await expect(body.queryByRole('alertdialog', { name: 'Someone else changed this record' })).toBeNull();
  },
};
