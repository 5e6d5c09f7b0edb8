/**
 * dashboard/bom on a small fake Supabase project (MSW), signed in as the production lead: an order's
 * bill of material flags the part no sheet can hold and sums edge band per band; importing CSV rows
 * previews what will be added and names the refused line, then sends the good rows in one insert.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardBomPage from '../../../src/pages/dashboard/bom.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const part = (n: number, name: string, length: number, width: number, band: string | null): FakeRow => ({
  id: `bp${n}`,
  bom_id: 'b1',
  position: n,
  name,
  processed_panel_id: 'pp1',
  length_mm: length,
  width_mm: width,
  quantity: 2,
  grain_locked: false,
  edge_band_l1_id: band,
  edge_band_l2_id: null,
  edge_band_w1_id: null,
  edge_band_w2_id: null,
  notes: null,
  version: 1,
  processed_panel_code: 'PP-001',
  processed_panel_name: 'Oak on HDHMR 18 mm',
  sheet_length_mm: 2440,
  sheet_width_mm: 1220,
  thickness_mm: 18,
  edge_band_l1_name: band ? 'PVC 0.8 mm oak' : null,
  edge_band_l2_name: null,
  edge_band_w1_name: null,
  edge_band_w2_name: null,
});

const inserted: FakeRow[] = [];

function BomRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/bom', element: <DashboardBomPage /> }], {
      initialEntries: ['/dashboard/bom?order=o1'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Bom',
  component: BomRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          orders_list: [
            {
              id: 'o1',
              number: 'SO-2026-0007',
              quotation_id: 'q1',
              project_id: 'p1',
              client_id: 'c1',
              status: 'in_production',
              order_date: '2026-11-02',
              expected_delivery: null,
              delivered_on: null,
              closed_at: null,
              taxable_total: 1,
              gst_total: 0,
              grand_total: 1,
              version: 1,
              shipping_address: 'Whitefield',
              gstin: null,
              notes: null,
              project_code: 'PRJ-2026-0007',
              project_name: 'Mehta residence',
              client_name: 'Anil Mehta',
              quotation_number: 'QT-2026-0012',
              quotation_revision: 1,
            },
          ],
          bom_list: [
            {
              id: 'b1',
              order_id: 'o1',
              name: 'SO-2026-0007 carcass',
              status: 'draft',
              notes: null,
              version: 1,
              order_number: 'SO-2026-0007',
              client_name: 'Anil Mehta',
              part_lines: 2,
              part_count: 4,
              prepared_by_name: 'Rahul Verma',
              created_at: '2026-11-04T05:00:00Z',
            },
          ],
          bom_parts_list: [
            {
              ...part(1, 'Side panel', 2100, 560, 'eb1'),
              order_line_id: 'ol1',
              order_line_position: 0,
              order_line_description: 'Two-door wardrobe',
            },
            part(2, 'Full-height back', 2600, 1250, null),
          ],
          order_lines: [
            {
              id: 'ol1',
              order_id: 'o1',
              position: 0,
              description: 'Two-door wardrobe',
              item_code: 'WR-2D-900',
            },
            {
              id: 'ol2',
              order_id: 'o1',
              position: 1,
              description: 'Kitchen base unit 600',
              item_code: 'KB-600',
            },
            { id: 'ol9', order_id: 'o2', position: 0, description: 'Another order', item_code: null },
          ],
          processed_panels_list: [
            {
              id: 'pp1',
              code: 'PP-001',
              name: 'Oak on HDHMR 18 mm',
              panel_id: 'x',
              front_skin_id: 'y',
              back_skin_id: 'z',
              price_per_sqft: 150,
              gst_rate: 18,
              final_price_per_sqft: 177,
              active: true,
              version: 1,
              panel_name: 'HDHMR 18 mm',
              base_material: 'hdhmr',
              thickness_mm: 18,
              length_mm: 2440,
              width_mm: 1220,
              front_skin_name: 'Oak',
              back_skin_name: 'Balancing',
              pressing: 'hot_press',
            },
          ],
          edge_bands: [],
          bom_parts: inserted,
        },
        { rpc: { my_permissions: () => ['bom.edit'] } },
      ),
    },
  },
  beforeEach: () => {
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
} satisfies Meta<typeof BomRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChecksAndImport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole(
      'table',
      { name: 'Parts of SO-2026-0007 carcass' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(table).toHaveTextContent('Full-height back'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('1 part does not fit a sheet of their panel');
    await expect(alert).toHaveTextContent('Full-height back (2600 × 1250 mm)');
    await expect(canvas.getByRole('list', { name: 'Edge band needed' })).toHaveTextContent(
      'PVC 0.8 mm oak: 4.2 m',
    );

    await waitFor(() => expect(canvas.getByRole('button', { name: 'Import CSV' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Import parts from CSV' }));
    const rows = dialog.getByRole('textbox', { name: 'Or paste the rows' });
    await userEvent.click(rows);
    await userEvent.paste(
      'name,length,width,quantity,material\nShelf,880,540,3,PP-001\nBack,abc,900,1,PP-001',
    );
    const preview = await dialog.findByRole('status', { name: 'Import preview' });
    await expect(preview).toHaveTextContent('1 part to add, 1 refused');
    await expect(preview).toHaveTextContent('Line 3: length "abc" is not a number above 0');
    // The parts go to an order line of this order: the first unless another is picked.
    const line = await dialog.findByRole('combobox', { name: 'Order line the parts are cut for' });
    await expect(line).toHaveValue('ol1');
    await expect(within(line).queryByRole('option', { name: 'Another order' })).toBeNull();
    await userEvent.selectOptions(line, 'ol2');
    await userEvent.click(dialog.getByRole('button', { name: 'Import 1 parts' }));
    await waitFor(() => expect(inserted).toHaveLength(1));
    await expect(inserted[0]).toMatchObject({
      name: 'Shelf',
      length_mm: 880,
      width_mm: 540,
      quantity: 3,
      bom_id: 'b1',
      position: 3,
      order_line_id: 'ol2',
    });
  },
};

export const PartsByOrderLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Parts of SO-2026-0007 carcass' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(table).toHaveTextContent('Full-height back'));
    const filter = canvas.getByRole('combobox', { name: 'Filter by order line' });
    // The order's own lines are offered (not another order's), and parts with none.
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Kitchen base unit 600' })).toBeInTheDocument(),
    );
    await expect(within(filter).queryByRole('option', { name: 'Another order' })).toBeNull();
    await userEvent.selectOptions(filter, 'Two-door wardrobe');
    await waitFor(() => expect(table).not.toHaveTextContent('Full-height back'));
    await expect(table).toHaveTextContent('Side panel');
    await userEvent.selectOptions(filter, 'No order line');
    await waitFor(() => expect(table).not.toHaveTextContent('Side panel'));
    await expect(table).toHaveTextContent('Full-height back');
  },
};
