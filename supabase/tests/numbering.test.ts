// Per-year document numbers (QT-2026-0001, SO-2026-0001, PRJ-2026-0001): no gaps, no
// duplicates, even when many saves arrive at once and some of them fail after taking a number.
// PGlite has one connection, so "at once" here means many transactions queued together; the
// same property under real concurrency (several connections) is checked on PostgreSQL by
// supabase/tests/numbering.sql in `npm run db:check`.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, claimsOf, openTestDatabase, PEOPLE, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

/** The numeric part of every number with this prefix and year, sorted. */
async function sequence(
  table: string,
  column: string,
  prefix: string,
  session: Session = db,
): Promise<number[]> {
  const { rows } = await session.query<{ n: number }>(
    `select distinct split_part(${column}, '-', 3)::integer as n from public.${table} where ${column} like $1 order by 1`,
    [`${prefix}-%`],
  );
  return rows.map((row) => row.n);
}

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the seeded documents', () => {
  it('are numbered 1..n per type and year with no gaps', async () => {
    const quotations = await sequence('quotations', 'number', 'QT-2026');
    const orders = await sequence('sales_orders', 'number', 'SO-2026');
    const projects = await sequence('projects', 'code', 'PRJ-2026');
    expect(quotations).toEqual(oneTo(quotations.length));
    expect(orders).toEqual(oneTo(orders.length));
    expect(projects).toEqual(oneTo(31));
    expect(quotations.length).toBeGreaterThan(10);
    expect(orders.length).toBeGreaterThan(10);
  });
});

describe('numbering a new quotation', () => {
  // Asha is the relationship manager of PRJ-2026-0007, so she sees it (project-access.test.ts).
  it('takes the next number of its issue year and ignores any number the client sends', async () => {
    // The last number taken, read as the owner: since issue 20 Asha reads only her projects' quotations.
    const last = await sequence('quotations', 'number', 'QT-2026');
    const numbers = await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ number: string }>(
        `insert into public.quotations (number, project_id, client_id, title, issue_date, valid_until)
         select 'QT-2026-9999', p.id, p.client_id, 'Extra shutters', '2026-11-21', '2026-12-21'
           from public.projects p where p.code = 'PRJ-2026-0007'
         returning number`,
      );
      const nextYear = await tx.query<{ number: string }>(
        `insert into public.quotations (project_id, client_id, title, issue_date, valid_until)
         select p.id, p.client_id, 'New year offer', '2027-01-04', '2027-02-03'
           from public.projects p where p.code = 'PRJ-2026-0007'
         returning number`,
      );
      const renumbered = await attempt(
        tx,
        `update public.quotations set number = 'QT-2026-0500' where number = $1`,
        [rows[0]?.number],
      );
      return {
        last: last.at(-1) ?? 0,
        number: rows[0]?.number,
        nextYear: nextYear.rows[0]?.number,
        renumbered,
      };
    });
    expect(numbers.number).toBe(`QT-2026-${String(numbers.last + 1).padStart(4, '0')}`);
    expect(numbers.nextYear).toBe('QT-2027-0001');
    expect(numbers.renumbered).toMatchObject({ ok: false, constraint: 'quotations_number_immutable' });
  });

  it('is not something a client can call to burn a number', async () => {
    const outcome = await as(db, 'admin', (tx) =>
      attempt(tx, `select public.next_document_number('quotation')`),
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('many saves at once', () => {
  it('leave no gap and no duplicate when some of them fail after taking a number', async () => {
    const before = await sequence('quotations', 'number', 'QT-2026');
    const asha = await claimsOf(db, PEOPLE.sales);
    const attempts = 24;

    // Every fourth save fails after its quotation row (and so its number) was written: a line
    // with a negative quantity. Its transaction rolls back, and the number with it.
    const saves = Array.from({ length: attempts }, (_, index) =>
      db
        .transaction(async (tx) => {
          await tx.query(
            `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
            [JSON.stringify(asha)],
          );
          const { rows } = await tx.query<{ id: string; number: string }>(
            `insert into public.quotations (project_id, client_id, title, issue_date, valid_until)
             select p.id, p.client_id, $1, '2026-11-21', '2026-12-21' from public.projects p where p.code = 'PRJ-2026-0007'
             returning id, number`,
            [`Parallel save ${index}`],
          );
          await tx.query(
            `insert into public.quotation_lines (quotation_id, position, description, unit, quantity, unit_cost)
             values ($1, 1, 'Shutter', 'nos', $2, 4200)`,
            [rows[0]?.id, index % 4 === 3 ? -1 : 2],
          );
          return rows[0]?.number;
        })
        .then(
          (number) => ({ ok: true as const, number }),
          (error: { constraint?: string }) => ({ ok: false as const, constraint: error.constraint }),
        ),
    );
    const outcomes = await Promise.all(saves);

    const saved = outcomes.filter((outcome) => outcome.ok);
    const failed = outcomes.filter((outcome) => !outcome.ok);
    expect(failed).toHaveLength(attempts / 4);
    for (const failure of failed)
      expect(failure).toMatchObject({ constraint: 'quotation_lines_quantity_check' });

    const after = await sequence('quotations', 'number', 'QT-2026');
    expect(after).toEqual(oneTo(before.length + saved.length));
    const numbers = saved.map((outcome) => outcome.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const { rows } = await db.query<{ last_number: number }>(
      `select last_number from public.document_counters where document_type = 'quotation' and year = 2026`,
    );
    expect(rows[0]?.last_number).toBe(before.length + saved.length);
  });
});
