// Enterprise accounts of the design tool (migration 20261125088000_enterprise_accounts.sql), on
// PGlite as each caller: who reads and writes accounts and seats, the seat limit refused in SQL
// with its own constraint name and words, and two assignments racing for the last seat.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, openTestDatabase, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

/** 4 seats, 3 held: one left. */
const KAPOOR = `md5('fpw:enterprise:kapoor-mehta')::uuid`;
/** 3 seats, all taken. */
const VASTU = `md5('fpw:enterprise:studio-vastu')::uuid`;
const subscriber = (i: number) => `md5('fpw:subscriber:${i}')::uuid`;

async function count(tx: Session, sql: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::integer as n from (${sql}) q`);
  return rows[0]?.n ?? -1;
}

const assign = (account: string, i: number) =>
  `insert into public.enterprise_seats (account_id, subscriber_id) values (${account}, ${subscriber(i)}) returning id, assigned_by`;

describe('who sees enterprise accounts', () => {
  it('shows the accounts and seats to sales and accounts (subscribers.view)', async () => {
    expect(await as(db, 'sales', (tx) => count(tx, 'select id from public.enterprise_accounts'))).toBe(4);
    expect(await as(db, 'sales', (tx) => count(tx, 'select id from public.enterprise_seats'))).toBe(16);
    expect(
      await as(db, 'accounts', (tx) => count(tx, 'select id from public.enterprise_accounts_list')),
    ).toBe(4);
  });

  it('shows nothing to design and production, nor to someone signed out', async () => {
    for (const person of ['designer', 'production'] as const) {
      expect(await as(db, person, (tx) => count(tx, 'select id from public.enterprise_accounts'))).toBe(0);
      expect(await as(db, person, (tx) => count(tx, 'select id from public.enterprise_seats'))).toBe(0);
      expect(await as(db, person, (tx) => count(tx, 'select id from public.enterprise_accounts_list'))).toBe(
        0,
      );
    }
    const signedOut = await as(db, null, (tx) => attempt(tx, 'select id from public.enterprise_accounts'));
    expect(signedOut.ok).toBe(false);
  });

  it('lists seats used, the account manager and days to renewal', async () => {
    const { rows } = await as(db, 'sales', (tx) =>
      tx.query<{ seats_used: number; seats_free: number; account_manager_name: string; days: number }>(
        `select seats_used, seats_free, account_manager_name, days_to_renewal - (renewal_date - current_date) as days
           from public.enterprise_accounts_list where id = ${KAPOOR}`,
      ),
    );
    expect(rows[0]).toEqual({ seats_used: 3, seats_free: 1, account_manager_name: 'Nisha Bhat', days: 0 });
  });
});

describe('who changes them', () => {
  it('lets sales (subscribers.edit) assign and release a seat and edit the account', async () => {
    await as(db, 'sales', async (tx) => {
      const assigned = await attempt(tx, assign(KAPOOR, 40));
      expect(assigned.ok).toBe(true);
      // The database names the caller, not what was sent.
      const { rows } = await tx.query<{ email: string }>(
        `select s.email from public.enterprise_seats e join public.staff s on s.id = e.assigned_by
          where e.account_id = ${KAPOOR} and e.subscriber_id = ${subscriber(40)}`,
      );
      expect(rows[0]?.email).toBe('asha.rao@fpw.in');
      const released = await attempt(
        tx,
        `delete from public.enterprise_seats where account_id = ${KAPOOR} and subscriber_id = ${subscriber(40)} returning id`,
      );
      expect(released.ok && released.rows.length).toBe(1);
      const edited = await attempt(
        tx,
        `update public.enterprise_accounts set version = version + 1, seats_bought = 5, renewal_date = date '2027-12-10' where id = ${KAPOOR} returning version`,
      );
      expect(edited.ok && edited.rows[0]).toEqual({ version: 2 });
    });
  });

  it('refuses writes to accounts (subscribers.view only) and design', async () => {
    for (const person of ['accounts', 'designer'] as const) {
      await as(db, person, async (tx) => {
        const inserted = await attempt(tx, assign(KAPOOR, 40));
        expect(inserted.ok).toBe(false);
        const updated = await attempt(
          tx,
          `update public.enterprise_accounts set version = version + 1, seats_bought = 50 where id = ${KAPOOR} returning id`,
        );
        expect(updated.ok && updated.rows.length).toBe(0);
        const released = await attempt(
          tx,
          `delete from public.enterprise_seats where account_id = ${KAPOOR} returning id`,
        );
        expect(released.ok && released.rows.length).toBe(0);
      });
    }
  });
});

describe('the seat limit', () => {
  it('refuses a holder beyond the seats bought, in words', async () => {
    const refused = await as(db, 'sales', (tx) => attempt(tx, assign(VASTU, 41)));
    expect(refused).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'enterprise_seats_limit',
      message: 'All 3 seats of Studio Vastu Architects are taken: release one or buy more seats',
    });
  });

  it('gives the last seat to the first of two assignments and refuses the second', async () => {
    await as(db, 'sales', async (tx) => {
      // One connection runs one statement at a time: the two requests arrive back to back, the
      // second after the first took the account's lock and the seat.
      const first = await attempt(tx, assign(KAPOOR, 41));
      const second = await attempt(tx, assign(KAPOOR, 42));
      expect([first.ok, second.ok]).toEqual([true, false]);
      expect(second).toMatchObject({ constraint: 'enterprise_seats_limit' });
      expect(await count(tx, `select id from public.enterprise_seats where account_id = ${KAPOOR}`)).toBe(4);
    });
  });

  it('refuses cutting the seats bought below the seats held', async () => {
    const refused = await as(db, 'admin', (tx) =>
      attempt(
        tx,
        `update public.enterprise_accounts set version = version + 1, seats_bought = 2 where id = ${VASTU}`,
      ),
    );
    expect(refused).toMatchObject({ ok: false, code: '23514', constraint: 'enterprise_seats_limit' });
  });

  it('refuses the same subscriber twice on one account', async () => {
    const refused = await as(db, 'admin', (tx) => attempt(tx, assign(KAPOOR, 4)));
    expect(refused).toMatchObject({ ok: false, code: '23505' });
  });
});
