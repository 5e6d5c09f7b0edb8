/**
 * Which SQL files build a database, and in what order. One rule for the embedded database, the node
 * tests, the start-up measurement and `npm run db:check`:
 *   1. supabase/embedded/*.sql (the Supabase compatibility schema), seed-auth.sql excepted
 *   2. supabase/migrations/*.sql in file-name order
 *   3. supabase/seed.sql
 *   4. supabase/seeds/*.sql in file-name order
 *   5. supabase/embedded/seed-auth.sql (sign-ins for the seeded staff)
 * Steps 1 and 5 never run on Supabase. No runtime imports: node scripts load this file as is.
 */

export type ScriptPhase = 'compat' | 'migration' | 'seed' | 'compat-seed';

export interface SqlScript {
  /** Repository path, e.g. supabase/migrations/20261121000100_staff_and_sales_users.sql. */
  path: string;
  phase: ScriptPhase;
  sql: string;
}

const SEED_AUTH = 'supabase/embedded/seed-auth.sql';

/** The phase of a repository path, or null for files that are not part of a database build. */
export function phaseOf(path: string): ScriptPhase | null {
  if (!path.endsWith('.sql')) return null;
  if (path === SEED_AUTH) return 'compat-seed';
  if (/^supabase\/embedded\/[^/]+$/.test(path)) return 'compat';
  if (/^supabase\/migrations\/[^/]+$/.test(path)) return 'migration';
  if (path === 'supabase/seed.sql' || /^supabase\/seeds\/[^/]+$/.test(path)) return 'seed';
  return null;
}

const PHASE_ORDER: Record<ScriptPhase, number> = { compat: 0, migration: 1, seed: 2, 'compat-seed': 3 };

/** Code-point order, as `ls` in the C locale sorts: never locale-dependent. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function seedRank(path: string): number {
  return path === 'supabase/seed.sql' ? 0 : 1;
}

/**
 * Orders SQL files by the rule above. Keys are repository paths; a leading `/` or `./` (as
 * import.meta.glob gives them) is ignored. Files outside the rule are left out.
 */
export function planScripts(files: Readonly<Record<string, string>>): SqlScript[] {
  const scripts: SqlScript[] = [];
  for (const [rawPath, sql] of Object.entries(files)) {
    const path = rawPath.replace(/^\.?\//, '');
    const phase = phaseOf(path);
    if (phase !== null) scripts.push({ path, phase, sql });
  }
  return scripts.sort(
    (a, b) =>
      PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] ||
      (a.phase === 'seed' ? seedRank(a.path) - seedRank(b.path) : 0) ||
      byCodePoint(a.path, b.path),
  );
}

/** FNV-1a of the text: enough to notice that an applied file was edited afterwards. */
export function checksumOf(sql: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < sql.length; index += 1) {
    hash ^= sql.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * One name for a whole set of SQL files (each path with its checksum, in order): a database whose
 * recorded set equals the build's has every file applied, so its start skips loading them.
 */
export function scriptSetDigest(scripts: readonly SqlScript[]): string {
  return checksumOf(scripts.map((script) => `${script.path}:${checksumOf(script.sql)}`).join('|'));
}
