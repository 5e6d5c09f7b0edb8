/**
 * Node tests' embedded database: PGlite in memory with the compatibility schema, every migration
 * and every seed, as the worker builds it in the browser. Building takes many seconds on a small
 * machine, so the finished data directory is kept in the OS temp folder, keyed by the SQL files'
 * checksums and the PGlite version; later test files load it instead of rebuilding.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyScripts } from '../migrate.ts';
import { checksumOf, type SqlScript } from '../sql-scripts.ts';
import { bundledScripts } from '../sql-scripts.bundled';
import type { CallerClaims } from '../embedded-data-source.ts';

const PGLITE_VERSION = '0.5.16';

export function openEmptyDatabase(): Promise<PGlite> {
  return PGlite.create({ extensions: { pgcrypto } });
}

/** A database built from the given SQL files (all of supabase/ by default), fresh or from the cache. */
export async function openTestDatabase(scripts: readonly SqlScript[] = bundledScripts()): Promise<PGlite> {
  const key = checksumOf(
    `${PGLITE_VERSION}|${scripts.map((script) => `${script.path}:${checksumOf(script.sql)}`).join('|')}`,
  );
  const cached = join(tmpdir(), `fpw-test-db-${key}.tar.gz`);
  if (existsSync(cached)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(cached)]), extensions: { pgcrypto } });
    } catch {
      // A damaged cache file is rebuilt below.
    }
  }
  const db = await openEmptyDatabase();
  await applyScripts(db, scripts);
  const dump = await db.dumpDataDir('gzip');
  const partial = `${cached}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return db;
}

/** The claims of a seeded person, as sign-in would set them. */
export async function claimsOf(db: PGlite, email: string): Promise<CallerClaims> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No sign-in for ${email}`);
  return { sub: id, email, role: 'authenticated' };
}

/** Runs statements as a caller would reach them through PostgREST, then rolls back. */
export async function asRole<T>(
  db: PGlite,
  caller: CallerClaims | null,
  work: (tx: Pick<PGlite, 'query' | 'exec'>) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      caller === null ? 'anon' : 'authenticated',
      JSON.stringify(caller ?? { role: 'anon' }),
    ]);
    result = await work(tx);
    await tx.rollback();
  });
  return result as T;
}
