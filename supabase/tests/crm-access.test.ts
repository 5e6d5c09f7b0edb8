// Which leads each person sees and may change (20261125030000_crm_access.sql): a sales executive
// their own and those of the campaigns they own or are an agent of, a sales manager (leads.assign)
// everyone's, designers and production none; only leads.assign hands a lead to someone else.
// Seeded people: Asha (executive; agent of campaigns 1 and 2, owner of 2), Nisha (executive),
// Vikram (manager), Meera (designer), Rahul (production).
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

const ASHA = '5a1e0000-0000-4000-8000-000000000001';
const NISHA = '5a1e0000-0000-4000-8000-000000000009';
/** Nisha's, in no campaign of Asha's (seeds/110). */
const NISHA_PRIVATE = `md5('fpw:lead:nisha-private')::uuid`;
/** Nisha's, in campaign 2, which Asha owns: Asha sees it but may not take it. */
const NISHA_IN_ASHAS_CAMPAIGN = `md5('fpw:lead:6')::uuid`;
/** Asha's own, in campaign 1. */
const ASHAS_OWN = `md5('fpw:lead:1')::uuid`;

async function as<T>(email: string | null, work: (tx: Session) => Promise<T>): Promise<T> {
  const caller = email === null ? null : await claimsOf(db, email);
  return asRole(db, caller, work);
}

async function count(tx: Session, sql: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::integer as n from ${sql}`);
  return rows[0]?.n ?? -1;
}

async function ownerCount(sql: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::integer as n from ${sql}`);
  return rows[0]?.n ?? -1;
}

describe('who sees which leads', () => {
  it('shows an executive her own leads and her campaigns’ leads, not another executive’s', async () => {
    const expected = await ownerCount(
      `public.leads where owner_id = '${ASHA}' or campaign_id in (md5('fpw:campaign:1')::uuid, md5('fpw:campaign:2')::uuid)`,
    );
    const seen = await as('asha.rao@fpw.in', async (tx) => ({
      leads: await count(tx, 'public.leads'),
      list: await count(tx, 'public.leads_list'),
      others: await count(
        tx,
        `public.leads where owner_id <> '${ASHA}' and campaign_id is distinct from md5('fpw:campaign:1')::uuid
           and campaign_id is distinct from md5('fpw:campaign:2')::uuid`,
      ),
      nishaPrivate: await count(tx, `public.leads where id = ${NISHA_PRIVATE}`),
      nishaInCampaign: await count(tx, `public.leads where id = ${NISHA_IN_ASHAS_CAMPAIGN}`),
      privateFollowUps: await count(tx, `public.lead_follow_ups where lead_id = ${NISHA_PRIVATE}`),
      canSee: (
        await tx.query<{ mine: boolean; theirs: boolean }>(
          `select public.can_see_lead(${ASHAS_OWN}) as mine, public.can_see_lead(${NISHA_PRIVATE}) as theirs`,
        )
      ).rows[0],
    }));
    expect(seen.leads).toBe(expected);
    expect(seen.list).toBe(expected);
    expect(seen.others).toBe(0);
    expect(seen.nishaPrivate).toBe(0);
    expect(seen.nishaInCampaign).toBe(1);
    expect(seen.privateFollowUps).toBe(0);
    expect(seen.canSee).toEqual({ mine: true, theirs: false });
    // Nisha, the other way round, sees her private lead.
    expect(await as('nisha.bhat@fpw.in', (tx) => count(tx, `public.leads where id = ${NISHA_PRIVATE}`))).toBe(
      1,
    );
  });

  it('shows the sales manager every lead, follow-up and deal', async () => {
    const all = {
      leads: await ownerCount('public.leads'),
      followUps: await ownerCount('public.lead_follow_ups'),
      deals: await ownerCount('public.deals'),
    };
    const seen = await as('vikram.singh@fpw.in', async (tx) => ({
      leads: await count(tx, 'public.leads_list'),
      followUps: await count(tx, 'public.lead_follow_ups_list'),
      deals: await count(tx, 'public.deals'),
    }));
    expect(seen).toEqual(all);
  });

  it('shows designers and production no lead, follow-up, deal, campaign or template', async () => {
    for (const email of ['meera.iyer@fpw.in', 'rahul.verma@fpw.in']) {
      const seen = await as(email, async (tx) => ({
        leads: await count(tx, 'public.leads'),
        followUps: await count(tx, 'public.lead_follow_ups'),
        deals: await count(tx, 'public.deals'),
        campaigns: await count(tx, 'public.campaigns'),
        stages: await count(tx, 'public.lead_stages'),
        templates: await count(tx, 'public.message_templates'),
      }));
      expect(seen, email).toEqual({
        leads: 0,
        followUps: 0,
        deals: 0,
        campaigns: 0,
        stages: 0,
        templates: 0,
      });
    }
  });

  it('still shows a designer the appointments assigned to her, and only those', async () => {
    const seen = await as('meera.iyer@fpw.in', async (tx) => ({
      mine: await count(tx, `public.appointments where assignee_id = '5a1e0000-0000-4000-8000-000000000003'`),
      others: await count(
        tx,
        `public.appointments where assignee_id <> '5a1e0000-0000-4000-8000-000000000003'`,
      ),
    }));
    expect(seen.mine).toBeGreaterThan(0);
    expect(seen.others).toBe(0);
  });

  it('shows an executive her appointments and those of her leads, a manager everyone’s', async () => {
    const total = await ownerCount('public.appointments');
    const expectedForAsha = await ownerCount(
      `public.appointments a where a.assignee_id = '${ASHA}' or a.lead_id in (select id from public.leads
         where owner_id = '${ASHA}' or campaign_id in (md5('fpw:campaign:1')::uuid, md5('fpw:campaign:2')::uuid))`,
    );
    expect(expectedForAsha).toBeLessThan(total);
    expect(await as('asha.rao@fpw.in', (tx) => count(tx, 'public.appointments'))).toBe(expectedForAsha);
    expect(await as('vikram.singh@fpw.in', (tx) => count(tx, 'public.appointments'))).toBe(total);
  });

  it('refuses anyone signed out', async () => {
    for (const relation of [
      'leads',
      'leads_list',
      'lead_follow_ups_list',
      'message_templates',
      'campaigns',
    ]) {
      const outcome = await as(null, (tx) => attempt(tx, `select count(*) from public.${relation}`));
      expect(outcome, relation).toMatchObject({ ok: false, code: '42501' });
    }
    const rpc = await as(null, (tx) => attempt(tx, `select public.log_follow_up(${ASHAS_OWN})`));
    expect(rpc).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('who allocates', () => {
  it('refuses an executive giving her lead away or taking another’s', async () => {
    const giveAway = `update public.leads set version = version + 1, owner_id = '${NISHA}' where id = ${ASHAS_OWN} returning id`;
    const take = `update public.leads set version = version + 1, owner_id = '${ASHA}' where id = ${NISHA_IN_ASHAS_CAMPAIGN} returning id`;
    const outcomes = await as('asha.rao@fpw.in', async (tx) => ({
      giveAway: await attempt(tx, giveAway),
      take: await attempt(tx, take),
      edit: await attempt(
        tx,
        `update public.leads set version = version + 1, interest = 'Kitchen' where id = ${NISHA_IN_ASHAS_CAMPAIGN} returning id`,
      ),
      bulk: await attempt(
        tx,
        `select public.bulk_update_leads(array[${ASHAS_OWN}], '{"owner_id": "${NISHA}"}')`,
      ),
    }));
    expect(outcomes.giveAway).toMatchObject({ ok: false, code: '42501' });
    expect(outcomes.take).toMatchObject({ ok: false, code: '42501' });
    if (!outcomes.take.ok) expect(outcomes.take.message).toMatch(/Only a sales manager/);
    // Working a campaign's lead is allowed; owning it is not.
    expect(outcomes.edit).toMatchObject({ ok: true, rows: [expect.anything()] });
    expect(outcomes.bulk).toMatchObject({ ok: false, code: '42501' });
  });

  it('makes a lead an executive adds hers, and refuses one added for someone else', async () => {
    const insert = (owner: string) => `insert into public.leads (name, phone, stage_id, status_id, owner_id)
      values ('Walk-in', '+91 98860 12345', md5('fpw:lead-stage:New')::uuid, md5('fpw:lead-status:Warm')::uuid, ${owner})
      returning owner_id`;
    const outcomes = await as('asha.rao@fpw.in', async (tx) => ({
      unowned: await attempt(tx, insert('null')),
      forNisha: await attempt(tx, insert(`'${NISHA}'`)),
    }));
    expect(outcomes.unowned).toEqual({ ok: true, rows: [{ owner_id: ASHA }] });
    expect(outcomes.forNisha).toMatchObject({ ok: false, code: '42501' });
  });

  it('lets the manager allocate in bulk', async () => {
    const moved = await as('vikram.singh@fpw.in', async (tx) => {
      const changed = await attempt(
        tx,
        `select public.bulk_update_leads(array[${ASHAS_OWN}, ${NISHA_PRIVATE}], '{"owner_id": "${NISHA}"}') as n`,
      );
      const owners = await tx.query<{ owner_id: string }>(
        `select distinct owner_id from public.leads where id in (${ASHAS_OWN}, ${NISHA_PRIVATE})`,
      );
      return { changed, owners: owners.rows.map((row) => row.owner_id) };
    });
    expect(moved.changed).toEqual({ ok: true, rows: [{ n: 2 }] });
    expect(moved.owners).toEqual([NISHA]);
  });

  it('moves an executive’s own leads in bulk but skips leads she cannot see', async () => {
    const outcome = await as('asha.rao@fpw.in', (tx) =>
      attempt(
        tx,
        `select public.bulk_update_leads(array[${ASHAS_OWN}, ${NISHA_PRIVATE}],
           json_build_object('stage_id', md5('fpw:lead-stage:Qualified')::uuid)::jsonb) as n`,
      ),
    );
    expect(outcome).toEqual({ ok: true, rows: [{ n: 1 }] });
  });
});

describe('what goes with a lead', () => {
  it('refuses an executive a follow-up, deal or appointment on a lead that is not hers to see', async () => {
    // Found as the database owner, so the id is a literal that Asha's own reading cannot hide.
    const { rows: deals } = await db.query<{ id: string }>(
      `select d.id from public.deals d join public.leads l on l.id = d.lead_id
        where l.owner_id = '${NISHA}' and l.campaign_id is distinct from md5('fpw:campaign:1')::uuid
          and l.campaign_id is distinct from md5('fpw:campaign:2')::uuid order by d.id limit 1`,
    );
    const theirDeal = `'${deals[0]!.id}'::uuid`;
    const outcomes = await as('asha.rao@fpw.in', async (tx) => ({
      followUp: await attempt(
        tx,
        `insert into public.lead_follow_ups (lead_id, follow_up_at, comment) values (${NISHA_PRIVATE}, now(), 'Hi')`,
      ),
      deal: await attempt(
        tx,
        `update public.deals set version = version + 1, value = value where id = ${theirDeal} returning id`,
      ),
      appointment: await attempt(
        tx,
        `insert into public.appointments (kind, title, starts_at, assignee_id, lead_id)
         values ('site_visit', 'Visit', now() + interval '1 day', '${ASHA}', ${NISHA_PRIVATE})`,
      ),
      ownFollowUp: await attempt(
        tx,
        `insert into public.lead_follow_ups (lead_id, follow_up_at, comment) values (${ASHAS_OWN}, now(), 'Hi') returning id`,
      ),
    }));
    expect(outcomes.followUp).toMatchObject({ ok: false, code: '42501' });
    expect(outcomes.deal).toEqual({ ok: true, rows: [] });
    expect(outcomes.appointment).toMatchObject({ ok: false, code: '42501' });
    expect(outcomes.ownFollowUp).toMatchObject({ ok: true, rows: [expect.anything()] });
    // The deal exists: the manager moves it.
    const manager = await as('vikram.singh@fpw.in', (tx) =>
      attempt(
        tx,
        `update public.deals set version = version + 1, value = value where id = ${theirDeal} returning id`,
      ),
    );
    expect(manager).toMatchObject({ ok: true, rows: [expect.anything()] });
  });

  it('lets nobody without leads.delete delete a lead, and the manager delete one', async () => {
    const remove = `delete from public.leads where id = ${NISHA_PRIVATE} returning id`;
    expect(await as('nisha.bhat@fpw.in', (tx) => attempt(tx, remove))).toEqual({ ok: true, rows: [] });
    expect(await as('vikram.singh@fpw.in', (tx) => attempt(tx, remove))).toMatchObject({
      ok: true,
      rows: [expect.anything()],
    });
  });
});

describe('logging a follow-up', () => {
  it('records the follow-up, moves the lead and refuses a date in the past', async () => {
    const result = await as('asha.rao@fpw.in', async (tx) => {
      const past = await attempt(
        tx,
        `select * from public.log_follow_up(${ASHAS_OWN}, null, null, 'Called', now() - interval '1 day')`,
      );
      const logged = await attempt(
        tx,
        `select by_staff_id, comment from public.log_follow_up(${ASHAS_OWN}, md5('fpw:lead-stage:Site visit')::uuid,
           md5('fpw:lead-status:Hot')::uuid, 'Site visit fixed', now() + interval '2 days')`,
      );
      const lead = await tx.query<{ stage: string; next: boolean }>(
        `select stage_name as stage, next_follow_up_at > now() as next from public.leads_list where id = ${ASHAS_OWN}`,
      );
      const notHers = await attempt(
        tx,
        `select * from public.log_follow_up(${NISHA_PRIVATE}, null, null, 'Hi')`,
      );
      return { past, logged, lead: lead.rows[0], notHers };
    });
    expect(result.past).toMatchObject({
      ok: false,
      code: 'P0001',
      message: 'The next follow-up cannot be in the past',
    });
    expect(result.logged).toEqual({ ok: true, rows: [{ by_staff_id: ASHA, comment: 'Site visit fixed' }] });
    expect(result.lead).toEqual({ stage: 'Site visit', next: true });
    expect(result.notHers).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('message templates', () => {
  it('are read by sales and written only with crm_settings.manage', async () => {
    const change = `update public.message_templates set version = version + 1, body = body || ' ' where kind = 'whatsapp' returning id`;
    const asha = await as('asha.rao@fpw.in', async (tx) => ({
      read: await count(tx, 'public.message_templates'),
      write: await attempt(tx, change),
    }));
    expect(asha.read).toBeGreaterThan(0);
    expect(asha.write).toEqual({ ok: true, rows: [] });
    const vikram = await as('vikram.singh@fpw.in', (tx) => attempt(tx, change));
    expect(vikram.ok && vikram.rows.length).toBeGreaterThan(0);
  });

  it('refuses a placeholder the buttons cannot fill, and an e-mail without a subject', async () => {
    const outcome = await as('vikram.singh@fpw.in', async (tx) => ({
      unknown: await attempt(
        tx,
        `insert into public.message_templates (kind, name, body) values ('whatsapp', 'X', 'Hi {city}')`,
      ),
      noSubject: await attempt(
        tx,
        `insert into public.message_templates (kind, name, body) values ('email', 'Y', 'Hi {name}')`,
      ),
    }));
    expect(outcome.unknown).toMatchObject({ ok: false, constraint: 'message_templates_placeholders_check' });
    expect(outcome.noSubject).toMatchObject({ ok: false, constraint: 'message_templates_subject_check' });
  });
});
