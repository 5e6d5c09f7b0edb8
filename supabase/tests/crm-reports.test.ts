// The CRM reports and dashboards: crm_report, crm_overview and sales_dashboard count exactly, on a
// few rows inserted as the owner inside a rolled-back transaction and dated 2030 (where no seeded
// row lives); they run as the caller, so row-level security decides what is counted; an
// executive's dashboard counts only their leads while a manager's adds the team; sales_targets
// are read by their owner or a lead allocator and written only by the latter.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerClaims } from '@/services/backend/embedded-data-source';
import { as, attempt, claimsOf, openTestDatabase, rolledBack, type Session } from './support/database';

/** A function's jsonb answer, read field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

let db: PGlite;
const callers: Record<string, CallerClaims> = {};

const ASHA = '5a1e0000-0000-4000-8000-000000000001';
const NISHA = '5a1e0000-0000-4000-8000-000000000009';
const TZ = 'Asia/Kolkata';

beforeAll(async () => {
  db = await openTestDatabase();
  for (const email of ['asha.rao@fpw.in', 'vikram.singh@fpw.in', 'rahul.verma@fpw.in']) {
    callers[email] = await claimsOf(db, email);
  }
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const stage = (name: string) => `md5('fpw:lead-stage:${name}')::uuid`;
const status = `md5('fpw:lead-status:Warm')::uuid`;

/** Runs one query as a seeded person inside the owner's transaction, then becomes the owner again. */
async function asPerson<T>(tx: Session, email: string, sql: string, params: unknown[] = []): Promise<T> {
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify(callers[email])],
  );
  try {
    const { rows } = await tx.query<{ result: T }>(sql, params);
    return rows[0]?.result as T;
  } finally {
    await tx.exec('reset role');
    await tx.query(`select set_config('request.jwt.claims', '', true)`);
  }
}

let phone = 0;
async function lead(
  tx: Session,
  values: {
    name: string;
    owner: string;
    campaign?: string | null;
    stage: string;
    source?: string;
    created: string;
    next?: string | null;
    value?: number;
  },
): Promise<string> {
  phone += 1;
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.leads (name, phone, owner_id, campaign_id, stage_id, status_id, source, created_at,
                               updated_at, next_follow_up_at, estimated_value)
     values ($1, $2, $3, $4, ${stage(values.stage)}, ${status}, $5, $6, $6, $7, $8) returning id`,
    [
      values.name,
      `+91 99000 ${String(10000 + phone)}`,
      values.owner,
      values.campaign ?? null,
      values.source ?? 'other',
      values.created,
      values.next ?? null,
      values.value ?? 0,
    ],
  );
  return rows[0]!.id;
}

async function followUp(tx: Session, leadId: string, at: string, stageName: string): Promise<void> {
  await tx.query(
    `insert into public.lead_follow_ups (lead_id, follow_up_at, stage_id, status_id, comment)
     values ($1, $2, ${stage(stageName)}, ${status}, 'Called')`,
    [leadId, at],
  );
}

/** Five leads of a new campaign and a new executive, around March 2030. */
async function marchRows(tx: Session) {
  const { rows: staffRows } = await tx.query<{ id: string }>(
    `insert into public.staff (email, name, department, designation)
     values ('test.exec@fpw.in', 'Test Executive', 'Sales', 'sales') returning id`,
  );
  const owner = staffRows[0]!.id;
  const { rows: campaignRows } = await tx.query<{ id: string }>(
    `insert into public.campaigns (name, pipeline, owner_id) values ('Report test campaign', 'Residential', $1)
     returning id`,
    [owner],
  );
  const campaign = campaignRows[0]!.id;
  const l1 = await lead(tx, {
    name: 'L1',
    owner,
    campaign,
    stage: 'Won',
    source: 'website',
    created: '2030-03-02 10:00+05:30',
  });
  await followUp(tx, l1, '2030-03-02 16:00+05:30', 'Contacted'); // 6 h to first contact
  await followUp(tx, l1, '2030-03-05 11:00+05:30', 'Won'); // converted in March
  const l2 = await lead(tx, {
    name: 'L2',
    owner,
    campaign,
    stage: 'Contacted',
    source: 'website',
    created: '2030-03-03 09:00+05:30',
  });
  await followUp(tx, l2, '2030-03-03 21:00+05:30', 'Contacted'); // 12 h
  await lead(tx, {
    name: 'L3',
    owner,
    campaign,
    stage: 'New',
    source: 'referral',
    created: '2030-03-04 10:00+05:30',
  });
  const l4 = await lead(tx, {
    name: 'L4',
    owner,
    campaign,
    stage: 'Won',
    source: 'referral',
    created: '2030-02-20 10:00+05:30',
  });
  await followUp(tx, l4, '2030-02-21 10:00+05:30', 'Contacted'); // before the range
  await followUp(tx, l4, '2030-03-10 10:00+05:30', 'Won'); // converted in March, received in February
  const l5 = await lead(tx, {
    name: 'L5',
    owner,
    campaign,
    stage: 'Lost',
    created: '2030-03-06 10:00+05:30',
  });
  await followUp(tx, l5, '2030-03-07 10:00+05:30', 'Qualified'); // 24 h
  await tx.query(
    `insert into public.deals (lead_id, title, stage, value, owner_id, closed_at, created_at)
     values ($1, 'Kitchen for L1', 'won', 100000, $3, '2030-03-05 12:00+05:30', '2030-03-03 12:00+05:30'),
            ($2, 'Wardrobes for L2', 'proposal', 50000, $3, null, '2030-03-10 12:00+05:30')`,
    [l1, l2, owner],
  );
  return { owner, campaign };
}

interface Metrics {
  leads_received: number;
  contacted: number;
  follow_ups: number;
  conversions: number;
  conversion_rate: number | null;
  median_hours_to_first_contact: number | null;
}

const MARCH: Metrics = {
  leads_received: 4, // L1, L2, L3, L5 (L4 came in February)
  contacted: 3, // L1, L2, L5
  follow_ups: 5, // L1 twice, L2, L4 in March, L5
  conversions: 2, // L1 and L4 reached Won in March
  conversion_rate: 0.25, // of the four received, L1 converted
  median_hours_to_first_contact: 12, // 6, 12 and 24 hours
};

const pick = (row: Record<string, unknown>): Metrics => ({
  leads_received: Number(row['leads_received']),
  contacted: Number(row['contacted']),
  follow_ups: Number(row['follow_ups']),
  conversions: Number(row['conversions']),
  conversion_rate: row['conversion_rate'] === null ? null : Number(row['conversion_rate']),
  median_hours_to_first_contact:
    row['median_hours_to_first_contact'] === null ? null : Number(row['median_hours_to_first_contact']),
});

describe('crm_report', () => {
  it('counts leads, contacts, follow-ups and conversions per campaign, per executive and in total', async () => {
    const report = await rolledBack(db, async (tx) => {
      await marchRows(tx);
      return asPerson<Answer>(
        tx,
        'vikram.singh@fpw.in',
        `select public.crm_report('2030-03-01', '2030-03-31', $1) as result`,
        [TZ],
      );
    });
    expect(pick(report['totals'])).toEqual(MARCH);
    const campaign = (report['campaigns'] as Record<string, unknown>[]).find(
      (row) => row['campaign_name'] === 'Report test campaign',
    );
    expect(pick(campaign!)).toEqual(MARCH);
    expect(report['campaigns']).toHaveLength(1);
    const executive = (report['executives'] as Record<string, unknown>[]).find(
      (row) => row['owner_name'] === 'Test Executive',
    );
    expect(pick(executive!)).toEqual(MARCH);
    expect(report['sources']).toEqual([
      { source: 'website', leads: 2, conversions: 1 },
      { source: 'other', leads: 1, conversions: 0 },
      { source: 'referral', leads: 1, conversions: 0 },
    ]);
    const funnel = Object.fromEntries(
      (report['funnel'] as Record<string, unknown>[]).map((row) => [
        row['name'],
        [row['reached'], row['current']],
      ]),
    );
    // Furthest stage reached: L1 Won, L2 Contacted, L3 New, L5 Qualified before it was lost.
    expect(funnel).toEqual({
      New: [4, 1],
      Contacted: [3, 1],
      Qualified: [2, 0],
      'Site visit': [1, 0],
      'Proposal sent': [1, 0],
      Negotiation: [1, 0],
      Won: [1, 1],
      Lost: [1, 1],
    });
  });

  it('counts only what the caller may see: production sees no leads, so nothing', async () => {
    const report = await rolledBack(db, async (tx) => {
      await marchRows(tx);
      return asPerson<Answer>(
        tx,
        'rahul.verma@fpw.in',
        `select public.crm_report('2030-03-01', '2030-03-31', $1) as result`,
        [TZ],
      );
    });
    expect(pick(report['totals'])).toMatchObject({ leads_received: 0, follow_ups: 0, conversions: 0 });
    expect(report['campaigns']).toEqual([]);
  });

  it('refuses a range that ends before it starts, and anyone signed out', async () => {
    const backwards = await as(db, 'sales', (tx) =>
      attempt(tx, `select public.crm_report('2030-03-31', '2030-03-01')`),
    );
    expect(backwards).toMatchObject({ ok: false, code: '22023' });
    const signedOut = await as(db, null, (tx) =>
      attempt(tx, `select public.crm_report('2030-03-01', '2030-03-31')`),
    );
    expect(signedOut).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('crm_overview', () => {
  it('gives weekly leads, follow-ups, deals and conversions across campaigns', async () => {
    const overview = await rolledBack(db, async (tx) => {
      await marchRows(tx);
      return asPerson<Answer>(
        tx,
        'vikram.singh@fpw.in',
        `select public.crm_overview('2030-03-01', '2030-03-31', $1) as result`,
        [TZ],
      );
    });
    expect(overview['totals']).toEqual({
      leads: 4,
      follow_ups: 5,
      deals: 2,
      deal_value: 150000,
      deals_won: 1,
      won_value: 100000,
      conversions: 2,
    });
    // 1 March 2030 is a Friday: weeks start on the Mondays 25 Feb, 4, 11, 18 and 25 March (10 March,
    // when L4 converted and L2's deal opened, is a Sunday).
    const weeks = (overview['weeks'] as Record<string, unknown>[]).map((w) => [
      w['week'],
      w['leads'],
      w['follow_ups'],
      w['deals'],
      w['conversions'],
    ]);
    expect(weeks).toEqual([
      ['2030-02-25', 2, 2, 1, 0],
      ['2030-03-04', 2, 3, 1, 2],
      ['2030-03-11', 0, 0, 0, 0],
      ['2030-03-18', 0, 0, 0, 0],
      ['2030-03-25', 0, 0, 0, 0],
    ]);
    const stages = Object.fromEntries(
      (overview['deal_stages'] as Record<string, unknown>[]).map((s) => [s['stage'], s['deals']]),
    );
    expect(stages).toMatchObject({ won: 1, proposal: 1, lost: 0 });
    expect(overview['campaigns']).toEqual([
      {
        campaign_id: expect.any(String),
        campaign_name: 'Report test campaign',
        leads: 4,
        follow_ups: 5,
        deals: 2,
        deal_value: 150000,
        conversions: 2,
      },
    ]);
  });
});

describe('sales_dashboard', () => {
  const NOW = '2030-03-15 12:00+05:30';

  async function dashboardRows(tx: Session) {
    const a1 = await lead(tx, {
      name: 'Asha today late',
      owner: ASHA,
      stage: 'Contacted',
      created: '2030-03-01 10:00+05:30',
      next: '2030-03-15 17:00+05:30',
      value: 200000,
    });
    await lead(tx, {
      name: 'Asha today early',
      owner: ASHA,
      stage: 'New',
      created: '2030-03-01 10:00+05:30',
      next: '2030-03-15 09:00+05:30',
      value: 100000,
    });
    await lead(tx, {
      name: 'Asha tomorrow',
      owner: ASHA,
      stage: 'New',
      created: '2030-03-01 10:00+05:30',
      next: '2030-03-16 10:00+05:30',
    });
    await lead(tx, {
      name: 'Asha next week',
      owner: ASHA,
      stage: 'New',
      created: '2030-03-01 10:00+05:30',
      next: '2030-03-20 10:00+05:30',
    });
    await lead(tx, {
      name: 'Nisha today',
      owner: NISHA,
      stage: 'New',
      created: '2030-03-01 10:00+05:30',
      next: '2030-03-15 15:00+05:30',
    });
    const won = await lead(tx, {
      name: 'Asha won',
      owner: ASHA,
      stage: 'Won',
      created: '2030-03-01 10:00+05:30',
    });
    await followUp(tx, won, '2030-03-10 10:00+05:30', 'Won');
    await tx.query(
      `insert into public.sales_targets (staff_id, month, target_conversions, target_value)
       values ($1, '2030-03-01', 4, 1000000)`,
      [ASHA],
    );
    await tx.query(
      `insert into public.appointments (kind, title, starts_at, assignee_id, lead_id, status)
       values ('site_visit', 'Visit in two days', '2030-03-17 11:00+05:30', $1, $2, 'scheduled'),
              ('demo', 'Demo next fortnight', '2030-03-25 11:00+05:30', $1, $2, 'scheduled'),
              ('demo', 'Cancelled demo', '2030-03-16 11:00+05:30', $1, $2, 'cancelled'),
              ('demo', 'Demo this morning', '2030-03-15 10:00+05:30', $1, $2, 'scheduled')`,
      [ASHA, a1],
    );
  }

  /** Seeded leads all fall due before 2030: the overdue figures are whatever the database holds. */
  async function overdueOf(tx: Session, staffId: string, before: string): Promise<number> {
    const { rows } = await tx.query<{ n: number }>(
      `select count(*)::integer as n from public.leads where owner_id = $1 and next_follow_up_at < $2`,
      [staffId, before],
    );
    return rows[0]!.n;
  }

  it("counts an executive's own follow-ups, conversions against target and appointments, and no team", async () => {
    const [mine, overdue] = await rolledBack(db, async (tx) => {
      await dashboardRows(tx);
      const expectedOverdue = {
        now: await overdueOf(tx, ASHA, NOW),
        beforeToday: await overdueOf(tx, ASHA, '2030-03-15 00:00+05:30'),
      };
      const result = await asPerson<Answer>(
        tx,
        'asha.rao@fpw.in',
        `select public.sales_dashboard($1, $2) as result`,
        [NOW, TZ],
      );
      return [result, expectedOverdue] as const;
    });
    expect(mine['today']).toBe('2030-03-15');
    expect(mine['due_today']).toBe(2);
    expect(mine['due_tomorrow']).toBe(1);
    // Overdue as the leads list's due=overdue counts it: before now, so 09:00 today is overdue at noon.
    expect(mine['overdue']).toBe(overdue.now);
    expect(overdue.now).toBe(overdue.beforeToday + 1);
    expect(mine['overdue_before_today']).toBe(overdue.beforeToday);
    const list = (mine['follow_ups'] as Record<string, unknown>[]).filter((row) => row['due'] !== 'overdue');
    expect(list.map((row) => [row['name'], row['due']])).toEqual([
      ['Asha today early', 'today'],
      ['Asha today late', 'today'],
      ['Asha tomorrow', 'tomorrow'],
    ]);
    expect(mine['conversions_month']).toBe(1);
    expect(mine['target_conversions']).toBe(4);
    expect(mine['appointments_upcoming']).toBe(1);
    expect((mine['appointments'] as Record<string, unknown>[]).map((a) => a['title'])).toEqual([
      'Visit in two days',
    ]);
    const contacted = (mine['pipeline'] as Record<string, unknown>[]).find(
      (row) => row['name'] === 'Contacted',
    );
    expect(contacted).toBeDefined();
    expect(mine['team']).toBeNull();
  });

  it("gives a manager the team: each executive's figures, none of another's in their own", async () => {
    const manager = await rolledBack(db, async (tx) => {
      await dashboardRows(tx);
      return asPerson<Answer>(tx, 'vikram.singh@fpw.in', `select public.sales_dashboard($1, $2) as result`, [
        NOW,
        TZ,
      ]);
    });
    expect(manager['due_today']).toBe(0);
    const team = Object.fromEntries(
      (manager['team'] as Record<string, unknown>[]).map((row) => [row['name'], row]),
    );
    expect(Object.keys(team).sort()).toEqual(['Asha Rao', 'Nisha Bhat', 'Rohan Mehta', 'Vikram Singh']);
    expect(team['Asha Rao']).toMatchObject({
      due_today: 2,
      conversions_month: 1,
      target_conversions: 4,
      appointments_upcoming: 1,
    });
    expect(team['Nisha Bhat']).toMatchObject({ due_today: 1, conversions_month: 0 });
    expect(team['Vikram Singh']).toMatchObject({ due_today: 0 });
  });

  it('counts "today" in the time zone given', async () => {
    // 22:00 UTC on the 14th is 03:30 on the 15th in India: the 17:00 IST lead is due "today" there
    // and "tomorrow" for someone in London.
    const [india, london] = await rolledBack(db, async (tx) => {
      await dashboardRows(tx);
      const at = '2030-03-14 22:00+00';
      const inIndia = await asPerson<Answer>(
        tx,
        'asha.rao@fpw.in',
        `select public.sales_dashboard($1, $2) as result`,
        [at, TZ],
      );
      const inLondon = await asPerson<Answer>(
        tx,
        'asha.rao@fpw.in',
        `select public.sales_dashboard($1, $2) as result`,
        [at, 'Europe/London'],
      );
      return [inIndia, inLondon];
    });
    expect(india['today']).toBe('2030-03-15');
    expect(india['due_today']).toBe(2);
    expect(london['today']).toBe('2030-03-14');
    expect(london['due_today']).toBe(0);
    expect(london['due_tomorrow']).toBe(2);
  });

  it('falls back to India for an unknown time zone', async () => {
    const result = await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ result: Record<string, unknown> }>(
        `select public.sales_dashboard(now(), 'Mars/Olympus') as result`,
      );
      return rows[0]!.result;
    });
    expect(result['time_zone']).toBe('Asia/Kolkata');
  });
});

describe('sales_targets', () => {
  it('shows an executive only their own targets and a manager the team', async () => {
    const own = await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ staff_id: string }>('select staff_id from public.sales_targets');
      return rows;
    });
    expect(own.length).toBe(4);
    expect(new Set(own.map((row) => row.staff_id))).toEqual(new Set([ASHA]));
    const team = await asPersonCount(
      'vikram.singh@fpw.in',
      'select count(*)::integer as result from public.sales_targets',
    );
    expect(team).toBe(16);
  });

  it('lets only a lead allocator set targets', async () => {
    const refused = await as(db, 'sales', (tx) =>
      attempt(
        tx,
        `insert into public.sales_targets (staff_id, month, target_conversions) values ($1, '2030-01-01', 3)`,
        [ASHA],
      ),
    );
    expect(refused).toMatchObject({ ok: false, code: '42501' });
    const updated = await as(db, 'sales', (tx) =>
      attempt(tx, `update public.sales_targets set target_conversions = 99 returning id`),
    );
    expect(updated).toMatchObject({ ok: true, rows: [] });
    const allowed = await rolledBack(db, (tx) =>
      asPerson<number>(
        tx,
        'vikram.singh@fpw.in',
        `with saved as (
           insert into public.sales_targets (staff_id, month, target_conversions) values ($1, '2030-01-01', 3)
           returning id)
         select count(*)::integer as result from saved`,
        [ASHA],
      ),
    );
    expect(allowed).toBe(1);
  });

  it('refuses a month that is not a first of the month, a zero target and NaN', async () => {
    const tried = await rolledBack(db, async (tx) => ({
      month: await attempt(
        tx,
        `insert into public.sales_targets (staff_id, month, target_conversions) values ($1, '2030-01-15', 3)`,
        [ASHA],
      ),
      zero: await attempt(
        tx,
        `insert into public.sales_targets (staff_id, month, target_conversions) values ($1, '2030-01-01', 0)`,
        [ASHA],
      ),
      nan: await attempt(
        tx,
        `insert into public.sales_targets (staff_id, month, target_conversions, target_value)
         values ($1, '2030-01-01', 3, 'NaN')`,
        [ASHA],
      ),
      negative: await attempt(
        tx,
        `insert into public.sales_targets (staff_id, month, target_conversions, target_value)
         values ($1, '2030-01-01', 3, -1)`,
        [ASHA],
      ),
    }));
    expect(tried.month).toMatchObject({ ok: false, constraint: 'sales_targets_month_check' });
    expect(tried.zero).toMatchObject({ ok: false, constraint: 'sales_targets_target_conversions_check' });
    expect(tried.nan).toMatchObject({ ok: false, constraint: 'sales_targets_target_value_finite_check' });
    expect(tried.negative).toMatchObject({ ok: false, constraint: 'sales_targets_target_value_check' });
  });
});

async function asPersonCount(email: string, sql: string): Promise<number> {
  return rolledBack(db, (tx) => asPerson<number>(tx, email, sql));
}
