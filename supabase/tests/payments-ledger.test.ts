// Issue 20, findings 5 and 6, on PGlite as PostgREST runs a request: payments are append-only (no
// client updates or deletes one; a reversal entry corrects it), recording follows the matrix
// (payment.record taken from the Accountant role: refused), dates stay within 2000-01-01 ..
// tomorrow, and the over-payment check tells what is pending only to those who see the project.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, attempt, claimsOf, openTestDatabase, type Attempt } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const ANITA = 'anita.joshi@fpw.in';
const project = (n: number) => `md5('fpw:project:${n}')::uuid`;
// Project 3 (Meera's design, Nisha's client; not Asha's): its first stage was paid.
const PAID = `(select id from public.payments where project_id = ${project(3)} order by received_on, id limit 1)`;
// Project 2: its last stage has had nothing yet.
const LAST_STAGE = (n: number) =>
  `(select id from public.project_payment_stages where project_id = ${project(n)} order by position desc limit 1)`;
const TAKE_AWAY = `delete from public.role_permissions
  where role_id = md5('fpw:role:Accountant')::uuid and permission_code = 'payment.record'`;

/** Runs `setup` as the owner, then the statements as the person, all rolled back. */
async function tryAs(email: string, statements: string[], setup: string[] = []): Promise<Attempt[]> {
  const claims = await claimsOf(db, email);
  let outcomes: Attempt[] = [];
  await db.transaction(async (tx) => {
    for (const statement of setup) await tx.query(statement);
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify(claims)],
    );
    outcomes = [];
    for (const sql of statements) outcomes.push(await attempt(tx, sql));
    await tx.rollback();
  });
  return outcomes;
}

describe('append-only (finding 5)', () => {
  it('refuses an accountant updating or deleting a recorded payment', async () => {
    const [update, remove] = await tryAs(ANITA, [
      `update public.payments set amount = 1, version = version + 1 where id = ${PAID} returning id`,
      `delete from public.payments where id = ${PAID} returning id`,
    ]);
    expect(update).toMatchObject({ ok: false, code: '42501' });
    expect(remove).toMatchObject({ ok: false, code: '42501' });
  });

  it('refuses even the owner rewriting the ledger', async () => {
    const outcome = await asRole(db, null, async (tx) => {
      await tx.query(`select set_config('role', 'none', true)`);
      await tx.exec('reset role');
      return attempt(tx, `update public.payments set amount = 1 where id = ${PAID}`);
    });
    expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: 'payments_append_only' });
  });

  it('corrects a payment by a reversal with a reason, once, for at most what was received', async () => {
    const [noReason, tooMuch, partial, again, ofReversal, totals] = await tryAs(ANITA, [
      `select public.reverse_payment(${PAID}, '  ')`,
      `select public.reverse_payment(${PAID}, 'Cheque bounced', 100000000)`,
      `select (r).amount::text as amount, (r).reason, (r).reverses_payment_id = ${PAID} as points
         from (select public.reverse_payment(${PAID}, 'Recorded 1,000 too much', 1000) as r) x`,
      `select public.reverse_payment(${PAID}, 'Cheque bounced')`,
      `select public.reverse_payment((select id from public.payments where reverses_payment_id = ${PAID}), 'Undo')`,
      `select (select amount from public.payments where id = ${PAID})::text as original,
              (select received_amount from public.project_payment_status
                where payment_stage_id = (select payment_stage_id from public.payments where id = ${PAID}))::text as received`,
    ]);
    expect(noReason).toMatchObject({ ok: false, code: '23514', constraint: 'payments_reason_check' });
    expect(tooMuch).toMatchObject({ ok: false, code: '23514', constraint: 'payments_reversal_amount_check' });
    expect(partial).toMatchObject({
      ok: true,
      rows: [{ amount: '-1000.00', reason: 'Recorded 1,000 too much', points: true }],
    });
    expect(again).toMatchObject({ ok: false, constraint: 'payments_reverses_payment_key' });
    expect(ofReversal).toMatchObject({ ok: false, constraint: 'payments_reversal_check' });
    const row = (totals?.ok ? totals.rows[0] : {}) as { original: string; received: string };
    // The stage had only this payment: what it counts as received is the payment less the reversal.
    expect(Number(row.received)).toBe(Number(row.original) - 1000);
  });

  it('refuses a direct negative entry that reverses nothing, and a reversal without a reason', async () => {
    const [loose, unexplained] = await tryAs(ANITA, [
      `insert into public.payments (project_id, payment_stage_id, amount, mode)
       select project_id, payment_stage_id, -500, 'cash' from public.payments where id = ${PAID}`,
      `insert into public.payments (project_id, payment_stage_id, amount, mode, reverses_payment_id)
       select project_id, payment_stage_id, -500, 'cash', id from public.payments where id = ${PAID}`,
    ]);
    expect(loose).toMatchObject({ ok: false, code: '23514', constraint: 'payments_amount_check' });
    expect(unexplained).toMatchObject({ ok: false, code: '23514', constraint: 'payments_reason_check' });
  });
});

describe('the matrix decides who records (finding 5)', () => {
  const record = `select (public.record_payment(${LAST_STAGE(2)}, 5000, current_date, 'upi', 'UPI/1')).amount::text as amount`;
  const insert = `insert into public.payments (project_id, payment_stage_id, amount, mode)
    select project_id, id, 5000, 'upi' from public.project_payment_stages where id = ${LAST_STAGE(2)} returning id`;
  const reverse = `select public.reverse_payment(${PAID}, 'Bounced')`;

  it('lets an accountant record and reverse, and refuses her once payment.record is taken from her role', async () => {
    const holder = await tryAs(ANITA, [record, insert, reverse]);
    expect(holder.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    const lacker = await tryAs(ANITA, [record, insert, reverse], [TAKE_AWAY]);
    for (const outcome of lacker) expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('keeps reads as they were: sales and accounts on the projects they see, no designer or production', async () => {
    const count = (email: string, setup: string[] = []) =>
      tryAs(email, ['select count(*)::integer as n from public.payments'], setup).then(([outcome]) =>
        outcome?.ok ? (outcome.rows[0] as { n: number }).n : -1,
      );
    expect(await count(ANITA)).toBeGreaterThan(await count('asha.rao@fpw.in'));
    expect(await count('asha.rao@fpw.in')).toBeGreaterThan(0);
    expect(await count('meera.iyer@fpw.in')).toBe(0);
    expect(await count('rahul.verma@fpw.in')).toBe(0);
    expect(await count(ANITA, [TAKE_AWAY])).toBe(0);
  });
});

describe('dates (finding 5: 1900 and infinity)', () => {
  it('refuses a payment received before 2000, after tomorrow or at infinity, and takes today', async () => {
    const on = (date: string) =>
      `select public.record_payment(${LAST_STAGE(2)}, 500, ${date}, 'cash', 'Counter')`;
    const direct = (
      date: string,
    ) => `insert into public.payments (project_id, payment_stage_id, amount, mode, received_on)
      select project_id, id, 500, 'cash', ${date} from public.project_payment_stages where id = ${LAST_STAGE(2)}`;
    const outcomes = await tryAs(ANITA, [
      on(`date '1900-01-01'`),
      on(`'infinity'::date`),
      on(`current_date + 2`),
      direct(`'infinity'::date`),
      direct(`date '1999-12-31'`),
      on('current_date'),
      on('current_date + 1'),
    ]);
    for (const outcome of outcomes.slice(0, 5)) {
      expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: 'payments_received_on_check' });
    }
    expect(outcomes.slice(5).map((outcome) => outcome.ok)).toEqual([true, true]);
  });
});

describe('the over-payment check (finding 6)', () => {
  // A prober knows the ids (from a link, a shared screen); the owner looks them up here.
  let stage = '';
  beforeAll(async () => {
    const { rows } = await db.query<{ id: string }>(`select ${LAST_STAGE(3)} as id`);
    stage = rows[0]?.id ?? '';
  });
  const huge = () => `insert into public.payments (project_id, payment_stage_id, amount, mode)
    values (${project(3)}, '${stage}', 99999999, 'neft')`;

  it('tells nothing to someone who cannot see the project, by insert or by function', async () => {
    // Asha does not see project 3; Meera sees it but holds no payment.record.
    const [asha, ashaFn] = await tryAs('asha.rao@fpw.in', [
      huge(),
      `select public.record_payment('${stage}', 99999999, current_date, 'neft')`,
    ]);
    const [meera] = await tryAs('meera.iyer@fpw.in', [huge()]);
    for (const outcome of [asha, ashaFn, meera]) {
      expect(outcome?.ok).toBe(false);
      expect(outcome?.ok === false && outcome.message).not.toMatch(/₹|pending/);
    }
    expect(asha).toMatchObject({ code: '42501' });
    expect(meera).toMatchObject({ code: '42501' });
  });

  it('still tells the figure to an accountant, who sees the project', async () => {
    const [outcome] = await tryAs(ANITA, [huge()]);
    expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: 'payments_amount_pending_check' });
    expect(outcome?.ok === false && outcome.message).toMatch(/more than the ₹[\d,]+ still pending/);
  });

  it('refuses the same probe from an accountant whose role lost payment.record', async () => {
    const [outcome] = await tryAs(ANITA, [huge()], [TAKE_AWAY]);
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    expect(outcome?.ok === false && outcome.message).not.toContain('₹');
  });

  it('still refuses a signed-in deactivated person without a figure', async () => {
    const outcome = await as(db, 'inactive', (tx) => attempt(tx, huge()));
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.ok === false && outcome.message).not.toContain('₹');
  });
});
