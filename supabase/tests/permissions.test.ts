// has_permission(code) and my_permissions() follow the roles and permissions matrix: each seeded
// person holds exactly the codes of their roles (administrators every code), a signed-out caller
// and a deactivated person hold none, and an unknown code is an error rather than a quiet "no".
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, attempt, claimsOf, openTestDatabase, rolledBack, type Person } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

async function permissionsOf(person: Person | null): Promise<string[]> {
  return as(db, person, async (tx) => {
    const { rows } = await tx.query<{ codes: string[] }>('select public.my_permissions() as codes');
    return rows[0]?.codes ?? [];
  });
}

async function matrixCodes(email: string): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `select distinct rp.permission_code as code
       from public.staff s
       join public.staff_roles sr on sr.staff_id = s.id
       join public.role_permissions rp on rp.role_id = sr.role_id
      where s.email = $1
      order by 1`,
    [email],
  );
  return rows.map((row) => row.code);
}

describe('has_permission', () => {
  it('gives each person the codes of their roles, checked code by code', async () => {
    const { rows } = await db.query<{ code: string }>('select code from public.permissions order by code');
    const all = rows.map((row) => row.code);
    for (const [person, email] of [
      ['sales', 'asha.rao@fpw.in'],
      ['designer', 'meera.iyer@fpw.in'],
      ['production', 'rahul.verma@fpw.in'],
      ['accounts', 'kavya.menon@fpw.in'],
    ] as const) {
      const expected = await matrixCodes(email);
      expect(expected.length).toBeGreaterThan(0);
      const held = await as(db, person, async (tx) => {
        const granted: string[] = [];
        for (const code of all) {
          const result = await tx.query<{ ok: boolean }>('select public.has_permission($1) as ok', [code]);
          if (result.rows[0]?.ok) granted.push(code);
        }
        return granted;
      });
      expect(held, person).toEqual(expected);
      expect(await permissionsOf(person), person).toEqual(expected);
    }
  });

  it('a sales executive may not approve quotations; the sales manager may', async () => {
    expect(await permissionsOf('sales')).not.toContain('proposal.approve');
    const manager = await claimsOf(db, 'vikram.singh@fpw.in');
    const approves = await asRole(db, manager, async (tx) => {
      const { rows } = await tx.query<{ ok: boolean }>(
        `select public.has_permission('proposal.approve') as ok`,
      );
      return rows[0]?.ok;
    });
    expect(approves).toBe(true);
  });

  it('administrators hold every code', async () => {
    const { rows } = await db.query<{ code: string }>('select code from public.permissions order by code');
    expect(await permissionsOf('admin')).toEqual(rows.map((row) => row.code));
  });

  it('nobody signed out or deactivated holds a code', async () => {
    expect(await permissionsOf('inactive')).toEqual([]);
    const anon = await as(db, null, (tx) => attempt(tx, 'select public.my_permissions()'));
    expect(anon.ok).toBe(false);
  });

  it('follows a change of the matrix at once', async () => {
    await rolledBack(db, async (tx) => {
      await tx.query(
        `insert into public.role_permissions (role_id, permission_code)
         values (md5('fpw:role:Sales executive')::uuid, 'proposal.approve')`,
      );
      // as() opens its own transaction, so check within this one by switching role here.
      await tx.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', json_build_object('sub', (select id from auth.users where email = 'asha.rao@fpw.in'), 'role', 'authenticated')::text, true)`,
      );
      const { rows } = await tx.query<{ ok: boolean }>(
        `select public.has_permission('proposal.approve') as ok`,
      );
      expect(rows[0]?.ok).toBe(true);
    });
  });

  it('refuses an unknown code', async () => {
    const outcome = await as(db, 'admin', (tx) => attempt(tx, `select public.has_permission('leads.fly')`));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/unknown permission code/);
  });
});
