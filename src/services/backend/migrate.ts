/**
 * The embedded database's migration runner: applies the planned SQL files (sql-scripts.ts) that
 * have not been applied yet, each in its own transaction, and remembers them in
 * fpw_meta.applied_scripts. A file that fails leaves nothing of itself behind and stops the run;
 * the files before it stay applied. Seeds are files like the others, so they run once.
 * No runtime imports beyond sql-scripts.ts: node scripts load this file as is.
 */
import { checksumOf, type SqlScript } from './sql-scripts.ts';

/** What the runner needs of a database: PGlite, PGliteWorker or a transaction of either. */
export interface SqlSession {
  exec(sql: string): Promise<unknown>;
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface SqlDatabase extends SqlSession {
  transaction<T>(callback: (tx: SqlSession) => Promise<T>): Promise<T>;
}

// fpw_meta belongs to the embedded database only; no client role has usage on it.
const META_SCHEMA = `
create schema if not exists fpw_meta;
revoke all on schema fpw_meta from public;
create table if not exists fpw_meta.applied_scripts (
  path text primary key,
  phase text not null,
  checksum text not null,
  applied_at timestamptz not null default now(),
  duration_ms integer not null
);
create table if not exists fpw_meta.start_outcome (
  only_row boolean primary key default true check (only_row),
  ok boolean not null,
  failed_path text,
  message text,
  at timestamptz not null default now()
);
-- Where the database lives (indexeddb or memory): the page warns when changes vanish on reload.
alter table fpw_meta.start_outcome add column if not exists storage text;
-- Which set of SQL files the database has had applied in full (scriptSetDigest): a start whose build
-- has the same set needs neither the files nor the check of each one.
create table if not exists fpw_meta.script_set (
  only_row boolean primary key default true check (only_row),
  digest text not null
);
`;

export class ScriptFailedError extends Error {
  readonly path: string;

  constructor(path: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${path} failed and was not applied: ${reason}`, { cause });
    this.name = 'ScriptFailedError';
    this.path = path;
  }
}

export interface ApplyReport {
  /** Paths applied by this run, in order, with how long each took. */
  applied: { path: string; durationMs: number }[];
  /** Paths applied by an earlier run. */
  alreadyApplied: string[];
  /** Applied earlier but edited since: not re-run (a migration never runs twice); worth a warning. */
  changedSinceApplied: string[];
}

export async function ensureMetaSchema(db: SqlSession): Promise<void> {
  await db.exec(META_SCHEMA);
}

/** `onApplied` hears of each file as it is done (the worker tells waiting tabs the start is moving). */
export async function applyScripts(
  db: SqlDatabase,
  scripts: readonly SqlScript[],
  onApplied?: (path: string) => void,
): Promise<ApplyReport> {
  await ensureMetaSchema(db);
  const { rows } = await db.query<{ path: string; checksum: string }>(
    'select path, checksum from fpw_meta.applied_scripts',
  );
  const applied = new Map(rows.map((row) => [row.path, row.checksum]));
  const report: ApplyReport = { applied: [], alreadyApplied: [], changedSinceApplied: [] };

  for (const script of scripts) {
    const checksum = checksumOf(script.sql);
    const earlier = applied.get(script.path);
    if (earlier !== undefined) {
      report.alreadyApplied.push(script.path);
      if (earlier !== checksum) report.changedSinceApplied.push(script.path);
      continue;
    }
    const started = performance.now();
    try {
      await db.transaction(async (tx) => {
        await tx.exec(script.sql);
        await tx.query(
          'insert into fpw_meta.applied_scripts (path, phase, checksum, duration_ms) values ($1, $2, $3, $4)',
          [script.path, script.phase, checksum, Math.round(performance.now() - started)],
        );
      });
    } catch (error) {
      throw new ScriptFailedError(script.path, error);
    }
    report.applied.push({ path: script.path, durationMs: performance.now() - started });
    onApplied?.(script.path);
  }
  return report;
}

/** The set of SQL files this database has had applied in full; null when never recorded. */
export async function readScriptSet(db: SqlSession): Promise<string | null> {
  try {
    const { rows } = await db.query<{ digest: string }>(
      'select digest from fpw_meta.script_set where only_row',
    );
    return rows[0]?.digest ?? null;
  } catch {
    // A database from before the record (or before fpw_meta): the files are checked one by one.
    return null;
  }
}

/** After applyScripts succeeded with every file of the set. Written only when it changes. */
export async function recordScriptSet(db: SqlSession, digest: string): Promise<void> {
  if ((await readScriptSet(db)) === digest) return;
  await ensureMetaSchema(db);
  await db.query(
    `insert into fpw_meta.script_set (only_row, digest) values (true, $1)
     on conflict (only_row) do update set digest = excluded.digest`,
    [digest],
  );
}

export type StorageMode = 'indexeddb' | 'memory';

/** `storage` is absent when an older worker recorded the start; read it as IndexedDB. */
export type StartOutcome =
  | { ok: true; storage?: StorageMode | undefined }
  | { ok: false; failedPath: string | null; message: string; storage?: StorageMode | undefined };

/** Written by the worker after migrating, read by every tab: a failed start must reach the screen. */
export async function recordStartOutcome(db: SqlSession, outcome: StartOutcome): Promise<void> {
  await ensureMetaSchema(db);
  // A warm start records what the last one did: writing it again would dirty the data directory, and
  // the tab's first query would wait for that to be flushed to IndexedDB.
  const recorded = await readStartOutcome(db);
  if (recorded !== null && sameOutcome(recorded, outcome)) return;
  await db.query(
    `insert into fpw_meta.start_outcome (only_row, ok, failed_path, message, storage, at)
     values (true, $1, $2, $3, $4, now())
     on conflict (only_row) do update set ok = excluded.ok, failed_path = excluded.failed_path,
       message = excluded.message, storage = excluded.storage, at = excluded.at`,
    outcome.ok
      ? [true, null, null, outcome.storage ?? null]
      : [false, outcome.failedPath, outcome.message, outcome.storage ?? null],
  );
}

function sameOutcome(recorded: StartOutcome, outcome: StartOutcome): boolean {
  const storage = (value: StartOutcome) => value.storage ?? 'indexeddb';
  if (!recorded.ok || !outcome.ok) return false;
  return storage(recorded) === storage(outcome);
}

export async function readStartOutcome(db: SqlSession): Promise<StartOutcome | null> {
  // to_jsonb: a table recorded by an older worker has no storage column, and that is no error.
  const { rows } = await db.query<{ outcome: unknown }>(
    `select to_jsonb(o) as outcome from fpw_meta.start_outcome o where only_row`,
  );
  return startOutcomeOf(rows[0]?.outcome);
}

/**
 * The start's record and the database's set of SQL files in one statement: a tab's first read, made in
 * one round trip (embedded-database.ts). Both tables exist once a worker has recorded a start.
 */
export const START_RECORD_SQL =
  'select (select to_jsonb(o) from fpw_meta.start_outcome o where only_row) as outcome, ' +
  '(select digest from fpw_meta.script_set where only_row) as script_set';

/** A start_outcome row as to_jsonb gives it (parsed): anything else reads as no record. */
export function startOutcomeOf(recorded: unknown): StartOutcome | null {
  if (typeof recorded !== 'object' || recorded === null) return null;
  const row = recorded as Record<string, unknown>;
  const storage: StorageMode = row['storage'] === 'memory' ? 'memory' : 'indexeddb';
  if (row['ok'] === true) return { ok: true, storage };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { ok: false, failedPath: text(row['failed_path']), message: text(row['message']) ?? '', storage };
}
