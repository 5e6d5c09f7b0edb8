// The CSV lead import end to end on the embedded database, as the sales manager: the file is parsed
// and checked as the wizard does, import_leads applies the campaign's duplicate policy in one
// transaction, and the counts and the rows sent back are exact.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { importLeads, saveCampaign, type CampaignForm, type DuplicatePolicy } from './campaigns';
import { checkRecords, combineResults, guessMapping, outcomeReport, splitChecked } from './lead-import';
import { parseLeadCsv } from './lead-import-csv';

const { db, as } = seededDatabase();
const manager = as('vikram.singh@fpw.in');
const executive = as('asha.rao@fpw.in');
let md5Campaign2: string;

beforeAll(async () => {
  const expo = await db.query<{ id: string }>(`select md5('fpw:campaign:2')::uuid as id`);
  md5Campaign2 = expo.rows[0]!.id;
}, 240_000);

function campaignForm(name: string, policy: DuplicatePolicy): CampaignForm {
  return {
    name,
    pipeline: 'Residential',
    owner_id: '',
    agent_ids: [],
    priority: 'medium',
    duplicate_lead_policy: policy,
    status: 'active',
    start_date: '2026-11-01',
    end_date: '',
    budget: null,
    description: '',
  };
}

async function campaignWithLead(name: string, policy: DuplicatePolicy): Promise<string> {
  const campaign = await saveCampaign(campaignForm(name, policy), null, {}, manager);
  await db.query(
    `insert into public.leads (name, phone, email, campaign_id, owner_id, stage_id, status_id, city)
     select 'Existing Customer', '+91 99000 12345', 'existing@example.com', $1,
            '5a1e0000-0000-4000-8000-000000000001',
            (select id from public.lead_stages order by position limit 1),
            (select id from public.lead_statuses order by position limit 1), null`,
    [campaign.id],
  );
  return campaign.id;
}

const SMALL_CSV = [
  '\uFEFFName , Mobile,EMAIL,Company,City,Pincode,Source,Notes',
  'Ravi Kumar,+91 98860 11111,ravi@example.com,"Kumar, Sons & Co",Bengaluru,560001,Website,',
  '',
  'Meena Das,9886022222,MEENA@Example.com,,Chennai,600001,Google Ads,"Call after 6,',
  'not before"',
  'Ravi K.,098860-11111,,,,,,duplicate of row 2 by phone  ',
  'Old Friend,9900012345,,,Mysuru,570001,referral,same phone as the existing lead',
  'Bad Phone,12345,,,,,,',
  '   ',
].join('\r\n');

async function importText(campaignId: string, text: string) {
  const parsed = parseLeadCsv(text);
  const mapping = guessMapping(parsed.headers);
  const { rows, rejected } = splitChecked(checkRecords(parsed, mapping));
  const answer = await importLeads(campaignId, rows, manager);
  return { parsed, mapping, result: combineResults([answer], rejected) };
}

describe('import_leads', () => {
  it('imports a small file with a BOM, a quoted comma and line break, duplicates and a bad phone', async () => {
    const campaignId = await campaignWithLead('Import test: reject duplicates', 'skip');
    const { parsed, mapping, result } = await importText(campaignId, SMALL_CSV);
    expect(parsed.headers[0]).toBe('Name');
    expect(mapping).toMatchObject({ name: 'Name', phone: 'Mobile', email: 'EMAIL', company_name: 'Company' });
    expect(parsed.records).toHaveLength(5);
    expect(result).toMatchObject({ imported: 2, merged: 0, duplicates: 2, rejected: 1 });
    expect(result.rejectedRows).toEqual([{ row: 6, reason: expect.stringMatching(/Indian mobile/) }]);
    expect(result.duplicateRows).toEqual([
      { row: 4, reason: 'Duplicate of row 2 in this file' },
      { row: 5, reason: 'Duplicate of the existing lead Existing Customer' },
    ]);
    const { rows } = await db.query<{
      name: string;
      phone: string;
      email: string | null;
      company_name: string | null;
      notes: string | null;
      owner: string;
    }>(
      `select l.name, l.phone, l.email, l.company_name, l.notes, s.email as owner
         from public.leads l join public.staff s on s.id = l.owner_id
        where l.campaign_id = $1 and l.name <> 'Existing Customer' order by l.name`,
      [campaignId],
    );
    expect(rows).toEqual([
      {
        name: 'Meena Das',
        phone: '+91 9886022222',
        email: 'meena@example.com',
        company_name: null,
        notes: 'Call after 6,\nnot before',
        owner: 'vikram.singh@fpw.in',
      },
      {
        name: 'Ravi Kumar',
        phone: '+91 9886011111',
        email: 'ravi@example.com',
        company_name: 'Kumar, Sons & Co',
        notes: null,
        owner: 'vikram.singh@fpw.in',
      },
    ]);
    const report = outcomeReport(parsed, result.rejectedRows);
    expect(report.headers.at(-1)).toBe('reason');
    expect(report.rows[0]?.[0]).toBe('Bad Phone');
  });

  it('imports the e2e fixture into the seeded expo campaign with the counts the journey expects', async () => {
    const text = readFileSync(new URL('../../../e2e/fixtures/leads-import.csv', import.meta.url), 'utf8');
    const { result } = await importText(md5Campaign2, text);
    expect(result).toMatchObject({ imported: 3, merged: 0, duplicates: 4, rejected: 2 });
    expect(result.rejectedRows.map((r) => r.row)).toEqual([9, 10]);
    expect(result.duplicateRows.map((r) => r.reason)).toEqual([
      'Duplicate of row 2 in this file',
      'Duplicate of row 3 in this file',
      'Duplicate of the existing lead Pooja Chatterjee',
      'Duplicate of the existing lead Aditya Sharma',
    ]);
  });

  it('merges into the existing lead, filling only its empty fields', async () => {
    const campaignId = await campaignWithLead('Import test: merge', 'merge');
    const { result } = await importText(campaignId, SMALL_CSV);
    expect(result).toMatchObject({ imported: 2, merged: 2, duplicates: 0, rejected: 1 });
    const { rows } = await db.query<{
      name: string;
      city: string | null;
      pincode: string | null;
      version: number;
    }>(
      `select name, city, pincode, version from public.leads where campaign_id = $1 and name = 'Existing Customer'`,
      [campaignId],
    );
    expect(rows).toEqual([{ name: 'Existing Customer', city: 'Mysuru', pincode: '570001', version: 2 }]);
    const ravi = await db.query<{ notes: string | null }>(
      `select notes from public.leads where campaign_id = $1 and name = 'Ravi Kumar'`,
      [campaignId],
    );
    expect(ravi.rows).toEqual([{ notes: 'duplicate of row 2 by phone' }]);
  });

  it('gives a duplicate to the existing lead’s owner, and allows duplicates when told to', async () => {
    const assign = await campaignWithLead('Import test: existing owner', 'assign_to_existing_owner');
    expect((await importText(assign, SMALL_CSV)).result).toMatchObject({
      imported: 4,
      duplicates: 0,
      rejected: 1,
    });
    const owners = await db.query<{ owner: string }>(
      `select s.email as owner from public.leads l join public.staff s on s.id = l.owner_id
        where l.campaign_id = $1 and l.name = 'Old Friend'`,
      [assign],
    );
    expect(owners.rows).toEqual([{ owner: 'asha.rao@fpw.in' }]);
    const allow = await campaignWithLead('Import test: allow', 'allow');
    expect((await importText(allow, SMALL_CSV)).result).toMatchObject({
      imported: 4,
      merged: 0,
      duplicates: 0,
      rejected: 1,
    });
  });

  it('refuses a sales executive without leads.import, importing nothing', async () => {
    const campaignId = await campaignWithLead('Import test: refused', 'skip');
    await expect(
      importLeads(campaignId, [{ row: 2, name: 'Nobody', phone: '+91 9886099999' }], executive),
    ).rejects.toMatchObject({
      kind: 'permission',
    });
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.leads where campaign_id = $1',
      [campaignId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('imports 5,000 rows with duplicates among them, all in one call', async () => {
    const campaignId = await campaignWithLead('Import test: 5,000 rows', 'skip');
    const lines = ['name,phone,email,city'];
    for (let i = 0; i < 5000; i += 1) {
      // Every 100th row repeats the phone of the row before it.
      const n = i % 100 === 99 ? i - 1 : i;
      lines.push(`Lead ${i},+91 7${String(1000000000 + n).slice(1)},lead${i}@example.com,Pune`);
    }
    const { result } = await importText(campaignId, lines.join('\n'));
    expect(result).toMatchObject({ imported: 4950, duplicates: 50, rejected: 0, merged: 0 });
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.leads where campaign_id = $1',
      [campaignId],
    );
    expect(rows[0]?.n).toBe(4951);
  }, 120_000);
});
