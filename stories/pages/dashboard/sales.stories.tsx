/**
 * dashboard/sales on a fake Supabase project (MSW) answering the sales_dashboard rpc: an executive
 * sees their own day (due today, overdue, conversions against target, pipeline, appointments, the
 * leads to call), each figure a link to the filtered leads list; a manager also sees the team.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import DashboardSalesPage from '../../../src/pages/dashboard/sales.page';
import { toaster } from '../../../src/ui';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const targets: FakeRow[] = [];

const STAGES = [
  ['st-new', 'New', '#3b82f6', 1, false, false, 6, 900000],
  ['st-contacted', 'Contacted', '#06b6d4', 2, false, false, 4, 1200000],
  ['st-qualified', 'Qualified', '#8b5cf6', 3, false, false, 2, 800000],
  ['st-won', 'Won', '#16a34a', 4, true, true, 3, 1500000],
  ['st-lost', 'Lost', '#6b7280', 5, false, true, 1, 100000],
] as const;

const at = (days: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 30, 0, 0);
  return date.toISOString();
};

const lead = (id: string, name: string, due: 'overdue' | 'today' | 'tomorrow', when: string) => ({
  id,
  name,
  company_name: null,
  phone: '+91 98450 11111',
  next_follow_up_at: when,
  stage_name: 'Contacted',
  stage_colour: '#06b6d4',
  due,
});

function dashboard(team: boolean) {
  const today = new Date();
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return {
    now: today.toISOString(),
    today: iso(today),
    month: iso(new Date(today.getFullYear(), today.getMonth(), 1)),
    time_zone: 'Asia/Kolkata',
    staff_id: team ? 'vikram' : 'asha',
    due_today: team ? 1 : 3,
    overdue: team ? 0 : 7,
    overdue_before_today: team ? 0 : 7,
    due_tomorrow: team ? 0 : 1,
    follow_ups: team
      ? [lead('l9', 'Zoya Khan', 'today', at(0, 18))]
      : [
          lead('l1', 'Aarav Sharma', 'overdue', at(-2, 11)),
          lead('l2', 'Diya Iyer', 'today', at(0, 10)),
          lead('l3', 'Kiran Rao', 'today', at(0, 15)),
          lead('l4', 'Myra Nair', 'today', at(0, 17)),
          lead('l5', 'Sai Menon', 'tomorrow', at(1, 11)),
        ],
    pipeline: STAGES.map(([stage_id, name, colour, position, is_won, is_closed, leads, value]) => ({
      stage_id,
      name,
      colour,
      position,
      is_won,
      is_closed,
      leads,
      value,
    })),
    conversions_month: 2,
    converted_value_month: 900000,
    target_conversions: 4,
    target_value: 1800000,
    appointments: [
      {
        id: 'a1',
        title: 'Site visit: Diya Iyer',
        kind: 'site_visit',
        starts_at: at(2, 11),
        duration_minutes: 90,
        location: 'Whitefield',
        lead_id: 'l2',
      },
    ],
    appointments_upcoming: 1,
    team: team
      ? [
          {
            staff_id: 'asha',
            name: 'Asha Rao',
            due_today: 3,
            overdue: 7,
            open_leads: 12,
            pipeline_value: 2900000,
            conversions_month: 2,
            target_conversions: 4,
            appointments_upcoming: 1,
          },
          {
            staff_id: 'nisha',
            name: 'Nisha Bhat',
            due_today: 5,
            overdue: 2,
            open_leads: 20,
            pipeline_value: 4100000,
            conversions_month: 1,
            target_conversions: 3,
            appointments_upcoming: 4,
          },
        ]
      : null,
  };
}

function signInAs(email: string, designation: string, staffId: string) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email, designation, staffId }));
  const restore = switchToFakeSupabase();
  return () => {
    restore();
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  };
}

const meta = {
  title: 'Pages/Dashboard/Sales',
  component: DashboardSalesPage,
  parameters: { initialPath: '/dashboard/sales', layout: 'padded' },
} satisfies Meta<typeof DashboardSalesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Executive: Story = {
  beforeEach: () => signInAs('asha.rao@fpw.in', 'sales', 'asha'),
  parameters: { msw: { handlers: fakeSupabase({}, { rpc: { sales_dashboard: () => dashboard(false) } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
    const dueToday = await canvas.findByRole(
      'link',
      { name: /^Follow-ups due today\s*3$/ },
      { timeout: 8000 },
    );
    await expect(dueToday).toHaveAttribute('href', '/dashboard/leads?owner=me&due=today');
    const overdue = canvas.getByRole('link', { name: /^Overdue follow-ups\s*7$/ });
    await expect(overdue).toHaveAttribute('href', '/dashboard/leads?owner=me&due=overdue');
    await expect(canvas.getByRole('link', { name: /^Conversions this month\s*2 of 4$/ })).toHaveAttribute(
      'href',
      '/dashboard/leads?owner=me&stage=st-won',
    );
    // My follow-ups: each lead opens its drawer on the leads list.
    const today = canvas.getByRole('region', { name: 'Due today' });
    await expect(within(today).getByRole('heading', { name: 'Due today (3)' })).toBeVisible();
    await expect(within(today).getByRole('link', { name: 'Kiran Rao' })).toHaveAttribute(
      'href',
      '/dashboard/leads?lead=l3',
    );
    const overdueList = canvas.getByRole('region', { name: 'Overdue' });
    await expect(within(overdueList).getByRole('link', { name: 'See all overdue' })).toHaveAttribute(
      'href',
      '/dashboard/leads?owner=me&due=overdue',
    );
    // Pipeline bars link to my leads on each stage; no team for an executive.
    await expect(canvas.getByRole('link', { name: 'Contacted: 4' })).toHaveAttribute(
      'href',
      '/dashboard/leads?owner=me&stage=st-contacted',
    );
    await expect(canvas.getByText('Site visit: Diya Iyer')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Team' })).toBeNull();
  },
};

export const Manager: Story = {
  beforeEach: () => {
    targets.length = 0;
    const signOut = signInAs('vikram.singh@fpw.in', 'sales', 'vikram');
    return () => {
      signOut();
      // One app-wide toaster: the saved-target toast must not linger into the next story.
      toaster.remove();
    };
  },
  parameters: {
    msw: {
      handlers: fakeSupabase({ sales_targets: targets }, { rpc: { sales_dashboard: () => dashboard(true) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /^Follow-ups due today\s*1$/ }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Overdue follow-ups\s*0$/ })).toHaveAttribute(
      'href',
      '/dashboard/leads?owner=me&due=overdue',
    );
    await expect(canvas.getByRole('heading', { name: 'Team' })).toBeVisible();
    const nishaDue = await canvas.findByRole('link', { name: 'Nisha Bhat: 5 due today' });
    await expect(nishaDue).toHaveAttribute('href', '/dashboard/leads?owner=nisha&due=today');
    await expect(canvas.getByRole('link', { name: 'Asha Rao: 7 overdue' })).toHaveAttribute(
      'href',
      '/dashboard/leads?owner=asha&due=overdue',
    );
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    // A manager sets Nisha's target for the month.
    await userEvent.click(canvas.getByRole('button', { name: 'Set target for Nisha Bhat' }));
    const dialog = await screen.findByRole('dialog', { name: /^Target for Nisha Bhat/ });
    const conversions = await within(dialog).findByLabelText(/^Conversions/);
    await userEvent.type(conversions, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save target' }));
    // The toast slides in: found first, then judged once it is on screen.
    const toast = await screen.findByText('Target saved for Nisha Bhat', {}, { timeout: 8000 });
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 4000 });
    await waitFor(() =>
      expect(targets).toEqual([
        expect.objectContaining({ staff_id: 'nisha', target_conversions: 6, target_value: 0 }),
      ]),
    );
  },
};

export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    return switchToFakeSupabase();
  },
  parameters: { msw: { handlers: fakeSupabase({}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  },
};
