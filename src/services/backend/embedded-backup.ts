/**
 * Backups of the embedded database (settings: "Download a backup", "Restore from a backup"): the
 * database lives in one browser, and clearing that browser would lose it.
 *
 * The format: PGlite's own dump of the data directory, `dumpDataDir('gzip')`, as is. A gzip file
 * holding a tar of the Postgres data directory, entries named from its root (`/PG_VERSION`,
 * `/global/pg_control`, `/base/...`), saved as `fpw-backup-YYYY-MM-DD.tar.gz`. Any PGlite built on the
 * same Postgres major version opens it with `PGlite.create({ loadDataDir })`; nothing is wrapped
 * around it, so a backup stays usable without this app. What makes it this app's database is inside:
 * fpw_meta.applied_scripts, the migration runner's record of the SQL files applied (migrate.ts).
 *
 * A restore checks, before anything changes, in this order: the size (not empty, at most
 * BACKUP_MAX_BYTES), the type (gzip), that it decompresses whole (a truncated or damaged file fails
 * here), that the tar's headers are sound and hold a Postgres data directory of the same major version,
 * and then, opened in a throwaway database, that it is this app's (applied_scripts lists the app's
 * migrations and names none the app lacks: a file the app does not know means a newer version made
 * it; an older backup is fine, the start applies what it lacks). Each refusal is a
 * BackupRefusedError whose message says what is wrong in the user's words.
 * No runtime imports: the worker, the tab and node tests all load it.
 */
import type { SqlSession } from './migrate.ts';

/** Far above the demo data's 5 MB compressed; a browser holding more would not restore it quickly anyway. */
export const BACKUP_MAX_BYTES = 512 * 1024 * 1024;

export type BackupProblem =
  | 'empty'
  | 'too-large'
  | 'not-gzip'
  | 'unreadable'
  | 'not-a-database'
  | 'other-postgres'
  | 'not-this-app'
  | 'newer-app';

export class BackupRefusedError extends Error {
  readonly problem: BackupProblem;

  constructor(problem: BackupProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupRefusedError';
    this.problem = problem;
  }
}

/** `fpw-backup-2026-11-28.tar.gz`, the day in the person's own time zone. */
export function backupFileName(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `fpw-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.tar.gz`;
}

export interface BackupArchive {
  /** The uncompressed tar: what PGlite's loadDataDir is given (it needs no second decompression). */
  tar: Uint8Array<ArrayBuffer>;
  /** The data directory's PG_VERSION, e.g. "18". */
  postgresMajor: string;
  entries: number;
}

const GZIP_MAGIC = [0x1f, 0x8b];
const BLOCK = 512;

async function gunzip(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const stream = file.stream().pipeThrough(new DecompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (error) {
    throw new BackupRefusedError(
      'unreadable',
      'The file is damaged or incomplete (it does not decompress to the end). Download the backup again.',
      { cause: error },
    );
  }
}

function text(block: Uint8Array, from: number, length: number): string {
  const bytes = block.subarray(from, from + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

function octal(block: Uint8Array, from: number, length: number): number {
  const digits = text(block, from, length).trim();
  return /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : Number.NaN;
}

/** The tar's entries by name (leading `/` and `./` dropped), each with its content. */
function readTar(tar: Uint8Array): Map<string, Uint8Array> {
  const notDatabase = () =>
    new BackupRefusedError(
      'not-a-database',
      'The file is not a database backup (its contents are not a tar archive).',
    );
  const entries = new Map<string, Uint8Array>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : header[index]!;
    const size = octal(header, 124, 12);
    if (octal(header, 148, 8) !== sum || Number.isNaN(size)) throw notDatabase();
    const prefix = text(header, 257, 5) === 'ustar' ? text(header, 345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw notDatabase();
    entries.set(name.replace(/^\.?\/+/, ''), tar.subarray(start, start + size));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (entries.size === 0) throw notDatabase();
  return entries;
}

/**
 * The file's first checks (size, type, complete, a Postgres data directory of `postgresMajor`), done
 * without starting a database. Throws BackupRefusedError.
 */
export async function readBackupArchive(file: Blob, postgresMajor: string): Promise<BackupArchive> {
  if (file.size === 0) throw new BackupRefusedError('empty', 'The file is empty.');
  if (file.size > BACKUP_MAX_BYTES) {
    throw new BackupRefusedError(
      'too-large',
      `The file is ${Math.round(file.size / 1024 / 1024)} MB; a backup of this app is at most ${BACKUP_MAX_BYTES / 1024 / 1024} MB.`,
    );
  }
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) {
    throw new BackupRefusedError(
      'not-gzip',
      'The file is not a backup of this app: a backup is a .tar.gz file, as "Download a backup" saves it.',
    );
  }
  const tar = await gunzip(file);
  const entries = readTar(tar);
  const version = entries.get('PG_VERSION');
  if (version === undefined || !entries.has('global/pg_control')) {
    throw new BackupRefusedError('not-a-database', 'The file is an archive, but not of a database.');
  }
  const major = new TextDecoder().decode(version).trim();
  if (major !== postgresMajor) {
    throw new BackupRefusedError(
      'other-postgres',
      `The backup holds a PostgreSQL ${major} database; this app runs PostgreSQL ${postgresMajor} and cannot open it.`,
    );
  }
  return { tar, postgresMajor: major, entries: entries.size };
}

/** Tables the confirmation names, so the person sees what the backup holds before replacing anything. */
export const BACKUP_COUNTED_TABLES = [
  ['staff', 'staff'],
  ['clients', 'clients'],
  ['leads', 'leads'],
  ['projects', 'projects'],
  ['quotations', 'quotations'],
  ['sales_orders', 'orders'],
  ['payments', 'payments'],
] as const;

export type BackupCounts = Record<(typeof BACKUP_COUNTED_TABLES)[number][1], number>;

export interface BackupSummary {
  /** SQL files the backup's database has applied. */
  appliedScripts: number;
  /** The app's SQL files the backup lacks: applied when the restored database starts. */
  missingScripts: number;
  /** When the last change to the database's structure or seed was applied (ISO), if recorded. */
  lastAppliedAt: string | null;
  counts: BackupCounts;
}

/**
 * The database checks, on a database opened from the backup (a throwaway one, or the one being
 * installed). `knownScripts` are the paths of the app's SQL files. Throws BackupRefusedError.
 */
export async function inspectBackupDatabase(
  db: SqlSession,
  knownScripts: ReadonlySet<string>,
): Promise<BackupSummary> {
  const notThisApp = () =>
    new BackupRefusedError('not-this-app', 'The file is a database, but not one of this app.');
  const { rows: marker } = await db.query<{ present: boolean }>(
    `select to_regclass('fpw_meta.applied_scripts') is not null as present`,
  );
  if (marker[0]?.present !== true) throw notThisApp();
  const { rows: applied } = await db.query<{ path: string; applied_at: string }>(
    `select path, applied_at::text from fpw_meta.applied_scripts order by applied_at, path`,
  );
  const paths = applied.map((row) => row.path);
  if (!paths.some((path) => path.startsWith('supabase/migrations/') && knownScripts.has(path))) {
    throw notThisApp();
  }
  const unknown = paths.filter((path) => !knownScripts.has(path));
  if (unknown.length > 0) {
    throw new BackupRefusedError(
      'newer-app',
      `The backup was made by a newer version of this app (it has ${unknown.length} change${unknown.length === 1 ? '' : 's'} this version does not know, e.g. ${unknown[0]}). Update the app, then restore it.`,
    );
  }
  const counted = BACKUP_COUNTED_TABLES.map(
    ([table, label]) => `(select count(*) from public.${table})::int as ${label}`,
  ).join(', ');
  let counts: BackupCounts;
  try {
    const { rows } = await db.query<BackupCounts>(`select ${counted}`);
    counts = rows[0]!;
  } catch (error) {
    throw new BackupRefusedError('not-this-app', 'The backup lacks tables this app needs.', { cause: error });
  }
  const present = new Set(paths);
  return {
    appliedScripts: paths.length,
    missingScripts: [...knownScripts].filter((path) => !present.has(path)).length,
    lastAppliedAt: applied.at(-1)?.applied_at ?? null,
    counts,
  };
}

/** What the worker answers a tab's backup request with (embedded-backup-worker.ts). */
export type BackupWorkerReply =
  | { type: 'step'; step: string }
  | { type: 'done'; summary: BackupSummary }
  | { type: 'refused'; problem: BackupProblem; message: string }
  | { type: 'failed'; message: string };

/** What a tab asks its worker: check a file in a throwaway database, or write it as a new data directory. */
export type BackupWorkerRequest =
  | { type: 'fpw-backup-check'; file: Blob; postgresMajor: string }
  | { type: 'fpw-backup-install'; file: Blob; postgresMajor: string; dataDir: string };
