// The CRM report services against the embedded DataSource on the seeded database: the rpc answers
// pass their zod schemas (a drift in the SQL fails here, not as an empty card), an executive gets
// no team and a manager the whole sales team, and the seeded targets reach the dashboard.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { isDataSourceError } from '../backend';
import {
  fetchCrmOverview,
  fetchCrmReport,
  fetchSalesDashboard,
  findSalesTarget,
  saveSalesTarget,
} from './crm-reports';

const { as } = seededDatabase();
const executive = as('asha.rao@fpw.in');
const manager = as('vikram.singh@fpw.in');

describe('crm reports through the DataSource', () => {
  it('reads the report for a range, with the funnel in stage order', async () => {
    const report = await fetchCrmReport({ from: '2026-09-01', to: '2026-11-30' }, manager);
    expect(report.from).toBe('2026-09-01');
    expect(report.totals.leads_received).toBeGreaterThan(0);
    expect(report.funnel.map((stage) => stage.name)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Site visit',
      'Proposal sent',
      'Negotiation',
      'Won',
      'Lost',
    ]);
    const received = report.campaigns.reduce((sum, row) => sum + row.leads_received, 0);
    expect(received).toBe(report.totals.leads_received);
  });

  it("gives an executive their own day against the month's seeded target, and no team", async () => {
    const mine = await fetchSalesDashboard(new Date('2026-11-20T06:30:00Z'), executive);
    expect(mine.month).toBe('2026-11-01');
    expect(mine.target_conversions).toBe(4);
    expect(mine.team).toBeNull();
    expect(mine.pipeline).toHaveLength(8);
  });

  it('gives a manager every active member of the sales team', async () => {
    const theirs = await fetchSalesDashboard(new Date('2026-11-20T06:30:00Z'), manager);
    expect(theirs.team?.map((member) => member.name)).toEqual([
      'Asha Rao',
      'Nisha Bhat',
      'Rohan Mehta',
      'Vikram Singh',
    ]);
  });

  it('reads weekly trends that add up to the totals', async () => {
    const overview = await fetchCrmOverview({ from: '2026-09-01', to: '2026-11-30' }, manager);
    const leads = overview.weeks.reduce((sum, week) => sum + week.leads, 0);
    expect(leads).toBe(overview.totals.leads);
    expect(overview.deal_stages.map((stage) => stage.stage)).toEqual([
      'qualification',
      'needs_analysis',
      'proposal',
      'negotiation',
      'won',
      'lost',
    ]);
  });
});

describe('sales targets', () => {
  const NISHA = '5a1e0000-0000-4000-8000-000000000009';

  it("lets a manager add and then change a month's target, guarded by its version", async () => {
    const added = await saveSalesTarget(
      { staffId: NISHA, month: '2030-01-01', targetConversions: 3, targetValue: 900000 },
      manager,
    );
    expect(added).toMatchObject({ staff_id: NISHA, month: '2030-01-01', target_conversions: 3, version: 1 });
    const changed = await saveSalesTarget(
      { staffId: NISHA, month: '2030-01-01', targetConversions: 5, targetValue: 1500000, existing: added },
      manager,
    );
    expect(changed).toMatchObject({ target_conversions: 5, target_value: 1500000, version: 2 });
    expect(await findSalesTarget(NISHA, '2030-01-01', manager)).toMatchObject({ target_conversions: 5 });
    const stale = await saveSalesTarget(
      { staffId: NISHA, month: '2030-01-01', targetConversions: 4, targetValue: 0, existing: added },
      manager,
    ).catch((error: unknown) => error);
    expect(isDataSourceError(stale) && stale.kind).toBe('conflict');
  });

  it("refuses an executive's target, and hides another executive's from them", async () => {
    const refused = await saveSalesTarget(
      { staffId: NISHA, month: '2030-02-01', targetConversions: 3, targetValue: 0 },
      executive,
    ).catch((error: unknown) => error);
    expect(isDataSourceError(refused) && refused.kind).toBe('permission');
    expect(await findSalesTarget(NISHA, '2026-11-01', executive)).toBeNull();
    expect(await findSalesTarget(NISHA, '2026-11-01', manager)).toMatchObject({ target_conversions: 4 });
  });
});
