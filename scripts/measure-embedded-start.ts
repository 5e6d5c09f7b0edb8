/**
 * Cold and warm start of the embedded database, measured in node with a file data directory (a fair
 * proxy for the browser's IndexedDB: the same WebAssembly Postgres, the same SQL files; the browser
 * adds downloading PGlite and the worker hop). Prints one line per figure.
 *   cold start     : new data directory: initdb + every SQL file, then the first query
 *   warm start     : the same directory again: open + check what is applied + first query
 *   prepared start : loading the build's snapshot of the migrated, seeded directory (what a first visit
 *                    to a production build does: build/embedded-snapshot.ts), download not included
 *   per query      : a signed-in list of 25 staff through the embedded DataSource (role + claims + query)
 *   10,000 rows    : filter + sort + first page + exact count over a generated 10,000-row table
 * Usage: npm run measure:embedded
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyScripts } from '../src/services/backend/migrate.ts';
import { planScripts } from '../src/services/backend/sql-scripts.ts';
import { createEmbeddedDataSource } from '../src/services/backend/embedded-data-source.ts';
import { compactForSnapshot } from '../src/services/backend/build/embedded-snapshot.ts';

const root = join(import.meta.dirname, '..');

function sqlFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of ['supabase/embedded', 'supabase/migrations', 'supabase/seeds']) {
    let names: string[];
    try {
      names = readdirSync(join(root, folder));
    } catch {
      continue;
    }
    for (const name of names) files[`${folder}/${name}`] = readFileSync(join(root, folder, name), 'utf8');
  }
  files['supabase/seed.sql'] = readFileSync(join(root, 'supabase/seed.sql'), 'utf8');
  return files;
}

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;
const scripts = planScripts(sqlFiles());
const dataDir = mkdtempSync(join(tmpdir(), 'fpw-measure-'));
const open = (options: { dataDir?: string; loadDataDir?: Blob } = {}) =>
  PGlite.create({ ...options, relaxedDurability: true, extensions: { pgcrypto } });

try {
  console.log(
    `${scripts.length} SQL files, ${(scripts.reduce((n, s) => n + s.sql.length, 0) / 1024).toFixed(0)} KB`,
  );

  let started = performance.now();
  let db = await open({ dataDir });
  await db.query('select 1');
  const initdb = ms(started);
  const report = await applyScripts(db, scripts);
  console.log(
    `cold start: ${ms(started)} (initdb and first query ${initdb}; SQL files ${report.applied.length})`,
  );
  const slowest = [...report.applied].sort((a, b) => b.durationMs - a.durationMs).slice(0, 3);
  for (const step of slowest) console.log(`  slowest file: ${step.path} ${Math.round(step.durationMs)} ms`);
  await compactForSnapshot(db);
  const dump = await db.dumpDataDir('gzip');
  await db.close();

  started = performance.now();
  db = await open({ dataDir });
  await applyScripts(db, scripts);
  await db.query('select 1');
  console.log(`warm start: ${ms(started)}`);

  const asha = await db.query<{ id: string }>(`select id from auth.users where email = 'asha.rao@fpw.in'`);
  const source = createEmbeddedDataSource(db, {
    caller: () => ({ sub: asha.rows[0]?.id ?? '', email: 'asha.rao@fpw.in', role: 'authenticated' }),
  });
  await source.list('staff', { range: { from: 0, to: 24 } });
  const runs = 50;
  started = performance.now();
  for (let index = 0; index < runs; index += 1) {
    await source.list('staff', { sort: [{ column: 'name' }], range: { from: 0, to: 24 }, count: 'exact' });
  }
  console.log(
    `per query (DataSource list, in-process): ${((performance.now() - started) / runs).toFixed(1)} ms`,
  );

  // A 10,000-row list: filter + sort + first page with an exact count, as a DataTable asks for it.
  await db.exec(`
    create table public.measure_leads as
      select gen_random_uuid() as id, 'Lead ' || n as name, (array['new','contacted','won','lost'])[1 + n % 4] as status,
             (n * 7919) % 100000 as value, now() - (n || ' minutes')::interval as created_at
        from generate_series(1, 10000) as n;
    alter table public.measure_leads add primary key (id);
    alter table public.measure_leads enable row level security;
    create policy measure_leads_read on public.measure_leads for select to authenticated using (true);
    grant select on public.measure_leads to authenticated;`);
  const page = {
    filters: [
      { column: 'status', op: 'in', value: ['new', 'contacted'] },
      { column: 'name', op: 'ilike', value: '%1%' },
    ],
    sort: [{ column: 'value', ascending: false }],
    range: { from: 0, to: 49 },
    count: 'exact',
  } as const;
  const first = await source.list('measure_leads', page);
  started = performance.now();
  for (let index = 0; index < 10; index += 1) await source.list('measure_leads', page);
  console.log(
    `10,000 rows, filter + sort + first 50 + exact count (${first.count} match): ${((performance.now() - started) / 10).toFixed(1)} ms`,
  );
  await db.close();

  started = performance.now();
  db = await open({ loadDataDir: dump });
  await db.query('select 1');
  console.log(`prepared start (load a ${(dump.size / 1024 / 1024).toFixed(1)} MB gzip dump): ${ms(started)}`);
  await db.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
