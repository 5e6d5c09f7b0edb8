/**
 * dashboard/campaigns on a small fake Supabase project (MSW), signed in as a sales manager: create
 * a campaign with an agent and a duplicate rule; open a campaign and import a small CSV with one
 * repeated phone and one bad row, and read the counts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardCampaignsPage from '../../../src/pages/dashboard/campaigns.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const STAGES: FakeRow[] = [
  { id: 'st1', name: 'New', colour: '#3b82f6', position: 1, is_closed: false, is_won: false, version: 1 },
  {
    id: 'st2',
    name: 'Contacted',
    colour: '#06b6d4',
    position: 2,
    is_closed: false,
    is_won: false,
    version: 1,
  },
  { id: 'st3', name: 'Won', colour: '#16a34a', position: 3, is_closed: true, is_won: true, version: 1 },
];

const summary = (id: string, name: string, values: Partial<FakeRow> = {}): FakeRow => ({
  id,
  name,
  pipeline: 'Kitchens',
  owner_id: 'p1',
  owner_name: 'Vikram Singh',
  priority: 'medium',
  duplicate_lead_policy: 'skip',
  status: 'active',
  start_date: '2026-06-05',
  end_date: '2026-06-07',
  budget: 180000,
  description: 'Stall at the Palace Grounds home expo',
  version: 1,
  agent_ids: ['p2'],
  agent_names: ['Nisha Bhat'],
  lead_count: 12,
  won_count: 2,
  stage_counts: { st1: 6, st2: 4, st3: 2 },
  ...values,
});

const summaries: FakeRow[] = [];
const campaigns: FakeRow[] = [];
const imported: FakeRow[][] = [];

function reset() {
  summaries.splice(0, summaries.length, summary('c1', 'Modular Kitchen Expo Bengaluru'));
  campaigns.splice(0, campaigns.length, {
    id: 'c1',
    name: 'Modular Kitchen Expo Bengaluru',
    status: 'active',
  });
  imported.splice(0, imported.length);
}

const lastTen = (phone: unknown) =>
  String(phone ?? '')
    .replace(/\D/g, '')
    .slice(-10);

function CampaignsRoute({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/dashboard/campaigns', element: <DashboardCampaignsPage /> },
        { path: '/dashboard/leads', element: <p>Leads list</p> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Campaigns',
  component: CampaignsRoute,
  args: { path: '/dashboard/campaigns' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          campaign_summaries: summaries,
          campaigns,
          lead_stages: STAGES,
          sales_users: [
            { id: 'p1', name: 'Vikram Singh', email: 'vikram.singh@fpw.in' },
            { id: 'p2', name: 'Nisha Bhat', email: 'nisha.bhat@fpw.in' },
            { id: 'p3', name: 'Rohan Mehta', email: 'rohan.mehta@fpw.in' },
          ],
        },
        {
          rpc: {
            my_permissions: () => ['leads.view', 'leads.import', 'campaigns.manage'],
            // One call saves the campaign and its agents (one transaction in SQL).
            save_campaign: (args) => {
              // As the SQL does: empty text is null.
              const values = Object.fromEntries(
                Object.entries(args['p_values'] as FakeRow).map(([key, value]) => [
                  key,
                  value === '' ? null : value,
                ]),
              );
              const agents = (args['p_agent_ids'] as string[]) ?? [];
              const id = `c${summaries.length + 1}`;
              const row = summary(id, String(values['name']), {
                ...values,
                owner_name: null,
                agent_ids: agents,
                agent_names: agents.map((a) => (a === 'p2' ? 'Nisha Bhat' : a === 'p3' ? 'Rohan Mehta' : a)),
                lead_count: 0,
                won_count: 0,
                stage_counts: {},
              });
              summaries.push(row);
              campaigns.push({ id, name: row['name'], status: row['status'] });
              return { id, name: row['name'], version: 1 };
            },
            // The duplicate rule "reject", on phones' last 10 digits within the file.
            import_leads: (args) => {
              const rows = args['p_rows'] as FakeRow[];
              imported.push(rows);
              const seen = new Map<string, number>();
              const duplicateRows: { row: number; reason: string }[] = [];
              for (const row of rows) {
                const key = lastTen(row['phone']);
                const first = seen.get(key);
                if (first !== undefined)
                  duplicateRows.push({
                    row: Number(row['row']),
                    reason: `Duplicate of row ${first} in this file`,
                  });
                else seen.set(key, Number(row['row']));
              }
              return {
                imported: rows.length - duplicateRows.length,
                merged: 0,
                duplicates: duplicateRows.length,
                rejected: 0,
                rejected_rows: [],
                duplicate_rows: duplicateRows,
              };
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    reset();
    window.localStorage.removeItem('fpw.leadImport.mapping');
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 'p1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof CampaignsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreateACampaign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Campaigns' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('Modular Kitchen Expo Bengaluru'));
    await expect(within(table).getByRole('img', { name: 'New 6, Contacted 4, Won 2' })).toBeVisible();

    // The button is replaced once the permissions arrive: ask for it again until it is enabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New campaign' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'New campaign' }));
    const form = within(await body.findByRole('form', { name: 'New campaign' }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Year-end wardrobes');
    await userEvent.type(form.getByRole('textbox', { name: /Pipeline/ }), 'Residential');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Duplicate leads/ }), 'merge');
    await userEvent.click(form.getByRole('checkbox', { name: 'Rohan Mehta' }));
    await userEvent.click(form.getByRole('button', { name: 'Create campaign' }));

    // The toast is judged once it has slid in.
    await waitFor(() => expect(body.getByText('Year-end wardrobes created')).toBeVisible(), {
      timeout: 8000,
    });
    const drawer = within(await body.findByRole('dialog', { name: 'Year-end wardrobes' }, { timeout: 8000 }));
    await expect(drawer.getByText('Merge into the existing lead')).toBeVisible();
    await expect(drawer.getByText('Rohan Mehta')).toBeVisible();
    await expect(summaries.at(-1)).toMatchObject({ duplicate_lead_policy: 'merge', agent_ids: ['p3'] });
  },
};

const SMALL_CSV = [
  '\uFEFFName,Mobile,Email',
  'Asha Verma,98450 11111,asha.verma@example.com',
  'Ravi Iyer,9845022222,"ravi.iyer@example.com"',
  'Asha V.,+91 98450 11111,',
  'Bad Row,12345,',
].join('\r\n');

export const ImportASmallCsv: Story = {
  args: { path: '/dashboard/campaigns?id=c1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(
      await body.findByRole('dialog', { name: 'Modular Kitchen Expo Bengaluru' }, { timeout: 8000 }),
    );
    await expect(await drawer.findByRole('link', { name: /^Contacted\s*4 leads$/ })).toHaveAttribute(
      'href',
      '/dashboard/leads?campaign=c1&stage=st2',
    );
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Import leads' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(drawer.getByRole('button', { name: 'Import leads' }));
    const wizard = within(await body.findByRole('dialog', { name: 'Import leads' }));
    await waitFor(() => expect(wizard.getByRole('combobox', { name: /Campaign/ })).toHaveValue('c1'));
    await userEvent.upload(
      wizard.getByLabelText(/CSV file/),
      new File([SMALL_CSV], 'small.csv', { type: 'text/csv' }),
    );
    await expect(await wizard.findByText('small.csv: 4 rows, 3 columns.')).toBeVisible();
    await userEvent.click(wizard.getByRole('button', { name: 'Next: map columns' }));
    await expect(wizard.getByRole('combobox', { name: 'Phone' })).toHaveValue('Mobile');
    await userEvent.click(wizard.getByRole('button', { name: 'Next: check the rows' }));

    const preview = within(wizard.getByRole('table', { name: 'First rows of the file' }));
    await expect(preview.getByText('Repeats row 2')).toBeVisible();
    await expect(preview.getByText(/10-digit Indian mobile/)).toBeVisible();
    await userEvent.click(wizard.getByRole('button', { name: 'Import 3 rows' }));

    await expect(
      await wizard.findByText(
        'Import finished: 2 imported, 0 merged, 1 duplicates, 1 rejected.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(wizard.getByRole('list', { name: 'Rejected rows' })).toHaveTextContent('Row 5');
    await expect(wizard.getByRole('button', { name: 'Download rejected rows' })).toBeVisible();
    await expect(imported[0]?.map((row) => row['phone'])).toEqual([
      '+91 9845011111',
      '+91 9845022222',
      '+91 9845011111',
    ]);
  },
};

async function openImportWizard(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = within(
    await body.findByRole('dialog', { name: 'Modular Kitchen Expo Bengaluru' }, { timeout: 8000 }),
  );
  await waitFor(() => expect(drawer.getByRole('button', { name: 'Import leads' })).toBeEnabled(), {
    timeout: 8000,
  });
  await userEvent.click(drawer.getByRole('button', { name: 'Import leads' }));
  return within(await body.findByRole('dialog', { name: 'Import leads' }));
}

/** "José Müller" saved by Excel on Windows (Windows-1252): read as such, and the page says so. */
const WINDOWS_1252_CSV = new Uint8Array([
  ...new TextEncoder().encode('Name,Mobile\r\nJos'),
  0xe9,
  0x20,
  0x4d,
  0xfc,
  ...new TextEncoder().encode('ller,(+91) 98450 123 04\r\n'),
]);

export const ImportAWindows1252Csv: Story = {
  args: { path: '/dashboard/campaigns?id=c1' },
  play: async ({ canvasElement }) => {
    const wizard = await openImportWizard(canvasElement);
    await userEvent.upload(
      wizard.getByLabelText(/CSV file/),
      new File([WINDOWS_1252_CSV], 'excel.csv', { type: 'text/csv' }),
    );
    await expect(await wizard.findByText('excel.csv: 1 rows, 2 columns.')).toBeVisible();
    await expect(wizard.getByText(/not UTF-8; it was read as Windows-1252/)).toBeVisible();
    await userEvent.click(wizard.getByRole('button', { name: 'Next: map columns' }));
    await userEvent.click(wizard.getByRole('button', { name: 'Next: check the rows' }));
    const preview = within(wizard.getByRole('table', { name: 'First rows of the file' }));
    await expect(preview.getByText('José Müller')).toBeVisible();
  },
};

export const RefuseACsvOver20Mb: Story = {
  args: { path: '/dashboard/campaigns?id=c1' },
  play: async ({ canvasElement }) => {
    const wizard = await openImportWizard(canvasElement);
    await userEvent.upload(
      wizard.getByLabelText(/CSV file/),
      new File([new Uint8Array(21 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' }),
    );
    await expect(await wizard.findByText(/files over 20 MB are not imported/)).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next: map columns' })).toBeDisabled();
  },
};
