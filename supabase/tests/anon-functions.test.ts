// Signed out, nobody calls the business's functions (issue 15; 20261125090500_anon_functions.sql).
// Supabase's default privileges grant EXECUTE on every function in public to anon (and PostgreSQL
// to PUBLIC); every function anon can execute must be on this allow-list, and later functions are
// closed to anon by default.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, openTestDatabase, rolledBack } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

/** What a signed-out request needs: the staff read policy asks who the caller is (nobody). */
const ANON_MAY_EXECUTE = ['current_staff_id()'];

const ANON_EXECUTABLE = `
  select p.oid::regprocedure::text as signature
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
   order by 1`;

describe('functions anon may execute', () => {
  it('are exactly the allow-list', async () => {
    const { rows } = await db.query<{ signature: string }>(ANON_EXECUTABLE);
    expect(rows.map((row) => row.signature)).toEqual(ANON_MAY_EXECUTE);
  });

  it('leaves signed-in callers the functions they call', async () => {
    const { rows } = await db.query<{ signature: string; callable: boolean }>(`
      select p.oid::regprocedure::text as signature, has_function_privilege('authenticated', p.oid, 'execute') as callable
        from pg_catalog.pg_proc p
        join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and p.proname in ('has_permission', 'my_permissions', 'compute_quotation_totals', 'current_staff_id', 'is_staff')
       order by 1`);
    expect(rows.length).toBe(5);
    expect(rows.filter((row) => !row.callable)).toEqual([]);
  });

  it('refuses a signed-out call, and still shows the guard an empty list', async () => {
    for (const call of [
      'select public.compute_quotation_totals($$[]$$::jsonb)',
      'select public.is_staff()',
    ]) {
      expect(await as(db, null, (tx) => attempt(tx, call))).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await as(db, null, (tx) => attempt(tx, 'select email from public.sales_users'))).toEqual({
      ok: true,
      rows: [],
    });
  });

  it('closes functions created later to anon by default, not to signed-in staff', async () => {
    const privileges = await rolledBack(db, async (tx) => {
      await tx.exec(`create function public.later_helper() returns integer language sql as 'select 1'`);
      const { rows } = await tx.query<{ anon: boolean; authenticated: boolean }>(
        `select has_function_privilege('anon', 'public.later_helper()', 'execute') as anon,
                has_function_privilege('authenticated', 'public.later_helper()', 'execute') as authenticated`,
      );
      return rows[0];
    });
    expect(privileges).toEqual({ anon: false, authenticated: true });
  });
});
