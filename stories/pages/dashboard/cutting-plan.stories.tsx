/**
 * The optimizer wired to a bill of material, on a small fake Supabase project (MSW) signed in as
 * the production lead: "Optimise" runs the engine's worker on the BOM's parts and the stock on hand,
 * shows the yield per material and saves the plans (or says how many sheets are missing and does
 * not); a saved plan's page shows its cuts in saw order and its labels, and is marked as cut.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardBomPage from '../../../src/pages/dashboard/bom.page';
import DashboardOptimizerPage from '../../../src/pages/dashboard/optimizer.page';
import {
  buildCuttingJob,
  planPayload,
  splitByMaterial,
  type OptimizerInput,
} from '../../../src/services/production';
import { optimizeCutting } from '../../../src/services/optimizer';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow, type FakeTables } from './fake-supabase';

const PARTS = [
  ['bp1', 'Side', 720, 560, 2],
  ['bp2', 'Bottom', 564, 560, 1],
  ['bp3', 'Shelf', 562, 540, 1],
] as const;

function optimizerInput(onHand: number): OptimizerInput {
  return {
    bom_id: 'b1',
    bom_name: 'SO-2026-0007 carcass',
    order_id: 'o1',
    order_number: 'SO-2026-0007',
    materials: [
      {
        processed_panel_id: 'pp1',
        code: 'PP-001',
        name: 'Oak on HDHMR 18 mm',
        sheet_length_mm: 2440,
        sheet_width_mm: 1220,
        thickness_mm: 18,
        grain: 'none',
        price_per_sheet: 2400,
        stock_item_id: 'si1',
        on_hand: onHand,
        offcuts: [],
        parts: PARTS.map(([id, name, length, width, quantity]) => ({
          id,
          name,
          length_mm: length,
          width_mm: width,
          quantity,
          grain_locked: false,
          band_l1_mm: id === 'bp1' ? 0.8 : 0,
          band_l2_mm: 0,
          band_w1_mm: 0,
          band_w2_mm: 0,
          band_l1: id === 'bp1' ? 'PVC 0.8 mm oak' : null,
          band_l2: null,
          band_w1: null,
          band_w2: null,
        })),
      },
    ],
  };
}

function bomTables(): FakeTables {
  return {
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
        part_lines: 3,
        part_count: 4,
        prepared_by_name: 'Rahul Verma',
        created_at: '2026-11-04T05:00:00Z',
      },
    ],
    bom_parts_list: PARTS.map(([id, name, length, width, quantity], index) => ({
      id,
      bom_id: 'b1',
      position: index + 1,
      name,
      processed_panel_id: 'pp1',
      length_mm: length,
      width_mm: width,
      quantity,
      grain_locked: false,
      edge_band_l1_id: null,
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
      edge_band_l1_name: null,
      edge_band_l2_name: null,
      edge_band_w1_name: null,
      edge_band_w2_name: null,
    })),
    processed_panels_list: [],
    edge_bands: [],
    cutting_plans: [],
  };
}

const saved: Record<string, unknown>[] = [];
const marked: Record<string, unknown>[] = [];

function BomRoute() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/bom', element: <DashboardBomPage /> },
        { path: '/dashboard/optimizer', element: <DashboardOptimizerPage /> },
      ],
      { initialEntries: ['/dashboard/bom?order=o1'] },
    ),
  );
  return <RouterProvider router={router} />;
}

function signInAsProduction() {
  saved.length = 0;
  marked.length = 0;
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's9' }),
  );
  const restore = switchToFakeSupabase();
  return () => {
    restore();
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  };
}

function bomHandlers(onHand: number) {
  return fakeSupabase(bomTables(), {
    rpc: {
      my_permissions: () => ['bom.edit', 'optimizer.run'],
      optimizer_input: () => optimizerInput(onHand),
      save_cutting_plans: (args) => {
        saved.push(args);
        return ['cp-new'];
      },
    },
  });
}

const meta = {
  title: 'Pages/Dashboard/CuttingPlan',
  component: BomRoute,
  parameters: { router: 'own', layout: 'padded' },
  beforeEach: signInAsProduction,
} satisfies Meta<typeof BomRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

async function runOptimizerDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByRole('table', { name: 'Parts of SO-2026-0007 carcass' }, { timeout: 8000 });
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Optimise' })).toBeEnabled(), {
    timeout: 8000,
  });
  await userEvent.click(canvas.getByRole('button', { name: 'Optimise' }));
  const dialog = within(await body.findByRole('dialog', { name: 'Optimise SO-2026-0007 carcass' }));
  const materials = await dialog.findByRole('table', { name: 'Materials to cut' }, { timeout: 8000 });
  await expect(materials).toHaveTextContent('PP-001 · Oak on HDHMR 18 mm (2440 × 1220 mm)');
  await userEvent.click(dialog.getByRole('button', { name: 'Run optimizer' }));
  const result = await dialog.findByRole('table', { name: 'Plan per material' }, { timeout: 20_000 });
  return { dialog, result };
}

export const OptimizeASmallBom: Story = {
  parameters: { msw: { handlers: bomHandlers(12) } },
  play: async ({ canvasElement }) => {
    const { dialog, result } = await runOptimizerDialog(canvasElement);
    const cells = within(within(result).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    // Four parts on one sheet: part area over sheet area. The side is banded on one long edge, so
    // it is cut 0.8 mm narrower: (2 × 720 × 559.2 + 564 × 560 + 562 × 540) / (2440 × 1220).
    await expect(cells.map((cell) => cell.textContent)).toEqual(['PP-001', '1', '0', '12', '0', '47.86%']);
    await userEvent.click(dialog.getByRole('button', { name: 'Save cutting plans' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const plans = saved[0]?.['p_plans'] as Record<string, unknown>[];
    await expect(plans).toHaveLength(1);
    await expect(plans[0]).toMatchObject({
      name: 'SO-2026-0007 PP-001',
      processed_panel_id: 'pp1',
      sheets_used: 1,
      yield_percent: 47.86,
    });
  },
};

export const SheetsMissing: Story = {
  parameters: { msw: { handlers: bomHandlers(0) } },
  play: async ({ canvasElement }) => {
    const { dialog } = await runOptimizerDialog(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'PP-001 needs 1 full sheets, 0 on hand: 1 missing',
    );
    await expect(dialog.getByRole('button', { name: 'Save cutting plans' })).toBeDisabled();
    await expect(saved).toHaveLength(0);
  },
};

function savedPlanRow(): FakeRow {
  const input = optimizerInput(12);
  const [plan] = splitByMaterial(input, optimizeCutting(buildCuttingJob(input), { timeLimitMs: 50 }));
  if (!plan) throw new Error('no plan');
  const payload = planPayload(input, plan);
  return {
    id: 'cp1',
    name: 'SO-2026-0007 PP-001',
    bom_id: 'b1',
    processed_panel_id: 'pp1',
    sheet_length_mm: 2440,
    sheet_width_mm: 1220,
    sheets_available: 12,
    status: 'optimised',
    sheets_used: plan.fullSheets,
    yield_percent: plan.yieldPercent,
    optimised_at: '2026-11-20T05:00:00Z',
    version: 1,
    result: payload['result'],
  };
}

function PlanRoute() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/optimizer', element: <DashboardOptimizerPage /> },
        { path: '/dashboard/bom', element: <p>Bill of material</p> },
      ],
      { initialEntries: ['/dashboard/optimizer?plan=cp1'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const planTables: FakeTables = { cutting_plans: [] };

export const PlanLabelsAndMarkAsCut: Story = {
  render: () => <PlanRoute />,
  parameters: {
    msw: {
      handlers: fakeSupabase(planTables, {
        rpc: {
          my_permissions: () => ['optimizer.run'],
          mark_cutting_plan_cut: (args, tables) => {
            marked.push(args);
            const row = tables['cutting_plans']?.find((p) => p['id'] === args['p_plan_id']);
            if (row) Object.assign(row, { status: 'cut', version: 2 });
            return { version: 2, offcuts: 2 };
          },
        },
      }),
    },
  },
  beforeEach: () => {
    planTables['cutting_plans'] = [savedPlanRow()];
    return signInAsProduction();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'SO-2026-0007 PP-001' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Plan figures')).toHaveTextContent('Yield47.86%');
    const cuts = canvas.getByRole('table', { name: 'Cuts of sheet 1' });
    const firstCut = within(within(cuts).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    await expect(firstCut[0]).toHaveTextContent('1');
    await expect(firstCut[4]).toHaveTextContent('Edge trim');
    const labels = canvas.getByRole('region', { name: 'Labels of SO-2026-0007 PP-001' });
    await expect(within(labels).getAllByRole('img', { name: /^QR code for / })).toHaveLength(4);
    await expect(
      within(labels).getAllByRole('article', { name: 'Label Side, SO-2026-0007' })[0],
    ).toHaveTextContent('L1 PVC 0.8 mm oak');

    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark as cut' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as cut' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Mark SO-2026-0007 PP-001 as cut?' }));
    const width = dialog.getByRole('spinbutton', { name: 'Smallest offcut width (mm)' });
    await userEvent.clear(width);
    await userEvent.type(width, '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as cut' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('At least 50 mm.');
    await expect(marked).toHaveLength(0);
    await userEvent.clear(width);
    await userEvent.type(width, '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as cut' }));
    await waitFor(() => expect(marked).toHaveLength(1));
    await expect(marked[0]).toEqual({
      p_plan_id: 'cp1',
      p_version: 1,
      p_min_length_mm: 300,
      p_min_width_mm: 150,
    });
    await waitFor(() => expect(canvas.getByLabelText('Status Cut')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(body.getAllByText('SO-2026-0007 PP-001 is cut')[0]).toBeVisible());
  },
};
