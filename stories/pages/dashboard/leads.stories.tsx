/**
 * dashboard/leads on a small fake Supabase project (MSW), signed in as a sales executive: the list
 * as the URL asks for it, logging a follow-up through the lead drawer (the timeline shows it), a
 * next follow-up in the past refused before anything is sent, and someone else's lead by URL.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { LeadsPage } from '../../../src/pages/dashboard/leads.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, FakeRpcRefusal, switchToFakeSupabase, type FakeRow } from './fake-supabase';

/** The stories' clock: Saturday 21 November 2026, 10:00 in the browser's time zone. */
const NOW = new Date(2026, 10, 21, 10, 0);
/** Lead ids look like the database's (the page treats anything else as no lead at all). */
const L1 = 'a11d0000-0000-4000-8000-000000000001';
const L2 = 'a11d0000-0000-4000-8000-000000000002';

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
  {
    id: 'st3',
    name: 'Site visit',
    colour: '#f59e0b',
    position: 3,
    is_closed: false,
    is_won: false,
    version: 1,
  },
];
const STATUSES: FakeRow[] = [
  { id: 'ss1', name: 'Hot', colour: '#dc2626', position: 1, version: 1 },
  { id: 'ss2', name: 'Warm', colour: '#f59e0b', position: 2, version: 1 },
];

const lead = (id: string, name: string, values: Partial<FakeRow> = {}): FakeRow => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
  phone: '+91 9845011111',
  company_name: null,
  address: 'Flat 12, Brigade Meadows',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560082',
  source: 'referral',
  campaign_id: 'c1',
  owner_id: 'p1',
  stage_id: 'st1',
  status_id: 'ss2',
  next_follow_up_at: '2026-11-20T05:30:00.000Z',
  interest: 'Modular kitchen',
  estimated_value: 450000,
  notes: null,
  created_at: '2026-11-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
  version: 1,
  owner_name: 'Asha Rao',
  campaign_name: 'Diwali Home Makeover 2026',
  stage_name: 'New',
  stage_colour: '#3b82f6',
  stage_position: 1,
  status_name: 'Warm',
  status_colour: '#f59e0b',
  last_follow_up_at: null,
  follow_up_count: 0,
  ...values,
});

const leadsList: FakeRow[] = [];
const followUps: FakeRow[] = [];
const logged: FakeRow[] = [];

function reset() {
  leadsList.splice(
    0,
    leadsList.length,
    lead(L1, 'Riya Shah'),
    lead(L2, 'Kabir Anand', {
      stage_id: 'st2',
      stage_name: 'Contacted',
      stage_colour: '#06b6d4',
      stage_position: 2,
      phone: '+91 9900022222',
      next_follow_up_at: null,
    }),
  );
  followUps.splice(0, followUps.length, {
    id: 'f1',
    lead_id: L2,
    follow_up_at: '2026-11-18T06:00:00.000Z',
    stage_id: 'st2',
    status_id: 'ss2',
    comment: 'Called, shared the catalogue on WhatsApp',
    by_staff_id: 'p1',
    by_name: 'Asha Rao',
    stage_name: 'Contacted',
    stage_colour: '#06b6d4',
    status_name: 'Warm',
    status_colour: '#f59e0b',
  });
  logged.splice(0, logged.length);
}

function LeadsRoute({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/leads', element: <LeadsPage now={() => NOW} /> }], {
      initialEntries: [path],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Leads',
  component: LeadsRoute,
  args: { path: '/dashboard/leads' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          leads_list: leadsList,
          lead_follow_ups_list: followUps,
          lead_stages: STAGES,
          lead_statuses: STATUSES,
          campaigns: [{ id: 'c1', name: 'Diwali Home Makeover 2026', status: 'active' }],
          sales_users: [
            { id: 'p1', name: 'Asha Rao', email: 'asha.rao@fpw.in' },
            { id: 'p2', name: 'Nisha Bhat', email: 'nisha.bhat@fpw.in' },
          ],
          message_templates: [
            {
              id: 't1',
              kind: 'whatsapp',
              name: 'Introduction',
              subject: null,
              body: 'Namaste {name}, this is {owner} from Fine Panel Works.',
              active: true,
              position: 1,
              version: 1,
            },
            {
              id: 't2',
              kind: 'email',
              name: 'Introduction',
              subject: 'Interiors for {name}',
              body: 'Dear {name},\nRegards, {owner}',
              active: true,
              position: 1,
              version: 1,
            },
          ],
        },
        {
          rpc: {
            my_permissions: () => ['leads.view', 'leads.add', 'leads.edit', 'leads.export'],
            // As the SQL function: refuse a past date, else record the follow-up and move the lead.
            log_follow_up: (args) => {
              logged.push(args);
              const next = args['p_next_follow_up_at'] as string | null;
              if (next && new Date(next) < NOW) throw new Error('The next follow-up cannot be in the past');
              const row = leadsList.find((l) => l['id'] === args['p_lead_id']);
              if (!row) throw new FakeRpcRefusal('42501', 'This lead is not yours to follow up');
              const stage = STAGES.find((s) => s['id'] === args['p_stage_id']) ?? STAGES[0]!;
              const status = STATUSES.find((s) => s['id'] === args['p_status_id']) ?? STATUSES[0]!;
              Object.assign(row, {
                stage_id: stage['id'],
                stage_name: stage['name'],
                status_id: status['id'],
                status_name: status['name'],
                next_follow_up_at: next,
                version: Number(row['version']) + 1,
                follow_up_count: Number(row['follow_up_count']) + 1,
              });
              const followUp = {
                id: `f${followUps.length + 1}`,
                lead_id: row['id'],
                follow_up_at: NOW.toISOString(),
                stage_id: stage['id'],
                status_id: status['id'],
                comment: args['p_comment'],
                by_staff_id: 'p1',
                by_name: 'Asha Rao',
                stage_name: stage['name'],
                stage_colour: stage['colour'],
                status_name: status['name'],
                status_colour: status['colour'],
              };
              followUps.push(followUp);
              return followUp;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    reset();
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', designation: 'sales', staffId: 'p1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof LeadsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilteredByTheUrl: Story = {
  args: { path: '/dashboard/leads?stage=st2&cols=name,email,stage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Leads' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(table).toHaveTextContent('Kabir Anand');
    await expect(table).not.toHaveTextContent('Riya Shah');
    await expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /Phone/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Filter by stage' })).toHaveValue('st2');
    // An executive may not allocate: the bulk action says why.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Kabir Anand' }));
    const bulk = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bulk.getByRole('button', { name: 'Allocate to…' })).toBeDisabled();
    await waitFor(() => expect(bulk.getByRole('button', { name: 'Change stage' })).toBeEnabled(), {
      timeout: 8000,
    });
  },
};

export const LogAFollowUp: Story = {
  args: { path: `/dashboard/leads?lead=${L2}` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole('dialog', { name: 'Kabir Anand' }, { timeout: 8000 }));
    const timeline = await drawer.findByRole('list', { name: 'Follow-up timeline' }, { timeout: 8000 });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    // The message comes from the first WhatsApp template, filled with the lead's details.
    await waitFor(
      () =>
        expect(drawer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
          'href',
          `https://wa.me/919900022222?text=${encodeURIComponent('Namaste Kabir Anand, this is Asha Rao from Fine Panel Works.')}`,
        ),
      { timeout: 8000 },
    );
    await expect(drawer.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919900022222');

    // Enabled once the person's permissions are in (the disabled button is another element, so
    // it is looked up afresh each time).
    const logButton = () => drawer.getByRole('button', { name: 'Log follow-up' });
    await waitFor(() => expect(logButton()).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(logButton());
    const dialog = within(await body.findByRole('dialog', { name: 'Log follow-up' }));
    await waitFor(() => expect(dialog.getByLabelText('Stage')).toHaveTextContent('Site visit'), {
      timeout: 8000,
    });
    await userEvent.selectOptions(dialog.getByLabelText('Stage'), 'st3');
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'ss1');
    await userEvent.type(dialog.getByLabelText('Comment'), 'Site visit fixed for Sunday');
    fireEvent.change(dialog.getByLabelText('Next follow-up'), { target: { value: '2026-11-22T11:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save follow-up' }));

    // Judged once the toast has faded in.
    await waitFor(() => expect(body.getByText('Follow-up logged')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2), { timeout: 8000 });
    await expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(
      'Site visit fixed for Sunday',
    );
    await expect(logged[0]).toMatchObject({ p_lead_id: L2, p_stage_id: 'st3', p_status_id: 'ss1' });
    await expect(new Date(String(logged[0]?.['p_next_follow_up_at'])).getTime()).toBe(
      new Date(2026, 10, 22, 11, 0).getTime(),
    );
  },
};

export const RejectAPastFollowUpDate: Story = {
  args: { path: `/dashboard/leads?lead=${L1}` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole('dialog', { name: 'Riya Shah' }, { timeout: 8000 }));
    // Enabled once the person's permissions are in (the disabled button is another element, so
    // it is looked up afresh each time).
    const logButton = () => drawer.getByRole('button', { name: 'Log follow-up' });
    await waitFor(() => expect(logButton()).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(logButton());
    const dialog = within(await body.findByRole('dialog', { name: 'Log follow-up' }));
    await userEvent.type(dialog.getByLabelText('Comment'), 'No answer');
    const next = dialog.getByLabelText('Next follow-up');
    fireEvent.change(next, { target: { value: '2026-11-20T09:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save follow-up' }));
    await expect(await dialog.findByText('The next follow-up cannot be in the past')).toBeVisible();
    // Nothing was sent, and what was typed stays.
    await expect(logged).toHaveLength(0);
    await expect(dialog.getByLabelText('Comment')).toHaveValue('No answer');
  },
};

export const SomeoneElsesLead: Story = {
  args: { path: '/dashboard/leads?lead=0b5e4c7a-1d2e-4f00-8a00-00000000beef' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole('dialog', { name: 'Lead' }, { timeout: 8000 }));
    await expect(
      await drawer.findByRole('heading', { name: 'Not yours to see' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Log follow-up' })).toBeNull();
  },
};
