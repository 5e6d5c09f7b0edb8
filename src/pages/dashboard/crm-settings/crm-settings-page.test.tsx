// CRM settings in jsdom on the stories' fake Supabase (MSW in node): the stages and statuses in
// their order, the refusal that says how many leads use a stage, a template's live preview, the
// designations; and, without crm_settings.manage, a page to read with the reason and no controls.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-page';
import DashboardCrmSettingsPage from '@/pages/dashboard/crm-settings.page';
import { SESSION_STORAGE_KEY } from '@/services/auth';
import {
  FakeRpcRefusal,
  fakeSupabase,
  switchToFakeSupabase,
  type FakeTables,
} from '../../../../stories/pages/dashboard/fake-supabase';

const tables: FakeTables = {};
let codes = ['leads.view', 'crm_settings.manage'];

const server = setupServer(
  ...fakeSupabase(tables, {
    rpc: {
      my_permissions: () => codes,
      delete_lead_stage: () => {
        throw new FakeRpcRefusal('P0001', '80 leads use this stage: move them to another stage first');
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
  codes = ['leads.view', 'crm_settings.manage'];
  for (const key of Object.keys(tables)) delete tables[key];
  Object.assign(tables, {
    lead_stages: [
      {
        id: 'st2',
        name: 'Contacted',
        colour: '#06b6d4',
        position: 2,
        is_closed: false,
        is_won: false,
        version: 1,
      },
      { id: 'st1', name: 'New', colour: '#3b82f6', position: 1, is_closed: false, is_won: false, version: 1 },
    ],
    lead_statuses: [{ id: 'ls1', name: 'Hot', colour: '#dc2626', position: 1, version: 1 }],
    message_templates: [
      {
        id: 'mt1',
        kind: 'whatsapp',
        name: 'First reply',
        subject: null,
        body: 'Hello {name}, this is {owner}.',
        active: true,
        position: 1,
        version: 1,
      },
    ],
    staff_designation_counts: [{ designation: 'sales', staff_count: 5 }],
  });
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 'p1' }),
  );
  restoreBackend = switchToFakeSupabase();
});

afterEach(() => {
  cleanup();
  restoreBackend();
});

afterAll(() => {
  server.close();
});

const show = () => renderPage('/dashboard/crm-settings', <DashboardCrmSettingsPage />);

describe('CRM settings page', () => {
  it('lists stages in order and says how many leads keep a stage', async () => {
    show();
    await screen.findByRole('button', { name: 'Move Contacted' }, { timeout: 5000 });
    const stages = screen.getByRole('list', { name: 'Lead stages' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New', 'Contacted']);
    expect(screen.getByRole('table', { name: 'Designations in use' }).textContent).toContain('Sales5');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Contacted' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the stage “Contacted”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await within(confirm).findByText('80 leads use this stage: move them to another stage first');
  }, 30_000);

  it('previews a template as it is typed', async () => {
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit template First reply' }, { timeout: 5000 }),
    );
    const form = await screen.findByRole('form', { name: 'Edit template First reply' });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('Hello Priya Sharma, this is Asha Rao.');
    const message = within(form).getByRole('textbox', { name: /Message/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Hi {{company}');
    await waitFor(() => expect(preview.textContent).toContain('Hi Sharma Interiors'));
  }, 30_000);

  it('lets someone without crm_settings.manage read, with the reason and no controls', async () => {
    codes = ['leads.view'];
    show();
    await screen.findByText(/crm_settings\.manage/, {}, { timeout: 5000 });
    await screen.findByRole('list', { name: 'Lead stages' });
    expect(screen.queryByRole('button', { name: 'Move Contacted' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Contacted' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add stage/ })).toBeNull();
  }, 30_000);
});
