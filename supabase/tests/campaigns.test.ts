// Campaigns and CRM settings in SQL: save_campaign writes the campaign and its agents in one
// transaction guarded by the version and only for campaigns.manage; set_campaign_agents takes sales
// staff only; the stage and status order is saved in one call for crm_settings.manage; a stage or
// status in use is not deleted and the refusal says how many leads use it.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, attempt, claimsOf, openTestDatabase, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const MANAGER = 'vikram.singh@fpw.in';
const EXECUTIVE = 'asha.rao@fpw.in';
const NISHA = '5a1e0000-0000-4000-8000-000000000009';
const ROHAN = '5a1e0000-0000-4000-8000-000000000010';
const MEERA_DESIGNER = '5a1e0000-0000-4000-8000-000000000003';

async function asPerson<T>(email: string, work: (tx: Session) => Promise<T>): Promise<T> {
  return asRole(db, await claimsOf(db, email), work);
}

const values = (name: string) =>
  JSON.stringify({
    name,
    pipeline: 'Residential',
    owner_id: '5a1e0000-0000-4000-8000-000000000002',
    priority: 'high',
    duplicate_lead_policy: 'merge',
    status: 'active',
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    budget: 125000,
    description: 'Year-end wardrobes',
  });

async function agentsOf(tx: Session, id: string): Promise<string[]> {
  const { rows } = await tx.query<{ staff_id: string }>(
    'select staff_id from public.campaign_agents where campaign_id = $1 order by staff_id',
    [id],
  );
  return rows.map((row) => row.staff_id);
}

describe('save_campaign', () => {
  it('creates a campaign with its agents, then changes both in one call', async () => {
    await asPerson(MANAGER, async (tx) => {
      const created = await tx.query<{ id: string; version: number; priority: string }>(
        'select id, version, priority from public.save_campaign(null, null, $1::jsonb, $2::uuid[])',
        [values('Year-end wardrobes'), [NISHA, ROHAN]],
      );
      const row = created.rows[0];
      expect(row).toMatchObject({ version: 1, priority: 'high' });
      expect(await agentsOf(tx, row!.id)).toEqual([NISHA, ROHAN]);
      const changed = await tx.query<{ version: number }>(
        'select version from public.save_campaign($1, 1, $2::jsonb, $3::uuid[])',
        [row!.id, values('Year-end wardrobes and beds'), [ROHAN]],
      );
      expect(changed.rows[0]?.version).toBe(2);
      expect(await agentsOf(tx, row!.id)).toEqual([ROHAN]);
      const summary = await tx.query<{ name: string; agent_names: string[]; lead_count: number }>(
        'select name, agent_names, lead_count from public.campaign_summaries where id = $1',
        [row!.id],
      );
      expect(summary.rows[0]).toEqual({
        name: 'Year-end wardrobes and beds',
        agent_names: ['Rohan Mehta'],
        lead_count: 0,
      });
    });
  });

  it('refuses a stale version with 40001 and leaves the campaign and its agents as they were', async () => {
    await asPerson(MANAGER, async (tx) => {
      const created = await tx.query<{ id: string }>(
        'select id from public.save_campaign(null, null, $1::jsonb, $2::uuid[])',
        [values('Stale edit'), [NISHA]],
      );
      const id = created.rows[0]!.id;
      await tx.query('select public.save_campaign($1, 1, $2::jsonb, null)', [id, values('Saved first')]);
      const stale = await attempt(tx, 'select public.save_campaign($1, 1, $2::jsonb, $3::uuid[])', [
        id,
        values('Saved second'),
        [ROHAN],
      ]);
      expect(stale).toMatchObject({ ok: false, code: '40001' });
      const { rows } = await tx.query<{ name: string; version: number }>(
        'select name, version from public.campaigns where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ name: 'Saved first', version: 2 });
      expect(await agentsOf(tx, id)).toEqual([NISHA]);
    });
  });

  it('refuses a sales executive without campaigns.manage', async () => {
    await asPerson(EXECUTIVE, async (tx) => {
      const refused = await attempt(tx, 'select public.save_campaign(null, null, $1::jsonb, $2::uuid[])', [
        values('Not mine to run'),
        [NISHA],
      ]);
      expect(refused).toMatchObject({ ok: false, code: '42501' });
      const agents = await attempt(tx, 'select public.set_campaign_agents($1, $2::uuid[])', [
        '8f3f2c1e-0000-4000-8000-000000000000',
        [NISHA],
      ]);
      expect(agents).toMatchObject({ ok: false, code: '42501' });
    });
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.campaigns where name = 'Not mine to run'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('takes only active sales staff as agents', async () => {
    await asPerson(MANAGER, async (tx) => {
      const refused = await attempt(tx, 'select public.save_campaign(null, null, $1::jsonb, $2::uuid[])', [
        values('Designer as agent'),
        [MEERA_DESIGNER],
      ]);
      expect(refused).toMatchObject({ ok: false, code: 'P0001' });
    });
  });
});

describe('campaign_summaries', () => {
  it('counts for each person only the leads they may see', async () => {
    const mine = await asPerson(EXECUTIVE, async (tx) => {
      const { rows } = await tx.query<{ name: string; lead_count: number; visible: number }>(
        `select s.name, s.lead_count,
                (select count(*)::int from public.leads l where l.campaign_id = s.id) as visible
           from public.campaign_summaries s order by s.name`,
      );
      return rows;
    });
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) expect(row.lead_count, row.name).toBe(row.visible);
    const all = await asPerson(MANAGER, async (tx) => {
      const { rows } = await tx.query<{ name: string; lead_count: number; stage_total: number }>(
        `select name, lead_count,
                (select coalesce(sum(value::int), 0) from jsonb_each_text(stage_counts))::int as stage_total
           from public.campaign_summaries order by name`,
      );
      return rows;
    });
    expect(all).toHaveLength(3);
    for (const row of all) expect(row.stage_total, row.name).toBe(row.lead_count);
    const { rows } = await db.query<{ name: string; n: number }>(
      `select c.name, count(l.id)::int as n from public.campaigns c left join public.leads l on l.campaign_id = c.id
        group by c.name order by c.name`,
    );
    expect(all.map((row) => [row.name, row.lead_count])).toEqual(rows.map((row) => [row.name, row.n]));
  });
});

describe('CRM settings functions', () => {
  it('saves the stage order in one call, for crm_settings.manage only', async () => {
    const { rows } = await db.query<{ id: string }>('select id from public.lead_stages order by position');
    const reversed = rows.map((row) => row.id).reverse();
    await asPerson(EXECUTIVE, async (tx) => {
      expect(await attempt(tx, 'select public.reorder_lead_stages($1::uuid[])', [reversed])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    await asPerson(MANAGER, async (tx) => {
      const partial = await attempt(tx, 'select public.reorder_lead_stages($1::uuid[])', [reversed.slice(1)]);
      expect(partial).toMatchObject({ ok: false, code: '22023' });
      await tx.query('select public.reorder_lead_stages($1::uuid[])', [reversed]);
      const after = await tx.query<{ id: string }>('select id from public.lead_stages order by position');
      expect(after.rows.map((row) => row.id)).toEqual(reversed);
    });
  });

  it('saves the status order in one call', async () => {
    const { rows } = await db.query<{ id: string }>('select id from public.lead_statuses order by position');
    const reversed = rows.map((row) => row.id).reverse();
    await asPerson(MANAGER, async (tx) => {
      await tx.query('select public.reorder_lead_statuses($1::uuid[])', [reversed]);
      const after = await tx.query<{ id: string }>('select id from public.lead_statuses order by position');
      expect(after.rows.map((row) => row.id)).toEqual(reversed);
    });
  });

  it('keeps a stage in use and says how many leads use it; deletes one nobody uses', async () => {
    const { rows } = await db.query<{ id: string; n: number }>(
      `select s.id, (select count(*)::int from public.leads l where l.stage_id = s.id) as n
         from public.lead_stages s where s.name = 'Contacted'`,
    );
    const stage = rows[0]!;
    expect(stage.n).toBeGreaterThan(0);
    await asPerson(MANAGER, async (tx) => {
      const refused = await attempt(tx, 'select public.delete_lead_stage($1)', [stage.id]);
      expect(refused).toMatchObject({ ok: false, code: 'P0001' });
      if (!refused.ok)
        expect(refused.message).toBe(`${stage.n} leads use this stage: move them to another stage first`);
      const spare = await tx.query<{ id: string }>(
        `insert into public.lead_stages (name, colour, position) values ('Spare', '#123456', 99) returning id`,
      );
      await tx.query('select public.delete_lead_stage($1)', [spare.rows[0]!.id]);
      const left = await tx.query('select 1 from public.lead_stages where id = $1', [spare.rows[0]!.id]);
      expect(left.rows).toHaveLength(0);
    });
    await asPerson(EXECUTIVE, async (tx) => {
      expect(await attempt(tx, 'select public.delete_lead_stage($1)', [stage.id])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });

  it('keeps a status in use', async () => {
    const { rows } = await db.query<{ id: string; n: number }>(
      `select s.id, (select count(*)::int from public.leads l where l.status_id = s.id) as n
         from public.lead_statuses s where s.name = 'Hot'`,
    );
    await asPerson(MANAGER, async (tx) => {
      const refused = await attempt(tx, 'select public.delete_lead_status($1)', [rows[0]!.id]);
      expect(refused).toMatchObject({ ok: false, code: 'P0001' });
      if (!refused.ok) expect(refused.message).toMatch(new RegExp(`^${rows[0]!.n} leads use this status`));
    });
  });
});
