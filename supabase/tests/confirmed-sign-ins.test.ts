// A staff row is linked to a sign-in only once its e-mail is confirmed (issue 15;
// 20261121000100 linked any new auth.users row, so on a project with open sign-ups whoever
// registered a staff member's e-mail first got their row). 20261125090400_confirmed_sign_ins.sql.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, rolledBack } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const linkedUser = `select user_id from public.staff where email = 'zara.quint@fpw.in'`;

describe('staff and sign-ins meet by confirmed e-mail only', () => {
  it('does not give an unconfirmed sign-up the staff row, and links it once confirmed', async () => {
    const steps = await rolledBack(db, async (tx) => {
      await tx.query(
        `insert into public.staff (email, name, designation) values ('zara.quint@fpw.in', 'Zara Quint', 'accounts')`,
      );
      const { rows: users } = await tx.query<{ id: string }>(
        `insert into auth.users (email) values ('zara.quint@fpw.in') returning id`,
      );
      const before = (await tx.query<{ user_id: string | null }>(linkedUser)).rows[0]?.user_id;
      await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [users[0]?.id]);
      const after = (await tx.query<{ user_id: string | null }>(linkedUser)).rows[0]?.user_id;
      return { before, after, user: users[0]?.id };
    });
    expect(steps.before).toBeNull();
    expect(steps.after).toBe(steps.user);
  });

  it('does not link a staff row added later to an unconfirmed sign-in, but does to a confirmed one', async () => {
    const linked = await rolledBack(db, async (tx) => {
      await tx.query(`insert into auth.users (email) values ('zara.quint@fpw.in')`);
      const unconfirmed = await tx.query<{ user_id: string | null }>(
        `insert into public.staff (email, name, designation) values ('zara.quint@fpw.in', 'Zara Quint', 'accounts')
         returning user_id`,
      );
      await tx.query(
        `insert into auth.users (email, email_confirmed_at) values ('yusuf.quadri@fpw.in', now())`,
      );
      const confirmed = await tx.query<{ linked: boolean }>(
        `insert into public.staff (email, name, designation) values ('yusuf.quadri@fpw.in', 'Yusuf Quadri', 'accounts')
         returning user_id = (select id from auth.users where email = 'yusuf.quadri@fpw.in') as linked`,
      );
      return { unconfirmed: unconfirmed.rows[0]?.user_id, confirmed: confirmed.rows[0]?.linked };
    });
    expect(linked).toEqual({ unconfirmed: null, confirmed: true });
  });

  it('links a sign-in an administrator creates (embedded), which is confirmed', async () => {
    const linked = await rolledBack(db, async (tx) => {
      await tx.query(
        `insert into public.staff (email, name, designation) values ('zara.quint@fpw.in', 'Zara Quint', 'accounts')`,
      );
      const { rows } = await tx.query<{ id: string }>(
        `select auth.create_user('zara.quint@fpw.in', 'Another@2026') as id`,
      );
      const after = (await tx.query<{ user_id: string | null }>(linkedUser)).rows[0]?.user_id;
      return after === rows[0]?.id;
    });
    expect(linked).toBe(true);
  });

  it('has every seeded sign-in confirmed, so every seeded staff member is linked', async () => {
    const { rows } = await db.query<{ email: string }>(
      `select s.email from public.staff s left join auth.users u on u.id = s.user_id
        where u.email_confirmed_at is null order by 1`,
    );
    expect(rows).toEqual([]);
  });
});
