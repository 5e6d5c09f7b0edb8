/** Node tests' embedded database: PGlite in memory, as the worker has it in the browser. */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { buildSnapshot } from '../build/embedded-snapshot.ts';
import type { CallerClaims } from '../embedded-data-source.ts';
import { EMBEDDED_INITDB_PARAMS, EMBEDDED_START_PARAMS } from '../embedded-data-dir.ts';

/** The worker's start parameters (pg-worker-main.ts): every node test runs on the settings the browser has. */
const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_START_PARAMS];

export function openEmptyDatabase(): Promise<PGlite> {
  return PGlite.create({
    extensions: { pgcrypto },
    initDbStartParams: [...EMBEDDED_INITDB_PARAMS],
    startParams,
  });
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The database the app ships with (compatibility schema, every migration, every seed), loaded from
 * the build's snapshot: built once per set of SQL files and kept in node_modules/.cache, so test
 * files after the first start in seconds. schema.node.test.ts builds it from scratch instead.
 */
export async function openTestDatabase(): Promise<PGlite> {
  const { tarball } = await buildSnapshot(root);
  return PGlite.create({ loadDataDir: new Blob([tarball]), extensions: { pgcrypto }, startParams });
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
