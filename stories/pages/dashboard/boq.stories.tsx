/**
 * The BOQ page on a small fake Supabase project (MSW), signed in as the sales manager: a negative
 * quantity typed in a cell is refused beside it and nothing is sent; a line a sent quotation uses
 * is read-only and says which quotation; the totals come from boq_totals; quick edits of one line
 * both save; a rate typed and straight away quoted is saved before the quotation is asked for.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardBoqPage from '../../../src/pages/dashboard/boq.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const PROJECT = '0b6c3f4e-1a2b-4c3d-8e9f-000000000001';

const line = (n: number, over: Partial<FakeRow> = {}): FakeRow => ({
  id: `0b6c3f4e-1a2b-4c3d-8e9f-1000000000${String(n).padStart(2, '0')}`,
  project_id: PROJECT,
  room: 'Kitchen',
  position: n,
  item_code: `KIT-0${n}`,
  trade_category: 'Carpentry',
  item_type: 'production',
  description: `Kitchen unit ${n}`,
  length_mm: 3000,
  breadth_mm: 600,
  height_mm: 900,
  quantity: 10,
  unit: 'rft',
  client_rate: 7800,
  budget_rate: 6093.75,
  hsn: '9403',
  gst_rate: 18,
  discount_percent: 0,
  status: 'draft',
  notes: null,
  client_amount: 78000,
  budget_amount: 60937.5,
  locked_by_quotation_id: null,
  locked_by_reference: null,
  locked_by_status: null,
  version: 1,
  ...over,
});

const lines: FakeRow[] = [];
const patches: FakeRow[] = [];

const projects: FakeRow[] = [
  { id: PROJECT, code: 'PRJ-2026-0012', name: 'Sharma residence', client_name: 'Anil Sharma' },
];

function Page({ search }: { search: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/boq', element: <DashboardBoqPage /> },
        { path: '/dashboard/quotation', element: <p>Quotation opened</p> },
      ],
      {
        initialEntries: [`/dashboard/boq${search}`],
      },
    ),
  );
  return <RouterProvider router={router} />;
}

const boqHandlers = fakeSupabase(
  { boq_lines: lines, projects_list: projects },
  {
    rpc: {
      my_permissions: () => ['boq.edit', 'proposal.create', 'proposal.send', 'proposal.approve'],
      boq_totals: () => ({
        line_count: 2,
        client_amount: 156000,
        budget_amount: 121875,
        margin_amount: 34125,
        margin_percent: 21.88,
        rooms: [
          {
            room: 'Kitchen',
            line_count: 2,
            client_amount: 156000,
            budget_amount: 121875,
            margin_amount: 34125,
            margin_percent: 21.88,
          },
        ],
      }),
    },
    refuse: (table, row) => {
      if (table === 'boq_items') patches.push(row);
      return null;
    },
  },
);

const meta = {
  title: 'Pages/Dashboard/BOQ',
  component: Page,
  args: { search: `?project=${PROJECT}` },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: boqHandlers,
    },
  },
  beforeEach: () => {
    lines.splice(
      0,
      lines.length,
      line(1),
      line(2, {
        locked_by_quotation_id: '0b6c3f4e-1a2b-4c3d-8e9f-200000000001',
        locked_by_reference: 'QT-2026-0007',
        locked_by_status: 'sent',
      }),
    );
    patches.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's2' }),
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

export const NegativeQuantityRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: 'BOQ lines of Kitchen' }, { timeout: 8000 });
    await expect(
      await canvas.findByRole('group', { name: 'Project totals' }, { timeout: 8000 }),
    ).toHaveTextContent('₹1,56,000.00');
    const quantity = within(grid).getByRole('textbox', { name: 'Quantity of KIT-01' });
    // Editable once the permissions have arrived.
    await waitFor(() => expect(quantity).not.toHaveAttribute('readonly'), { timeout: 8000 });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-3');
    await userEvent.tab();
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    await expect(quantity).toHaveAccessibleDescription('Quantity must be a number above 0.');
    // What was typed stays, and nothing went to the database.
    await expect(quantity).toHaveValue('-3');
    await expect(patches).toHaveLength(0);
  },
};

export const LockedLineSaysWhichQuotation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: 'BOQ lines of Kitchen' }, { timeout: 8000 });
    await expect(grid).toHaveTextContent('Used by QT-2026-0007 (sent)');
    await waitFor(() => expect(within(grid).getByRole('button', { name: 'Delete KIT-01' })).toBeEnabled(), {
      timeout: 8000,
    });
    const code = within(grid).getByRole('textbox', { name: 'Item code of KIT-02' });
    await expect(code).toHaveAttribute('readonly');
    await expect(code).toHaveAccessibleDescription('Used by QT-2026-0007 (sent)');
    await expect(within(grid).queryByRole('button', { name: 'Delete KIT-02' })).toBeNull();
    // Arrow down moves to the same column of the next row.
    await userEvent.click(within(grid).getByRole('textbox', { name: 'Description of KIT-01' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(grid).getByRole('textbox', { name: 'Description of KIT-02' })).toHaveFocus();
  },
};

export const PickAProject: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Project' }, { timeout: 8000 })).toBeEnabled();
  },
};

/**
 * Two cells of one line left in quick succession, on a slow network: the second save waits for the first
 * and goes with the version it returned, so it is not refused as somebody else's change.
 */
const savedKit01: { version: number; changes: FakeRow[] } = { version: 1, changes: [] };

export const QuickEditsOfOneLineBothSave: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(/\/rest\/v1\/boq_items/, async ({ request }) => {
          await delay(400);
          const expected = Number(/version=eq\.(\d+)/.exec(request.url)?.[1]);
          if (expected !== savedKit01.version) return HttpResponse.json([]);
          const changes = (await request.json()) as FakeRow;
          savedKit01.version += 1;
          savedKit01.changes.push(changes);
          return HttpResponse.json([{ ...line(1), ...changes, version: savedKit01.version }]);
        }),
        http.get(/\/rest\/v1\/boq_items/, () => HttpResponse.json([{ version: savedKit01.version }])),
        ...boqHandlers,
      ],
    },
  },
  beforeEach: () => {
    savedKit01.version = 1;
    savedKit01.changes.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: 'BOQ lines of Kitchen' }, { timeout: 8000 });
    const quantity = within(grid).getByRole('textbox', { name: 'Quantity of KIT-01' });
    await waitFor(() => expect(quantity).not.toHaveAttribute('readonly'), { timeout: 8000 });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.tab();
    const rate = within(grid).getByRole('textbox', { name: 'Client rate of KIT-01' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '8100');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(savedKit01.changes).toHaveLength(2), { timeout: 8000 });
    await expect(savedKit01.changes[0]).toMatchObject({ quantity: 12, version: 2 });
    await expect(savedKit01.changes[1]).toMatchObject({ client_rate: 8100, version: 3 });
    await expect(
      within(canvasElement.ownerDocument.body).queryByText(/was changed by someone else/),
    ).toBeNull();
  },
};

/**
 * A budget rate typed and straight away quoted, on a slow network: the quotation is asked for only
 * once the rate's save is in, so the quotation prices the rate typed and not the one before it.
 */
const quotedAfter: string[] = [];

export const QuotationWaitsForTheLastSave: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(/\/rest\/v1\/boq_items/, async ({ request }) => {
          await delay(400);
          const changes = (await request.json()) as FakeRow;
          quotedAfter.push('saved');
          return HttpResponse.json([{ ...line(1), ...changes, version: 2 }]);
        }),
        http.post(/\/rest\/v1\/rpc\/create_quotation_from_boq_lines/, () => {
          quotedAfter.push('quoted');
          return HttpResponse.json('0b6c3f4e-1a2b-4c3d-8e9f-300000000001');
        }),
        ...boqHandlers,
      ],
    },
  },
  beforeEach: () => {
    quotedAfter.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = await canvas.findByRole('table', { name: 'BOQ lines of Kitchen' }, { timeout: 8000 });
    const budget = within(grid).getByRole('textbox', { name: 'Budget rate of KIT-01' });
    await waitFor(() => expect(budget).not.toHaveAttribute('readonly'), { timeout: 8000 });
    await userEvent.clear(budget);
    await userEvent.type(budget, '6500');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select KIT-01' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create quotation' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Create quotation from 1 line' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create quotation' }));
    await waitFor(() => expect(quotedAfter).toEqual(['saved', 'quoted']), { timeout: 8000 });
    await expect(await canvas.findByText('Quotation opened')).toBeInTheDocument();
  },
};
