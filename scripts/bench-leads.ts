/**
 * Benchmark of the CRM on the embedded database in node (the same PGlite and SQL files the browser
 * runs; the browser adds the worker hop). Not a test: it prints figures, one JSON object per line.
 *   import     : 5,000 generated leads as a CSV, parsed and checked as the wizard does, then one
 *                import_leads call as the sales manager (row-level security applies)
 *   list       : with the leads table grown to 10,000, the leads list as the manager through the
 *                DataSource: a filter (stage + search over name, phone, e-mail, company) + sort +
 *                first page of 25 + exact count, and the unfiltered first page sorted by follow-up
 * Usage: npm run bench:leads [-- --rows 5000 --total 10000 --runs 20]
 */
import { createEmbeddedDataSource } from '../src/services/backend/embedded-data-source.ts';
import { claimsOf, openTestDatabase } from '../src/services/backend/testing/test-database.ts';
import { checkRecords, guessMapping, splitChecked } from '../src/services/crm/lead-import.ts';
import { parseLeadCsv } from '../src/services/crm/lead-import-csv.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ROWS = option('rows', 5000);
const TOTAL = option('total', 10_000);
const RUNS = option('runs', 20);
const ms = (since: number) => Math.round((performance.now() - since) * 10) / 10;
const print = (figure: Record<string, unknown>) => console.log(JSON.stringify(figure));

function generatedCsv(rows: number): string {
  const cities = ['Bengaluru', 'Chennai', 'Pune', 'Mumbai', 'Hyderabad', 'Kochi'];
  const lines = ['\uFEFFName,Mobile,E-mail,Company,City,Pincode,Source,Notes'];
  for (let i = 0; i < rows; i += 1) {
    // One row in fifty repeats an earlier phone: the duplicate policy has work to do.
    const n = i % 50 === 49 ? i - 7 : i;
    lines.push(
      [
        `Bench Lead ${i}`,
        `+91 6${String(300000000 + n).padStart(9, '0')}`,
        `bench.lead${i}@example.com`,
        i % 3 === 0 ? `"Bench, Traders ${i % 97}"` : '',
        cities[i % cities.length],
        `5600${String(10 + (i % 90)).padStart(2, '0')}`,
        i % 2 === 0 ? 'Website' : 'Google Ads',
        i % 10 === 0 ? '"Call after 6,\nnot before"' : '',
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

let started = performance.now();
const db = await openTestDatabase();
print({ step: 'open', ms: ms(started) });

try {
  const manager = await claimsOf(db, 'vikram.singh@fpw.in');
  const source = createEmbeddedDataSource(db, { caller: () => manager });
  const campaign = await db.query<{ id: string }>(
    `insert into public.campaigns (name, pipeline, duplicate_lead_policy, status, owner_id)
     values ('Benchmark import', 'Residential', 'skip', 'active', '5a1e0000-0000-4000-8000-000000000002')
     returning id`,
  );
  const campaignId = campaign.rows[0]?.id ?? '';

  started = performance.now();
  const text = generatedCsv(ROWS);
  const parsed = parseLeadCsv(text);
  const { rows, rejected } = splitChecked(checkRecords(parsed, guessMapping(parsed.headers)));
  const checkMs = ms(started);
  started = performance.now();
  const answer = await source.rpc<{ imported: number; merged: number; duplicates: number; rejected: number }>(
    'import_leads',
    { p_campaign_id: campaignId, p_rows: rows },
  );
  print({
    step: 'import',
    rows: ROWS,
    parse_and_check_ms: checkMs,
    import_leads_ms: ms(started),
    imported: answer.imported,
    duplicates: answer.duplicates,
    rejected: answer.rejected + rejected.length,
  });

  // Grow the table to TOTAL leads (as the database owner, in one statement).
  const existing = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
  const missing = Math.max(0, TOTAL - (existing.rows[0]?.n ?? 0));
  started = performance.now();
  await db.query(
    `insert into public.leads (name, phone, email, city, source, campaign_id, owner_id, stage_id, status_id, next_follow_up_at)
     select 'Filler Lead ' || i, '+91 7' || lpad(i::text, 9, '0'), 'filler' || i || '@example.com',
            (array['Bengaluru', 'Chennai', 'Pune'])[1 + i % 3], 'referral', $1,
            (array['5a1e0000-0000-4000-8000-000000000001', '5a1e0000-0000-4000-8000-000000000009']::uuid[])[1 + i % 2],
            (select id from public.lead_stages order by position offset (i % 6) limit 1),
            (select id from public.lead_statuses order by position offset (i % 5) limit 1),
            timestamptz '2026-11-20 10:00+05:30' + (i % 30) * interval '1 day'
       from generate_series(1, $2::int) as i`,
    [campaignId, missing],
  );
  const total = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
  print({ step: 'grow', added: missing, leads: total.rows[0]?.n, ms: ms(started) });

  const stage = await db.query<{ id: string }>(`select id from public.lead_stages where name = 'Contacted'`);
  const stageId = stage.rows[0]?.id ?? '';
  const search = '%lead 1%';
  const filtered = () =>
    source.list('leads_list', {
      filters: [
        { column: 'stage_id', op: 'eq', value: stageId },
        {
          op: 'or',
          filters: [
            { column: 'name', op: 'ilike', value: search },
            { column: 'phone', op: 'ilike', value: search },
            { column: 'email', op: 'ilike', value: search },
            { column: 'company_name', op: 'ilike', value: search },
          ],
        },
      ],
      sort: [
        { column: 'next_follow_up_at', ascending: true },
        { column: 'id', ascending: true },
      ],
      range: { from: 0, to: 24 },
      count: 'exact',
    });
  const firstPage = () =>
    source.list('leads_list', {
      sort: [
        { column: 'next_follow_up_at', ascending: false },
        { column: 'id', ascending: true },
      ],
      range: { from: 0, to: 24 },
      count: 'exact',
    });
  for (const [name, run] of [
    ['filter+search+sort+page+count', filtered],
    ['sort+page+count', firstPage],
  ] as const) {
    const first = await run();
    const times: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      started = performance.now();
      await run();
      times.push(ms(started));
    }
    times.sort((a, b) => a - b);
    print({
      step: 'list',
      query: name,
      leads: total.rows[0]?.n,
      matching: first.count,
      page_rows: first.rows.length,
      runs: RUNS,
      median_ms: times[Math.floor(times.length / 2)],
      max_ms: times[times.length - 1],
    });
  }
} finally {
  await db.close();
}
