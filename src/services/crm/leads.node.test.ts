// The leads domain functions against the embedded DataSource on PGlite with the shipped seed, as
// different callers: the list page's filters, search, sort and paging, the bulk actions and
// logging a follow-up, under the CRM's row-level security.
import { describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { listCampaignOptions, listLeadStages, listLeadStatuses, listSalesStaffOptions } from './crm-lookups';
import {
  allocateLeads,
  bulkUpdateLeads,
  changeLeadStage,
  getLead,
  leadFormSchema,
  listFollowUps,
  listLeads,
  logFollowUp,
  moveLeadsToCampaign,
  saveLead,
} from './leads';
import { listMessageTemplates } from './message-templates';

const ASHA = '5a1e0000-0000-4000-8000-000000000001';
const NISHA = '5a1e0000-0000-4000-8000-000000000009';

const { db, as } = seededDatabase();
const asha = as('asha.rao@fpw.in');
const vikram = as('vikram.singh@fpw.in');
const meera = as('meera.iyer@fpw.in');

async function count(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.leads_list where ${where}`,
    params,
  );
  return rows[0]!.n;
}

const ASHAS_SCOPE = `(owner_id = '${ASHA}' or campaign_id in (md5('fpw:campaign:1')::uuid, md5('fpw:campaign:2')::uuid))`;

async function idOf(sql: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql);
  return rows[0]!.id;
}

describe('listLeads', () => {
  it('shows an executive her own and her campaigns’ leads, the manager all, a designer none', async () => {
    expect((await listLeads({ page: 0, pageSize: 5 }, {}, asha)).total).toBe(await count(ASHAS_SCOPE));
    expect((await listLeads({ page: 0, pageSize: 5 }, {}, vikram)).total).toBe(await count('true'));
    expect((await listLeads({}, {}, meera)).total).toBe(0);
  });

  it('filters by campaign, stage, status, owner and source together', async () => {
    const stage = await idOf(`select id from public.lead_stages where name = 'New'`);
    const status = await idOf(`select id from public.lead_statuses where name = 'Warm'`);
    const campaign = await idOf(`select md5('fpw:campaign:1')::uuid as id`);
    const query = { campaign, stage, status, source: 'facebook' as const };
    const { rows, total } = await listLeads(query, {}, vikram);
    const expected = await count(
      `campaign_id = $1 and stage_id = $2 and status_id = $3 and source = 'facebook'`,
      [campaign, stage, status],
    );
    expect(expected).toBeGreaterThan(0);
    expect(total).toBe(expected);
    expect(rows.every((row) => row.stage_name === 'New' && row.status_name === 'Warm')).toBe(true);

    const mine = await listLeads({ owner: 'me' }, { me: ASHA }, vikram);
    expect(mine.total).toBe(await count(`owner_id = '${ASHA}'`));
    const nobody = await listLeads({ owner: 'me' }, { me: null }, vikram);
    expect(nobody.total).toBe(0);
  });

  it('finds next follow-ups overdue, today, this week and unset, relative to the given now', async () => {
    const now = new Date('2026-11-21T12:00:00+05:30');
    const at = (iso: string) => new Date(iso).toISOString();
    const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const endOfDay = new Date(startOfDay.getFullYear(), startOfDay.getMonth(), startOfDay.getDate() + 1);
    const endOfWeek = new Date(startOfDay.getFullYear(), startOfDay.getMonth(), startOfDay.getDate() + 7);
    const overdue = await listLeads({ due: 'overdue' }, { now }, vikram);
    expect(overdue.total).toBe(await count('next_follow_up_at < $1', [at(now.toISOString())]));
    expect(overdue.total).toBeGreaterThan(0);
    const today = await listLeads({ due: 'today' }, { now }, vikram);
    expect(today.total).toBe(
      await count('next_follow_up_at >= $1 and next_follow_up_at < $2', [
        startOfDay.toISOString(),
        endOfDay.toISOString(),
      ]),
    );
    expect(today.total).toBeGreaterThan(0);
    const week = await listLeads({ due: 'week' }, { now }, vikram);
    expect(week.total).toBe(
      await count('next_follow_up_at >= $1 and next_follow_up_at < $2', [
        startOfDay.toISOString(),
        endOfWeek.toISOString(),
      ]),
    );
    expect(week.total).toBeGreaterThan(today.total);
    const none = await listLeads({ due: 'none' }, { now }, vikram);
    expect(none.total).toBe(await count('next_follow_up_at is null'));
  });

  it('searches the name, phone, e-mail and company with one or-filter', async () => {
    const byCompany = await listLeads({ search: 'PHARMA' }, {}, vikram);
    expect(byCompany.total).toBe(await count(`company_name ilike '%pharma%'`));
    expect(byCompany.total).toBeGreaterThan(0);
    const someone = (await listLeads({ page: 0, pageSize: 1, search: 'gmail.com' }, {}, vikram)).rows[0]!;
    const byEmail = await listLeads({ search: someone.email!.toUpperCase() }, {}, vikram);
    expect(byEmail.rows.map((row) => row.id)).toContain(someone.id);
    const digits = someone.phone!.replace(/\D/g, '').slice(-10);
    const spaced = `${digits.slice(0, 5)} ${digits.slice(5)}`;
    const byPhone = await listLeads({ search: spaced }, {}, vikram);
    expect(byPhone.rows.map((row) => row.id)).toContain(someone.id);
    const byName = await listLeads({ search: someone.name.split(' ')[0]!.toLowerCase() }, {}, vikram);
    expect(byName.rows.map((row) => row.id)).toContain(someone.id);
    expect((await listLeads({ search: '%' }, {}, vikram)).total).toBe(0);
  });

  it('sorts and pages without overlap', async () => {
    const query = { sort: { column: 'estimated_value' as const, descending: true }, pageSize: 20 };
    const first = await listLeads({ ...query, page: 0 }, {}, vikram);
    const second = await listLeads({ ...query, page: 1 }, {}, vikram);
    const values = [...first.rows, ...second.rows].map((row) => Number(row.estimated_value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(40);
    expect(first.rows[0]).toMatchObject({ owner_name: expect.any(String), stage_name: expect.any(String) });
  });
});

describe('one lead', () => {
  it('gives an executive her lead with its follow-ups, and null for another executive’s', async () => {
    const own = await getLead(await idOf(`select md5('fpw:lead:1')::uuid as id`), asha);
    expect(own?.owner_id).toBe(ASHA);
    const timeline = await listFollowUps(own!.id, asha);
    expect(timeline.length).toBe(own!.follow_up_count);
    expect(await getLead(await idOf(`select md5('fpw:lead:nisha-private')::uuid as id`), asha)).toBeNull();
    expect(await getLead('not-a-uuid', asha)).toBeNull();
  });

  it('adds a lead for the executive and edits it with the version guard', async () => {
    const [stage] = await listLeadStages(asha);
    const [status] = await listLeadStatuses(asha);
    const values = leadFormSchema.parse({
      name: 'Kabir Anand',
      phone: '098450 77661',
      email: ' Kabir.Anand@Example.in ',
      company_name: '',
      address: '',
      city: 'Bengaluru',
      state: '',
      pincode: '560001',
      source: 'walk_in',
      campaign_id: '',
      owner_id: '',
      stage_id: stage!.id,
      status_id: status!.id,
      interest: '',
      estimated_value: 350000,
      notes: '',
    });
    const added = await saveLead(null, null, values, null, asha);
    expect(added).toMatchObject({ owner_id: ASHA, phone: '+91 9845077661', email: 'kabir.anand@example.in' });
    const edited = await saveLead(
      added.id,
      added.version,
      { ...values, owner_id: ASHA, city: 'Mysuru' },
      ASHA,
      asha,
    );
    expect(edited.city).toBe('Mysuru');
    await expect(
      saveLead(added.id, added.version, { ...values, owner_id: ASHA }, ASHA, asha),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(
      saveLead(added.id, edited.version, { ...values, owner_id: NISHA }, ASHA, asha),
    ).rejects.toBeInstanceOf(DataSourceError);
  });
});

describe('bulk actions and follow-ups', () => {
  it('refuses an executive allocating, lets the manager allocate, and moves stages in one call', async () => {
    const ids = (
      await listLeads({ owner: 'me', sort: { column: 'name' }, page: 0, pageSize: 3 }, { me: ASHA }, asha)
    ).rows.map((r) => r.id);
    await expect(allocateLeads(ids, NISHA, asha)).rejects.toMatchObject({ kind: 'permission' });
    const qualified = (await listLeadStages(asha)).find((stage) => stage.name === 'Qualified')!;
    expect(await changeLeadStage(ids, qualified.id, asha)).toBe(3);
    expect(await count(`id = any($1) and stage_name = 'Qualified'`, [ids])).toBe(3);
    expect(await allocateLeads(ids.slice(0, 1), NISHA, vikram)).toBe(1);
    const [campaign] = await listCampaignOptions(vikram);
    expect(await moveLeadsToCampaign(ids.slice(1), campaign!.id, asha)).toBe(2);
    await expect(
      bulkUpdateLeads(ids, { stage_id: undefined as unknown as string }, asha),
    ).rejects.toBeInstanceOf(DataSourceError);
  });

  it('logs a follow-up that moves the lead, and refuses a next follow-up in the past', async () => {
    const lead = (
      await listLeads(
        { owner: 'me', sort: { column: 'name', descending: true }, page: 0, pageSize: 1 },
        { me: ASHA },
        asha,
      )
    ).rows[0]!;
    const hot = (await listLeadStatuses(asha)).find((status) => status.name === 'Hot')!;
    await expect(
      logFollowUp({ leadId: lead.id, comment: 'Called', nextFollowUpAt: '2020-01-01T10:00:00Z' }, asha),
    ).rejects.toMatchObject({ kind: 'rejected', message: 'The next follow-up cannot be in the past' });
    const next = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const logged = await logFollowUp(
      { leadId: lead.id, statusId: hot.id, comment: '  Wants a site visit  ', nextFollowUpAt: next },
      asha,
    );
    expect(logged).toMatchObject({ by_name: 'Asha Rao', status_name: 'Hot', comment: 'Wants a site visit' });
    const after = await getLead(lead.id, asha);
    expect(after).toMatchObject({ status_name: 'Hot', follow_up_count: lead.follow_up_count + 1 });
    expect(new Date(after!.next_follow_up_at!).toISOString()).toBe(next);
    expect((await listFollowUps(lead.id, asha))[0]?.id).toBe(logged.id);
  });
});

describe('lookups', () => {
  it('lists stages and statuses in order, campaigns, sales staff and templates for sales; nothing CRM for designers', async () => {
    const stages = await listLeadStages(asha);
    expect(stages.map((stage) => stage.position)).toEqual(
      [...stages.map((s) => s.position)].sort((a, b) => a - b),
    );
    expect(stages[0]?.name).toBe('New');
    expect((await listSalesStaffOptions(asha)).map((person) => person.email)).toContain('nisha.bhat@fpw.in');
    expect((await listMessageTemplates({ kind: 'whatsapp', activeOnly: true }, asha)).length).toBeGreaterThan(
      1,
    );
    expect(await listLeadStages(meera)).toEqual([]);
    expect(await listCampaignOptions(meera)).toEqual([]);
  });
});
