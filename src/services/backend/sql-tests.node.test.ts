// supabase/tests/*.sql on PGlite: the same SQL assertions `npm run db:check` runs on PostgreSQL,
// each file in a transaction rolled back afterwards. Files that need a second connection (dblink)
// or say `postgresql-only` in their text run on PostgreSQL only.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from './testing/seeded-database';

const tests = import.meta.glob<string>('/supabase/tests/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(tests).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const postgresqlOnly = (sql: string) =>
  /postgresql-only/i.test(sql) || /create\s+extension[^;]*\bdblink\b/i.test(sql);

const { db } = seededDatabase();

describe('supabase/tests on PGlite', () => {
  it('has SQL test files to run', () => {
    expect(files.map(([path]) => path)).toContain('/supabase/tests/005_staff_and_sales_users.sql');
  });

  for (const [path, sql] of files) {
    const name = path.replace(/^\//, '');
    it.skipIf(postgresqlOnly(sql))(name, async () => {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.rollback();
      });
    });
  }

  it('fails a file whose assertion raises, leaving nothing behind', async () => {
    const failing = `create table public.sql_test_leftover (id integer);
      do $$ begin raise exception 'assertion failed on purpose'; end $$;`;
    await expect(
      db.transaction(async (tx) => {
        await tx.exec(failing);
      }),
    ).rejects.toThrow('assertion failed on purpose');
    const { rows } = await db.query<{ leftover: string | null }>(
      `select to_regclass('public.sql_test_leftover')::text as leftover`,
    );
    expect(rows[0]?.leftover).toBeNull();
  });
});
