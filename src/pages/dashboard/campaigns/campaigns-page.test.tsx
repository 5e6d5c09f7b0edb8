// The campaigns page in jsdom on the stories' fake Supabase (MSW in node), as the sales manager: a
// campaign's drawer opened from the URL shows its funnel linked to the filtered leads list, and the
// import wizard reads a small CSV (BOM, a repeated phone, a bad row) through to the result counts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-page';
import DashboardCampaignsPage from '@/pages/dashboard/campaigns.page';
import { SESSION_STORAGE_KEY } from '@/services/auth';
import {
  fakeSupabase,
  switchToFakeSupabase,
  type FakeRow,
  type FakeTables,
} from '../../../../stories/pages/dashboard/fake-supabase';

const tables: FakeTables = {};
const sent: FakeRow[][] = [];

const CAMPAIGN: FakeRow = {
  id: 'c1',
  name: 'Modular Kitchen Expo Bengaluru',
  pipeline: 'Kitchens',
  owner_id: 'p1',
  owner_name: 'Vikram Singh',
  priority: 'medium',
  duplicate_lead_policy: 'skip',
  status: 'active',
  start_date: '2026-06-05',
  end_date: '2026-06-07',
  budget: 180000,
  description: null,
  version: 1,
  agent_ids: ['p2'],
  agent_names: ['Nisha Bhat'],
  lead_count: 10,
  won_count: 0,
  stage_counts: { st1: 6, st2: 4 },
};

const server = setupServer(
  ...fakeSupabase(tables, {
    rpc: {
      my_permissions: () => ['leads.view', 'leads.import', 'campaigns.manage'],
      save_campaign: (args) => {
        // As the SQL does: empty text is null.
        const values = Object.fromEntries(
          Object.entries(args['p_values'] as FakeRow).map(([key, value]) => [
            key,
            value === '' ? null : value,
          ]),
        );
        const row: FakeRow = {
          ...CAMPAIGN,
          ...values,
          id: 'c2',
          agent_ids: args['p_agent_ids'],
          agent_names: ['Vikram Singh'],
          lead_count: 0,
          stage_counts: {},
        };
        tables['campaign_summaries']?.push(row);
        return { id: 'c2', name: row['name'], version: 1 };
      },
      import_leads: (args) => {
        const rows = args['p_rows'] as FakeRow[];
        sent.push(rows);
        return {
          imported: rows.length - 1,
          merged: 0,
          duplicates: 1,
          rejected: 0,
          rejected_rows: [],
          duplicate_rows: [{ row: 4, reason: 'Duplicate of row 2 in this file' }],
        };
      },
    },
  }),
);

let restoreBackend: () => void = () => undefined;

beforeAll(() => {
  Element.prototype.scrollTo = () => undefined;
  server.listen();
});

beforeEach(() => {
  for (const key of Object.keys(tables)) delete tables[key];
  Object.assign(tables, {
    campaign_summaries: [{ ...CAMPAIGN }],
    campaigns: [{ id: 'c1', name: CAMPAIGN['name'], status: 'active' }],
    lead_stages: [
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
    ],
    sales_users: [{ id: 'p1', name: 'Vikram Singh', email: 'vikram.singh@fpw.in' }],
  });
  sent.length = 0;
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 'p1' }),
  );
  restoreBackend = switchToFakeSupabase();
});

afterEach(() => {
  cleanup();
  restoreBackend();
  server.resetHandlers();
});

afterAll(() => {
  server.close();
});

const show = (path: string) => renderPage(path, <DashboardCampaignsPage />);

const CSV = [
  '\uFEFFName,Mobile',
  'Asha Verma,98450 11111',
  'Ravi Iyer,9845022222',
  'Asha V.,+91 98450 11111',
  'Bad Row,12345',
].join('\r\n');

describe('campaigns page', () => {
  it('opens a campaign from the URL with its funnel and imports a small CSV', async () => {
    show('/dashboard/campaigns?id=c1');
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Modular Kitchen Expo Bengaluru' },
      { timeout: 5000 },
    );
    const contacted = await within(drawer).findByRole('link', { name: /^Contacted\s*4 leads$/ });
    expect(contacted.getAttribute('href')).toBe('/dashboard/leads?campaign=c1&stage=st2');

    await waitFor(
      () =>
        expect(within(drawer).getByRole<HTMLButtonElement>('button', { name: 'Import leads' }).disabled).toBe(
          false,
        ),
      {
        timeout: 5000,
      },
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Import leads' }));
    const wizard = await screen.findByRole('dialog', { name: 'Import leads' });
    await waitFor(() =>
      expect(within(wizard).getByRole<HTMLSelectElement>('combobox', { name: /Campaign/ }).value).toBe('c1'),
    );
    await userEvent.upload(
      within(wizard).getByLabelText(/CSV file/),
      new File([CSV], 'small.csv', { type: 'text/csv' }),
    );
    await within(wizard).findByText('small.csv: 4 rows, 2 columns.');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next: map columns' }));
    expect(within(wizard).getByRole<HTMLSelectElement>('combobox', { name: 'Phone' }).value).toBe('Mobile');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next: check the rows' }));
    expect(within(wizard).getByText('Repeats row 2')).toBeTruthy();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Import 3 rows' }));
    await within(wizard).findByText('Import finished: 2 imported, 0 merged, 1 duplicates, 1 rejected.');
    expect(sent[0]?.map((row) => row['phone'])).toEqual([
      '+91 9845011111',
      '+91 9845022222',
      '+91 9845011111',
    ]);
  }, 30_000);

  it('creates a campaign with an agent and a duplicate rule, then shows it', async () => {
    show('/dashboard/campaigns');
    await screen.findByRole('table', { name: 'Campaigns' }, { timeout: 5000 });
    await waitFor(
      () =>
        expect(screen.getByRole<HTMLButtonElement>('button', { name: 'New campaign' }).disabled).toBe(false),
      {
        timeout: 5000,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    const form = within(await screen.findByRole('form', { name: 'New campaign' }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Year-end wardrobes');
    await userEvent.type(form.getByRole('textbox', { name: /Pipeline/ }), 'Residential');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Duplicate leads/ }), 'merge');
    await userEvent.click(form.getByRole('checkbox', { name: 'Vikram Singh' }));
    await userEvent.click(form.getByRole('button', { name: 'Create campaign' }));
    const drawer = await screen.findByRole('dialog', { name: 'Year-end wardrobes' }, { timeout: 5000 });
    await within(drawer).findByText('Merge into the existing lead');
    expect(tables['campaign_summaries']?.at(-1)).toMatchObject({
      duplicate_lead_policy: 'merge',
      agent_ids: ['p1'],
    });
  }, 30_000);
});
