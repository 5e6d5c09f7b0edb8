/**
 * dashboard/reports on a fake Supabase project (MSW) answering the crm_report rpc: the CRM tab's
 * totals, the tables per campaign and per executive (each with Export CSV), sources and funnel; a
 * preset changes the range in the URL and the figures follow it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { presetRange } from '../../../src/pages/dashboard/date-range';
import DashboardReportsPage from '../../../src/pages/dashboard/reports.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';

const metrics = (received: number, conversions: number) => ({
  leads_received: received,
  contacted: received - 1,
  follow_ups: received * 2,
  conversions,
  conversion_rate: received === 0 ? null : conversions / received,
  median_hours_to_first_contact: 6.5,
});

const STAGES = ['New', 'Contacted', 'Qualified', 'Won', 'Lost'];

/** A report whose size depends on the range asked for: last month had more leads than this one. */
function report(args: Record<string, unknown>) {
  const lastMonth = presetRange(2, new Date());
  const received = args['p_from'] === lastMonth.from ? 30 : 12;
  return {
    from: args['p_from'],
    to: args['p_to'],
    time_zone: 'Asia/Kolkata',
    totals: metrics(received + 5, 3),
    campaigns: [
      { campaign_id: 'c1', campaign_name: 'Diwali Home Makeover', ...metrics(received, 2) },
      { campaign_id: null, campaign_name: null, ...metrics(5, 1) },
    ],
    executives: [
      { owner_id: 's1', owner_name: 'Asha Rao', ...metrics(received - 2, 2) },
      { owner_id: 's2', owner_name: 'Nisha Bhat', ...metrics(7, 1) },
    ],
    sources: [
      { source: 'website', leads: received, conversions: 2 },
      { source: 'referral', leads: 5, conversions: 1 },
    ],
    funnel: STAGES.map((name, index) => ({
      stage_id: `st-${index}`,
      name,
      colour: '#3b82f6',
      position: index + 1,
      is_won: name === 'Won',
      is_closed: name === 'Won' || name === 'Lost',
      current: 2,
      reached: Math.max(1, received + 5 - index * 4),
    })),
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
      { initialEntries: ['/dashboard/reports'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Reports',
  component: ReportsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {},
        { rpc: { crm_report: (args) => report(args), my_permissions: () => ['leads.view'] } },
      ),
    },
  },
  beforeEach: () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's0' }),
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

export const ChangeTheRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    // The tabs show once the permissions are in: the CRM tab needs leads.view.
    await expect(await canvas.findByRole('tab', { name: 'CRM' }, { timeout: 8000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // This month by default: 12 leads for the campaign.
    const campaigns = await canvas.findByRole('table', { name: 'Report per campaign' }, { timeout: 8000 });
    await waitFor(() =>
      expect(within(campaigns).getByRole('row', { name: /Diwali Home Makeover/ })).toHaveTextContent(
        /Diwali Home Makeover\s*12/,
      ),
    );
    await expect(within(campaigns).getByRole('link', { name: 'Diwali Home Makeover' })).toHaveAttribute(
      'href',
      '/dashboard/leads?campaign=c1',
    );
    await expect(canvas.getByRole('table', { name: 'Report per executive' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /^Leads received\s*17$/ })).toBeVisible();

    // Last month: the URL carries the range and the table follows it.
    await userEvent.click(canvas.getByRole('radio', { name: 'Last month' }));
    const lastMonth = presetRange(2, new Date());
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        `/dashboard/reports?from=${lastMonth.from}&to=${lastMonth.to}`,
      ),
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Report per campaign' })).getByRole('row', {
          name: /Diwali Home Makeover/,
        }),
      ).toHaveTextContent(/Diwali Home Makeover\s*30/),
    );
    await expect(canvas.getByRole('link', { name: /^Leads received\s*35$/ })).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue(lastMonth.from);
    await expect(canvas.getByRole('link', { name: 'Website: 30' })).toHaveAttribute(
      'href',
      '/dashboard/leads?source=website',
    );
  },
};
