/**
 * dashboard/crm2 (CRM overview) on a fake Supabase project (MSW) answering the crm_overview rpc:
 * totals that open their lists, weekly trends, deals by stage and the campaigns table with CSV.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CrmOverviewPage from '../../../src/pages/dashboard/crm-overview.page';
import { presetRange } from '../../../src/pages/dashboard/date-range';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';

const asked: Record<string, unknown>[] = [];

function overview(args: Record<string, unknown>) {
  asked.push(args);
  const weeks = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'].map((week, index) => ({
    week,
    leads: 5 + index,
    follow_ups: 12 + index * 2,
    deals: index % 2,
    deal_value: (index % 2) * 250000,
    deals_won: index === 3 ? 1 : 0,
    won_value: index === 3 ? 400000 : 0,
    conversions: index === 3 ? 1 : 0,
  }));
  return {
    from: args['p_from'],
    to: args['p_to'],
    time_zone: 'Asia/Kolkata',
    totals: {
      leads: 26,
      follow_ups: 60,
      deals: 2,
      deal_value: 500000,
      deals_won: 1,
      won_value: 400000,
      conversions: 1,
    },
    weeks,
    deal_stages: ['qualification', 'needs_analysis', 'proposal', 'negotiation', 'won', 'lost'].map(
      (stage) => ({
        stage,
        deals: stage === 'proposal' || stage === 'won' ? 1 : 0,
        value: stage === 'won' ? 400000 : 0,
      }),
    ),
    campaigns: [
      {
        campaign_id: 'c3',
        campaign_name: 'Office Fit-out Outreach Q4',
        leads: 20,
        follow_ups: 44,
        deals: 2,
        deal_value: 500000,
        conversions: 1,
      },
      {
        campaign_id: null,
        campaign_name: null,
        leads: 6,
        follow_ups: 16,
        deals: 0,
        deal_value: 0,
        conversions: 0,
      },
    ],
  };
}

const meta = {
  title: 'Pages/Dashboard/CRM overview',
  component: CrmOverviewPage,
  parameters: {
    initialPath: '/dashboard/crm2',
    layout: 'padded',
    msw: { handlers: fakeSupabase({}, { rpc: { crm_overview: (args) => overview(args) } }) },
  },
  beforeEach: () => {
    asked.length = 0;
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
} satisfies Meta<typeof CrmOverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiguresAndTrends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'CRM overview' })).toBeVisible();
    const leads = await canvas.findByRole('link', { name: /^Leads\s*26$/ }, { timeout: 8000 });
    await expect(leads).toHaveAttribute('href', '/dashboard/leads');
    await expect(canvas.getByRole('link', { name: /^Deals won\s*1$/ })).toHaveAttribute(
      'href',
      '/dashboard/deals?stage=won',
    );
    await expect(canvas.getByRole('link', { name: 'Proposal: 1' })).toHaveAttribute(
      'href',
      '/dashboard/deals?stage=proposal',
    );
    const table = canvas.getByRole('table', { name: 'Overview per campaign' });
    await expect(within(table).getByRole('link', { name: 'Office Fit-out Outreach Q4' })).toHaveAttribute(
      'href',
      '/dashboard/leads?campaign=c3',
    );
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    // This month first; Last 90 days asks the database for the longer range.
    const thisMonth = presetRange(1, new Date());
    await expect(asked[0]).toMatchObject({ p_from: thisMonth.from, p_to: thisMonth.to });
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 90 days' }));
    const last90 = presetRange(90, new Date());
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ p_from: last90.from, p_to: last90.to }));
  },
};
