/**
 * npm run db:check: proves the schema on a real PostgreSQL server, not only on PGlite.
 * Applies, with psql, every SQL file in the order the embedded database uses (compatibility
 * schema, migrations, seed.sql, seeds/*.sql, embedded sign-ins; src/services/backend/sql-scripts.ts),
 * each in its own transaction, then runs every supabase/tests/*.sql file inside a transaction that
 * is rolled back. Exits non-zero on the first file that fails to apply, or on any failed test.
 *
 * DATABASE_URL names the server (e.g. postgresql://postgres@127.0.0.1:5432/postgres). The work
 * happens in a scratch database created next to it and dropped afterwards, so the check can run
 * again and never touches real data. Options:
 *   --in-place  apply to the database of DATABASE_URL itself (for a disposable CI database)
 *   --keep      keep the scratch database for a look afterwards (its name is printed)
 * Needs psql on the PATH and a role that may create databases, roles and extensions (pgcrypto).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planScripts, type SqlScript } from '../src/services/backend/sql-scripts.ts';

const root = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const inPlace = args.has('--in-place');
const keep = args.has('--keep');

function fail(message: string): never {
  console.error(`db:check: ${message}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined || databaseUrl === '') {
  fail('DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/postgres).');
}

function filesIn(folder: string): string[] {
  try {
    return readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
}

function sqlFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of [
    ...filesIn('supabase/embedded'),
    ...filesIn('supabase/migrations'),
    'supabase/seed.sql',
    ...filesIn('supabase/seeds'),
  ]) {
    files[path] = readFileSync(join(root, path), 'utf8');
  }
  return files;
}

interface PsqlResult {
  ok: boolean;
  output: string;
}

/** psql stops at the first error (ON_ERROR_STOP) and reads no ~/.psqlrc (-X). */
function psql(url: string, commandArgs: string[]): PsqlResult {
  const result = spawnSync('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...commandArgs], {
    encoding: 'utf8',
    env: { ...process.env, PGOPTIONS: '--client-min-messages=warning' },
  });
  if (result.error) fail(`psql could not run: ${result.error.message}`);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

const scratch = `fpw_check_${Date.now()}_${process.pid}`;
const target = inPlace ? databaseUrl : withDatabase(databaseUrl, scratch);
const shownTarget = inPlace ? 'the DATABASE_URL database' : `scratch database ${scratch}`;

if (!inPlace) {
  const created = psql(databaseUrl, ['-c', `create database ${scratch}`]);
  if (!created.ok) fail(`could not create ${scratch}:\n${created.output}`);
}

let failed = 0;
try {
  const server = psql(target, ['-At', '-c', 'show server_version']);
  if (!server.ok) {
    console.error(`db:check: cannot connect to ${shownTarget}:\n${server.output}`);
    failed += 1;
  } else {
    console.log(`db:check on PostgreSQL ${server.output} (${shownTarget})`);
  }

  const scripts: SqlScript[] = failed > 0 ? [] : planScripts(sqlFiles());
  for (const script of scripts) {
    const started = performance.now();
    // One transaction per file: a failing file leaves nothing of itself behind.
    const applied = psql(target, ['--single-transaction', '-o', '/dev/null', '-f', join(root, script.path)]);
    const took = `${Math.round(performance.now() - started)} ms`;
    if (!applied.ok) {
      console.error(`  FAIL apply ${script.path} (${took})\n${applied.output}`);
      failed += 1;
      break;
    }
    console.log(`  ok   apply ${script.path} (${took})`);
  }

  if (failed === 0) {
    const tests = filesIn('supabase/tests').sort();
    if (tests.length === 0) console.log('  (no supabase/tests/*.sql)');
    for (const test of tests) {
      const started = performance.now();
      // Each test file runs in a transaction that is rolled back: tests may write freely.
      const ran = psql(target, ['-o', '/dev/null', '-c', 'begin', '-f', join(root, test), '-c', 'rollback']);
      const took = `${Math.round(performance.now() - started)} ms`;
      if (ran.ok) {
        console.log(`  ok   test  ${test} (${took})`);
      } else {
        console.error(`  FAIL test  ${test} (${took})\n${ran.output}`);
        failed += 1;
      }
    }
    console.log(
      `db:check: ${scripts.length} files applied, ${tests.length - failed} of ${tests.length} test files passed`,
    );
  }
} finally {
  if (!inPlace && !keep) {
    const dropped = psql(databaseUrl, ['-c', `drop database if exists ${scratch}`]);
    if (!dropped.ok) console.error(`db:check: could not drop ${scratch}:\n${dropped.output}`);
  } else if (keep && !inPlace) {
    console.log(`db:check: kept ${scratch}`);
  }
}

if (failed > 0) {
  console.error(`db:check: FAILED (${failed})`);
  process.exit(1);
}
console.log('db:check: passed');
