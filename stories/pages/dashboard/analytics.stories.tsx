/**
 * dashboard/analytics on a small fake Supabase project (MSW): business_analytics answers per range
 * as the SQL does (a fixture for this month, a bigger one for any other range). The figures show
 * first, each a link to its list; changing the range to the last 90 days changes them; each chart
 * has its table beside it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardAnalyticsPage from '../../../src/pages/dashboard/analytics.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';

function figures(from: string, to: string, scale: number) {
  const months: string[] = [];
  for (let month = new Date(`${from.slice(0, 7)}-01T00:00:00`); month <= new Date(`${to}T00:00:00`);) {
    months.push(`${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`);
    month = new Date(month.getFullYear(), month.getMonth() + 1, 1);
  }
  return {
    from,
    to,
    funnel: [
      { step: 'leads', count: 18 * scale },
      { step: 'deals_won', count: 2 * scale },
      { step: 'projects', count: scale - 1 },
      { step: 'quotations', count: scale - 1 },
      { step: 'orders', count: scale - 1 },
    ],
    quotations_approved: scale - 1,
    conversion: {
      lead_to_won: 11.1,
      won_to_project: scale === 1 ? 0 : 50,
      project_to_quotation: scale === 1 ? null : 100,
      quotation_to_order: scale === 1 ? null : 100,
      lead_to_order: scale === 1 ? 0 : 5.6,
    },
    revenue: { booked: 420000 * (scale - 1), collected: 185000 * scale },
    revenue_by_month: months.map((month, index) => ({
      month,
      booked: index === 0 ? 420000 * (scale - 1) : 0,
      collected: 185000,
    })),
    orders_by_category:
      scale === 1 ? [] : [{ category: 'modular_kitchen', orders: scale - 1, value: 420000 * (scale - 1) }],
    orders_by_city:
      scale === 1 ? [] : [{ city: 'Bengaluru', orders: scale - 1, value: 420000 * (scale - 1) }],
    avg_days_lead_to_order: scale === 1 ? null : 41.5,
    avg_deal_cycle_days: 12.5,
    top_campaigns: [
      {
        id: 'camp-1',
        name: 'Diwali kitchens 2026',
        leads: 9 * scale,
        converted: scale,
        value: 350000 * scale,
      },
    ],
    production: { plans: scale, sheets_used: 6 * scale, yield_percent: 78.4 },
    subscriptions_by_plan: [
      { plan: 'basic', subscribers: 12 },
      { plan: 'pro', subscribers: 7 },
    ],
    churned_subscribers: scale - 1,
  };
}

const thisMonth = (() => {
  const today = new Date();
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { from: iso(new Date(today.getFullYear(), today.getMonth(), 1)), to: iso(today) };
})();

function AnalyticsRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/analytics', element: <DashboardAnalyticsPage /> }], {
      initialEntries: ['/dashboard/analytics'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Analytics',
  component: AnalyticsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {},
        {
          rpc: {
            my_permissions: () => ['leads.view'],
            business_analytics: (args) => {
              const from = String(args['p_from']);
              const to = String(args['p_to']);
              return figures(from, to, from === thisMonth.from ? 1 : 5);
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'priya.nair@fpw.in', designation: 'admin', staffId: 's5' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof AnalyticsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeTheRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const funnel = await canvas.findByRole('region', { name: 'Funnel for the range' }, { timeout: 15000 });
    const leads = () => within(funnel).getByRole('link', { name: /^Leads/ });
    await waitFor(() => expect(leads()).toHaveTextContent('18'), { timeout: 15000 });
    await expect(leads()).toHaveAttribute('href', '/dashboard/leads');
    const projects = within(funnel).getByRole('link', { name: /^Projects/ });
    await expect(projects.getAttribute('href')).toContain(`from=${thisMonth.from}`);
    // Quotations and orders open their lists over the same range, as the funnel counts them.
    const range = `from=${thisMonth.from}&to=${thisMonth.to}`;
    await expect(within(funnel).getByRole('link', { name: /^Quotations/ })).toHaveAttribute(
      'href',
      `/dashboard/quotation?${range}`,
    );
    await expect(within(funnel).getByRole('link', { name: /^Orders/ })).toHaveAttribute(
      'href',
      `/dashboard/Order-Details?${range}&cancelled=exclude`,
    );
    // An empty range shows the table's empty state (not an empty grid) inside the category panel.
    await expect(canvas.getByRole('region', { name: 'Orders by category' })).toHaveTextContent(
      'No orders in the range',
    );

    await userEvent.click(canvas.getByText('Last 90 days'));
    await waitFor(() => expect(leads()).toHaveTextContent('90'), { timeout: 15000 });
    const categories = await canvas.findByRole(
      'table',
      { name: 'Orders by category table' },
      { timeout: 15000 },
    );
    await waitFor(() => expect(categories).toHaveTextContent('Modular kitchen'), { timeout: 15000 });
    await expect(within(categories).getByRole('link', { name: 'Modular kitchen' })).toHaveAttribute(
      'href',
      '/dashboard/projects?category=modular_kitchen',
    );
    await expect(canvas.getByRole('table', { name: 'Top campaigns table' })).toHaveTextContent(
      'Diwali kitchens 2026',
    );
    await expect(canvas.getByRole('region', { name: 'Conversion and revenue' })).toHaveTextContent(
      '₹16,80,000',
    );
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
