/**
 * dashboard/reports' production and stock tabs on a fake Supabase project (MSW) serving the read
 * models: the yield per material and the totals weighted by sheet area, consumption per month; then
 * the stock tab (in the URL) with the valuation at purchase price and the items to reorder.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardReportsPage from '../../../src/pages/dashboard/reports.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeTables } from './fake-supabase';

const yieldRow = (code: string, name: string, sheets: number, yieldPercent: number) => {
  const sheetArea = Math.round(sheets * 2.44 * 1.22 * 1000) / 1000;
  return {
    id: `pp-${code}`,
    processed_panel_id: `pp-${code}`,
    processed_panel_code: code,
    processed_panel_name: name,
    plans: 2,
    plans_cut: 1,
    sheets_used: sheets,
    sheets_cut: sheets - 1,
    parts: sheets * 6,
    sheet_area_m2: sheetArea,
    part_area_m2: Math.round(sheetArea * yieldPercent * 10) / 1000,
    yield_percent: yieldPercent,
    last_optimised_at: '2026-11-10T09:30:00Z',
  };
};

const level = (sku: string, name: string, onHand: number, reorder: number) => ({
  id: `si-${sku}`,
  stock_item_id: `si-${sku}`,
  sku,
  name,
  kind: 'hardware',
  unit: 'piece',
  location: 'Stores H1',
  reorder_level: reorder,
  reorder_quantity: reorder * 2,
  active: true,
  on_hand: onHand,
  below_reorder_level: onHand <= reorder,
  last_moved_at: '2026-11-15T09:30:00Z',
  last_unit_cost: 245,
  stock_value: onHand * 245,
});

function tables(): FakeTables {
  return {
    production_yield_by_material: [
      yieldRow('PP-001', 'Action Tesa 18 mm HDHMR, white suede both sides', 3, 80),
      yieldRow('PP-002', 'Century 18 mm BWP ply, walnut front', 1, 50),
    ],
    stock_consumption_by_month: [
      {
        month: '2026-10-01',
        item_kind: 'processed_panel',
        unit: 'sheet',
        quantity: 9,
        quantity_by_plans: 4,
        plans: 2,
        value: 45000,
      },
      {
        month: '2026-11-01',
        item_kind: 'processed_panel',
        unit: 'sheet',
        quantity: 5,
        quantity_by_plans: 5,
        plans: 1,
        value: 25000,
      },
      {
        month: '2026-11-01',
        item_kind: 'hardware',
        unit: 'piece',
        quantity: 12,
        quantity_by_plans: 0,
        plans: 0,
        value: 2940,
      },
    ],
    stock_valuation_by_kind: [
      { kind: 'processed_panel', items: 20, below_reorder_level: 0, stock_value: 250000.5 },
      { kind: 'hardware', items: 2, below_reorder_level: 1, stock_value: 12345.25 },
    ],
    stock_levels: [
      level('HW-HANDLE-160', 'Ebco profile handle 160 mm', 18, 60),
      level('HW-HINGE-110', 'Hettich Sensys hinge 110 degree', 80, 10),
    ],
    stock_movements_by_month: [
      { month: '2026-10-01', kind: 'purchase', movements: 3, value_in: 60000, value_out: 0 },
      { month: '2026-10-01', kind: 'consumption', movements: 5, value_in: 0, value_out: 45000 },
      { month: '2026-11-01', kind: 'consumption', movements: 4, value_in: 0, value_out: 27940 },
      { month: '2026-11-01', kind: 'adjustment', movements: 1, value_in: 0, value_out: 245 },
    ],
  };
}

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function ReportsRoute() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/dashboard/reports',
          element: (
            <>
              <DashboardReportsPage />
              <Probe />
            </>
          ),
        },
      ],
      { initialEntries: ['/dashboard/reports?tab=production'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/ReportsProductionStock',
  component: ReportsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    // Production holds no CRM permission: the CRM tab is not offered.
    msw: { handlers: fakeSupabase(tables(), { rpc: { my_permissions: () => ['bom.edit'] } }) },
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
} satisfies Meta<typeof ReportsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductionThenStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Production' }, { timeout: 8000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tab', { name: 'CRM' })).toBeNull();

    // Four sheets over two materials: (3 x 80 % + 1 x 50 %) / 4 = 72.5 % by sheet area.
    const materials = await canvas.findByRole('table', { name: 'Yield per material' }, { timeout: 8000 });
    await waitFor(() => expect(canvas.getByTestId('stat-Yield')).toHaveTextContent('72.5 %'));
    await expect(canvas.getByTestId('stat-Sheets used')).toHaveTextContent('4');
    await expect(canvas.getByTestId('stat-Sheets cut')).toHaveTextContent('2');
    await expect(within(materials).getByRole('row', { name: /PP-001/ })).toHaveTextContent(/80 %/);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    const months = canvas.getByRole('list', { name: 'Consumption per month' });
    await expect(within(months).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(months).getAllByRole('listitem')[1]).toHaveTextContent(
      /Nov 2026: ₹27,940\s*\(5 sheets drawn, 5 by cutting plans\)/,
    );

    // The stock tab: the URL says so, and the stock is valued at purchase price.
    await userEvent.click(canvas.getByRole('tab', { name: 'Stock' }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/reports?tab=stock'),
    );
    await waitFor(() => expect(canvas.getByTestId('stat-Stock value')).toHaveTextContent('₹2,62,346'));
    const valuation = canvas.getByRole('table', { name: 'Stock valuation per kind' });
    await expect(within(valuation).getByRole('row', { name: /All stock/ })).toHaveTextContent(
      /All stock\s*22\s*1\s*₹2,62,345\.75/,
    );
    await expect(within(valuation).getByRole('link', { name: 'Hardware' })).toHaveAttribute(
      'href',
      '/dashboard/stocks?kind=hardware',
    );
    const reorder = canvas.getByRole('table', { name: 'Items below reorder level' });
    await expect(within(reorder).getByRole('link', { name: 'Ebco profile handle 160 mm' })).toBeVisible();
    await expect(within(reorder).queryByText('Hettich Sensys hinge 110 degree')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Movements per month' })).toHaveTextContent(
      /Oct 2026: ₹60,000 in, ₹45,000 out\s*\(3 purchase, 5 consumption\)/,
    );
  },
};
