/**
 * dashboard/adonai on a small fake Supabase project (MSW): the figures come from the same services
 * as in the app, and every figure links to the subscriber list filtered to the rows behind it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import DashboardAdonaiPage from '../../../src/pages/dashboard/adonai.page';
import { localToday } from '../../../src/services/admin';
import { FAKE_SUPABASE_URL, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
};

function subscriber(id: number, values: Partial<FakeRow>): FakeRow {
  return {
    id: `s${id}`,
    business_name: `Studio ${id}`,
    contact_name: `Owner ${id}`,
    email: `owner${id}@studio.in`,
    phone: null,
    city: 'Pune',
    state: 'Maharashtra',
    plan: 'basic',
    status: 'active',
    start_date: '2026-01-10',
    end_date: null,
    sales_person_id: null,
    account_manager_id: null,
    manager_id: null,
    discount_percent: 0,
    remarks: null,
    version: 1,
    ...values,
  };
}

const tables = () => ({
  subscribers: [
    subscriber(1, { plan: 'pro', city: 'Mumbai' }),
    subscriber(2, { plan: 'pro', city: 'Mumbai', discount_percent: 10 }),
    subscriber(3, { plan: 'elite', city: 'Bengaluru' }),
    subscriber(4, { plan: 'basic' }),
    subscriber(5, { plan: 'basic', status: 'cancelled' }),
    subscriber(6, {
      plan: 'free_trial',
      status: 'trial',
      end_date: inDays(3),
      business_name: 'Kapoor Interiors',
    }),
    subscriber(7, { plan: 'free_trial', status: 'trial', end_date: inDays(40) }),
  ],
  subscriber_plan_history: [
    {
      id: 'h1',
      subscriber_id: 's1',
      from_plan: 'free_trial',
      to_plan: 'pro',
      changed_at: '2026-09-03T10:00:00Z',
      changed_by: null,
      note: null,
    },
    {
      id: 'h2',
      subscriber_id: 's2',
      from_plan: 'free_trial',
      to_plan: 'pro',
      changed_at: '2026-10-12T10:00:00Z',
      changed_by: null,
      note: null,
    },
    {
      id: 'h3',
      subscriber_id: 's3',
      from_plan: 'free_trial',
      to_plan: 'elite',
      changed_at: '2026-10-20T10:00:00Z',
      changed_by: null,
      note: null,
    },
  ],
  subscription_plans: [
    { plan: 'free_trial', monthly_price: 0 },
    { plan: 'basic', monthly_price: 999 },
    { plan: 'pro', monthly_price: 2499 },
    { plan: 'elite', monthly_price: 4999 },
  ],
});

const meta = {
  title: 'Pages/Dashboard/Adonai',
  component: DashboardAdonaiPage,
  parameters: { initialPath: '/dashboard/adonai', layout: 'padded' },
  beforeEach: () => switchToFakeSupabase(),
} satisfies Meta<typeof DashboardAdonaiPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiguresLinkToTheList: Story = {
  parameters: { msw: { handlers: fakeSupabase(tables()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Design-tool subscribers' })).toBeVisible();
    // Paying: 1, 2 (pro), 3 (elite), 4 (basic); 5 is cancelled and 6, 7 are trials.
    const paying = await canvas.findByRole('link', { name: /Paying subscribers\s*4$/ }, { timeout: 8000 });
    await expect(paying).toHaveAttribute('href', '/dashboard/adonai-users?status=active');
    const trials = canvas.getByRole('link', { name: /Trials ending in 14 days\s*1$/ });
    await expect(trials).toHaveAttribute(
      'href',
      '/dashboard/adonai-users?plan=free_trial&status=trial&sort=end_date',
    );
    // Revenue after discount: 2499 + 2499 × 0.9 + 4999 + 999 = 10,746.1, shown in whole rupees.
    await expect(
      canvas.getByRole('link', { name: /Monthly revenue after discount\s*₹10,746$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pro: 2' })).toHaveAttribute(
      'href',
      '/dashboard/adonai-users?plan=pro&status=active',
    );
    await expect(canvas.getByRole('link', { name: 'Mumbai: 2' })).toHaveAttribute(
      'href',
      '/dashboard/adonai-users?city=Mumbai',
    );
    await expect(canvas.getByRole('link', { name: 'Kapoor Interiors' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getAllByRole('img', { name: /by plan|by city|by month/ }).length).toBe(4),
      {
        timeout: 8000,
      },
    );
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${FAKE_SUPABASE_URL}/rest/v1/*`, () =>
          HttpResponse.json({ message: 'internal error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The subscriber figures could not be loaded', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
};

export const Dark: Story = { ...FiguresLinkToTheList, globals: { colorMode: 'dark' } };
