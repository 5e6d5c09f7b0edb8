// The schema of issue 2 on PGlite, built the way the embedded worker builds it: compatibility
// schema, every migration, the seeds, then the demo sign-ins. Proves the build, the runner's
// all-or-nothing files, sales_users, the email rule, the embedded password check and the policies.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../auth/auth';
import { applyScripts, ScriptFailedError, type ApplyReport } from './migrate.ts';
import { bundledScripts } from './sql-scripts.bundled';
import { asRole, claimsOf, openEmptyDatabase } from './testing/test-database';

let db: PGlite;
let firstRun: ApplyReport;
const scripts = bundledScripts();

beforeAll(async () => {
  db = await openEmptyDatabase();
  firstRun = await applyScripts(db, scripts);
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const emails = (rows: { email: string }[]) => rows.map((row) => row.email).sort();

/** The SQLSTATE and constraint a statement failed with (Vitest compares Error objects only to Errors). */
async function failureOf(
  work: Promise<unknown>,
): Promise<{ code?: string; constraint?: string } | 'succeeded'> {
  try {
    await work;
    return 'succeeded';
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return constraint === undefined ? { code } : { code, constraint };
  }
}

describe('building the embedded database', () => {
  it('applies the compatibility schema, every migration and every seed, in that order', () => {
    const applied = firstRun.applied.map((step) => step.path);
    expect(applied).toEqual(scripts.map((script) => script.path));
    expect(applied[0]).toBe('supabase/embedded/auth-compat.sql');
    expect(applied).toContain('supabase/migrations/20261121000100_staff_and_sales_users.sql');
    const seedAt = applied.indexOf('supabase/seed.sql');
    expect(seedAt).toBeGreaterThan(applied.findLastIndex((path) => path.startsWith('supabase/migrations/')));
    expect(applied.at(-1)).toBe('supabase/embedded/seed-auth.sql');
  });

  it('applies nothing the second time: migrations and seeds run once', async () => {
    const again = await applyScripts(db, scripts);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toHaveLength(scripts.length);
    expect(again.changedSinceApplied).toEqual([]);
    const { rows } = await db.query<{ count: number }>('select count(*)::integer as count from public.staff');
    const { rows: seeded } = await db.query<{ count: number }>(
      `select count(*)::integer as count from public.staff where email like '%@fpw.in'`,
    );
    expect(rows[0]?.count).toBe(seeded[0]?.count);
  });

  it('leaves nothing of a failing file behind, keeps the files before it, and applies the file once fixed', async () => {
    const broken = {
      path: 'supabase/migrations/99999999999999_broken.sql',
      phase: 'migration' as const,
      sql: 'create table public.half_applied (id integer); select 1 / 0;',
    };
    const failure = await applyScripts(db, [...scripts, broken]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScriptFailedError);
    expect((failure as ScriptFailedError).path).toBe(broken.path);
    expect((failure as Error).message).toMatch(/division by zero/);
    const leftovers = await db.query<{ table: string | null }>(
      `select to_regclass('public.half_applied')::text as table`,
    );
    expect(leftovers.rows[0]?.table).toBeNull();
    const recorded = await db.query('select 1 from fpw_meta.applied_scripts where path = $1', [broken.path]);
    expect(recorded.rows).toHaveLength(0);

    const fixed = { ...broken, sql: 'create table public.half_applied (id integer);' };
    const report = await applyScripts(db, [...scripts, fixed]);
    expect(report.applied.map((step) => step.path)).toEqual([fixed.path]);
    await db.exec('drop table public.half_applied');
  });
});

describe('staff and sales_users', () => {
  it('seeds the demo accounts of the sign-in page with their designations', async () => {
    const { rows } = await db.query<{ email: string; name: string; designation: string; active: boolean }>(
      'select email, name, designation, active from public.staff where email = any($1::text[])',
      [DEMO_ACCOUNTS.map((account) => account.email)],
    );
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect([...byEmail.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    expect(byEmail.get('asha.rao@fpw.in')?.designation).toBe('sales');
    expect(byEmail.get('vikram.singh@fpw.in')?.designation).toBe('sales');
    expect(byEmail.get('meera.iyer@fpw.in')?.designation).toBe('designer');
    expect(byEmail.get('rahul.verma@fpw.in')?.designation).toBe('production');
    expect(byEmail.get('priya.nair@fpw.in')?.designation).toBe('admin');
    for (const account of DEMO_ACCOUNTS) {
      expect(byEmail.get(account.email)?.name).toBe(account.name);
      expect(byEmail.get(account.email)?.active).toBe(true);
    }
  });

  it('lists exactly the active sales staff in sales_users', async () => {
    const meera = await claimsOf(db, 'meera.iyer@fpw.in');
    const listed = await asRole(db, meera, (tx) =>
      tx.query<{ email: string }>('select email from public.sales_users'),
    );
    const expected = await db.query<{ email: string }>(
      `select email from public.staff where designation = 'sales' and active`,
    );
    expect(emails(listed.rows)).toEqual(emails(expected.rows));
    expect(emails(listed.rows)).toEqual(expect.arrayContaining(['asha.rao@fpw.in', 'vikram.singh@fpw.in']));
    // A deactivated sales executive and staff of other designations are not sales users.
    expect(emails(listed.rows)).not.toContain('arjun.desai@fpw.in');
    expect(emails(listed.rows)).not.toContain('meera.iyer@fpw.in');
  });

  it('refuses an email that is not trimmed and lower-case, naming the constraint', async () => {
    for (const email of ['Zara.Quint@fpw.in', ' zara.quint@fpw.in']) {
      const failure = await failureOf(
        db.query(`insert into public.staff (email, name, designation) values ($1, 'Zara Quint', 'sales')`, [
          email,
        ]),
      );
      expect(failure).toEqual({ code: '23514', constraint: 'staff_email_lower_check' });
    }
  });

  it('refuses a duplicate email and an unknown designation', async () => {
    expect(
      await failureOf(
        db.query(
          `insert into public.staff (email, name, designation) values ('asha.rao@fpw.in', 'Asha Two', 'sales')`,
        ),
      ),
    ).toEqual({ code: '23505', constraint: 'staff_email_key' });
    expect(
      await failureOf(
        db.query(
          `insert into public.staff (email, name, designation) values ('zara@fpw.in', 'Zara', 'intern')`,
        ),
      ),
    ).toEqual({ code: '23514', constraint: 'staff_designation_check' });
  });

  it('links a staff row and a sign-in by email, whichever is created first', async () => {
    await db.transaction(async (tx) => {
      const { rows: users } = await tx.query<{ id: string }>(
        `select auth.create_user('Zara.Quint@fpw.in ', 'Another@2026') as id`,
      );
      const { rows: staff } = await tx.query<{ user_id: string }>(
        `insert into public.staff (email, name, designation) values ('zara.quint@fpw.in', 'Zara Quint', 'sales')
         returning user_id`,
      );
      expect(staff[0]?.user_id).toBe(users[0]?.id);

      await tx.query(
        `insert into public.staff (email, name, designation) values ('yusuf.quadri@fpw.in', 'Yusuf Quadri', 'accounts')`,
      );
      const { rows: later } = await tx.query<{ id: string }>(
        `select auth.create_user('yusuf.quadri@fpw.in', 'x') as id`,
      );
      const { rows: linked } = await tx.query<{ user_id: string }>(
        `select user_id from public.staff where email = 'yusuf.quadri@fpw.in'`,
      );
      expect(linked[0]?.user_id).toBe(later[0]?.id);
      await tx.rollback();
    });
  });

  it('bumps version and updated_at on every update, whatever the client sends', async () => {
    await db.transaction(async (tx) => {
      const before = await tx.query<{ version: number }>(
        `select version from public.staff where email = 'rahul.verma@fpw.in'`,
      );
      const { rows } = await tx.query<{ version: number; created_at: string; updated_at: string }>(
        `update public.staff set phone = '+91 98450 99999', version = 1, created_at = now() - interval '9 years'
          where email = 'rahul.verma@fpw.in' returning version, created_at::text, updated_at::text`,
      );
      expect(rows[0]?.version).toBe((before.rows[0]?.version ?? Number.NaN) + 1);
      expect(rows[0]?.created_at).toMatch(/^2026-01-05/);
      expect(rows[0]?.updated_at).not.toMatch(/^2026-01-05/);
      await tx.rollback();
    });
  });
});

describe('embedded sign-in (auth compatibility schema)', () => {
  const signIn = (email: string, password: string) =>
    db.query<{ user_id: string; user_email: string }>(
      'select user_id, user_email from auth.sign_in_with_password($1, $2)',
      [email, password],
    );

  it('accepts the demo password for every demo account', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await signIn(account.email, DEMO_PASSWORD);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.user_email).toBe(account.email);
      expect(rows[0]?.user_id).toBe((await claimsOf(db, account.email)).sub);
    }
  });

  it('refuses a wrong password and an unknown email without saying which', async () => {
    expect((await signIn('asha.rao@fpw.in', 'panel@2026')).rows).toEqual([]);
    expect((await signIn('asha.rao@fpw.in', '')).rows).toEqual([]);
    expect((await signIn('nobody@fpw.in', DEMO_PASSWORD)).rows).toEqual([]);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    expect((await signIn('  Asha.Rao@FPW.in ', DEMO_PASSWORD)).rows).toHaveLength(1);
  });

  it('keeps passwords as bcrypt hashes that no client role can read', async () => {
    const { rows } = await db.query<{ hash: string }>(
      `select encrypted_password as hash from auth.users where email = 'asha.rao@fpw.in'`,
    );
    expect(rows[0]?.hash).toMatch(/^\$2a\$08\$/);
    const asha = await claimsOf(db, 'asha.rao@fpw.in');
    expect(
      await failureOf(asRole(db, asha, (tx) => tx.query('select encrypted_password from auth.users'))),
    ).toEqual({ code: '42501' });
    expect(
      await failureOf(
        asRole(db, asha, (tx) =>
          tx.query(`select * from auth.sign_in_with_password('asha.rao@fpw.in', 'x')`),
        ),
      ),
    ).toEqual({ code: '42501' });
  });

  it('reads the caller from request.jwt.claims as Supabase does', async () => {
    const asha = await claimsOf(db, 'asha.rao@fpw.in');
    const { rows } = await asRole(db, asha, (tx) =>
      tx.query<{
        uid: string;
        role: string;
        email: string;
        jwt_email: string;
        staff: string;
        designation: string;
        admin: boolean;
      }>(
        `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'email' as jwt_email,
                public.current_staff_id() as staff, public.current_designation() as designation, public.is_admin() as admin`,
      ),
    );
    expect(rows[0]).toEqual({
      uid: asha.sub,
      role: 'authenticated',
      email: 'asha.rao@fpw.in',
      jwt_email: 'asha.rao@fpw.in',
      staff: '5a1e0000-0000-4000-8000-000000000001',
      designation: 'sales',
      admin: false,
    });
  });
});

describe('row-level security on staff', () => {
  it('shows anon no staff and no sales users', async () => {
    const staff = await asRole(db, null, (tx) => tx.query('select * from public.staff'));
    const sales = await asRole(db, null, (tx) => tx.query('select * from public.sales_users'));
    expect(staff.rows).toEqual([]);
    expect(sales.rows).toEqual([]);
  });

  it('lets anon change nothing', async () => {
    expect(
      await failureOf(
        asRole(db, null, (tx) =>
          tx.query(`insert into public.staff (email, name, designation) values ('x@fpw.in', 'X', 'admin')`),
        ),
      ),
    ).toEqual({ code: '42501' });
  });

  it('shows every signed-in active staff member the whole staff list', async () => {
    const total = await db.query<{ count: number }>('select count(*)::integer as count from public.staff');
    for (const email of ['asha.rao@fpw.in', 'meera.iyer@fpw.in', 'rahul.verma@fpw.in']) {
      const caller = await claimsOf(db, email);
      const { rows } = await asRole(db, caller, (tx) =>
        tx.query<{ count: number }>('select count(*)::integer as count from public.staff'),
      );
      expect(rows[0]?.count).toBe(total.rows[0]?.count);
    }
  });

  it('shows a deactivated person only their own row, and no sales users', async () => {
    const arjun = await claimsOf(db, 'arjun.desai@fpw.in');
    const own = await asRole(db, arjun, (tx) =>
      tx.query<{ email: string; active: boolean }>('select email, active from public.staff'),
    );
    expect(own.rows).toEqual([{ email: 'arjun.desai@fpw.in', active: false }]);
    const sales = await asRole(db, arjun, (tx) => tx.query('select * from public.sales_users'));
    expect(sales.rows).toEqual([]);
  });

  it('lets only an admin add, change or remove staff', async () => {
    const asha = await claimsOf(db, 'asha.rao@fpw.in');
    expect(
      await failureOf(
        asRole(db, asha, (tx) =>
          tx.query(
            `insert into public.staff (email, name, designation) values ('zara@fpw.in', 'Zara', 'sales')`,
          ),
        ),
      ),
    ).toEqual({ code: '42501' });
    const changedBySales = await asRole(db, asha, (tx) =>
      tx.query(
        `update public.staff set designation = 'admin', version = version + 1 where email = 'asha.rao@fpw.in' returning id`,
      ),
    );
    expect(changedBySales.rows).toEqual([]);

    const priya = await claimsOf(db, 'priya.nair@fpw.in');
    const added = await asRole(db, priya, (tx) =>
      tx.query<{ email: string }>(
        `insert into public.staff (email, name, designation) values ('zara@fpw.in', 'Zara', 'sales') returning email`,
      ),
    );
    expect(added.rows).toEqual([{ email: 'zara@fpw.in' }]);
    const deactivated = await asRole(db, priya, (tx) =>
      tx.query(
        `update public.staff set active = false, version = version + 1 where email = 'vikram.singh@fpw.in' returning id`,
      ),
    );
    expect(deactivated.rows).toHaveLength(1);
  });
});
