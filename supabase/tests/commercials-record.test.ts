// Quotations and orders as a record (issue 20, findings 1, 2, 3, 4, 7), on PGlite as PostgREST runs
// a request: each step is plain SQL as the person, inside one rolled-back transaction; `become`
// switches the caller (null: the owner, for setting up).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, openTestDatabase, rolledBack, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const ASHA = 'asha.rao@fpw.in';
const VIKRAM = 'vikram.singh@fpw.in';

async function become(tx: Session, email: string | null): Promise<void> {
  if (email === null) {
    await tx.exec('reset role');
    return;
  }
  await tx.query(
    `select set_config('request.jwt.claims',
       json_build_object('sub', (select user_id from public.staff where email = $1), 'role', 'authenticated')::text, true)`,
    [email],
  );
  await tx.exec('set local role authenticated');
}

async function one<T>(tx: Session, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await tx.query<T>(sql, params);
  return rows[0]!;
}

/** A draft quotation of a project the person can (or cannot) see, as the owner picks it. */
async function draftFor(
  tx: Session,
  email: string,
  visible: boolean,
): Promise<{ id: string; version: number }> {
  const { rows } = await tx.query<{ id: string; project_id: string; version: number }>(
    `select id, project_id, version from public.quotations where status = 'draft' order by number`,
  );
  for (const row of rows) {
    await become(tx, email);
    const { sees } = await one<{ sees: boolean }>(tx, 'select public.can_see_project($1) as sees', [
      row.project_id,
    ]);
    await become(tx, null);
    if (sees === visible) return row;
  }
  // None seeded: make one from a project the person does (not) see.
  const { rows: projects } = await tx.query<{ id: string }>('select id from public.projects order by code');
  for (const project of projects) {
    await become(tx, email);
    const { sees } = await one<{ sees: boolean }>(tx, 'select public.can_see_project($1) as sees', [
      project.id,
    ]);
    await become(tx, null);
    if (sees !== visible) continue;
    return one(
      tx,
      `insert into public.quotations (project_id, client_id, title)
       select id, client_id, 'Test' from public.projects where id = $1 returning id, version`,
      [project.id],
    );
  }
  throw new Error('no project to quote');
}

describe('finding 1: quotations are written by who can see the project, in the states that allow it', () => {
  it("refuses a sales executive's change to a draft of a project she cannot see; allows her own", async () => {
    await rolledBack(db, async (tx) => {
      const theirs = await draftFor(tx, ASHA, false);
      const hers = await draftFor(tx, ASHA, true);
      await become(tx, ASHA);
      const blocked = await attempt(
        tx,
        'update public.quotations set discount_percent = 50, version = version + 1 where id = $1 returning id',
        [theirs.id],
      );
      expect(blocked).toMatchObject({ ok: true, rows: [] });
      const lines = await attempt(
        tx,
        'update public.quotation_lines set unit_cost = 1 where quotation_id = $1 returning id',
        [theirs.id],
      );
      expect(lines).toMatchObject({ ok: true, rows: [] });
      const own = await attempt(
        tx,
        'update public.quotations set discount_percent = 5, version = version + 1 where id = $1 returning id',
        [hers.id],
      );
      expect(own).toMatchObject({ ok: true, rows: [{ id: hers.id }] });
    });
  });

  it('refuses a direct status update; sending and recalling go through set_quotation_status, recalling for approvers with a reason', async () => {
    await rolledBack(db, async (tx) => {
      const q = await draftFor(tx, VIKRAM, true);
      await become(tx, VIKRAM);
      const direct = await attempt(
        tx,
        `update public.quotations set status = 'sent', version = version + 1 where id = $1`,
        [q.id],
      );
      expect(direct).toMatchObject({
        ok: false,
        code: '23514',
        constraint: 'quotations_workflow_by_function',
      });
      const sent = await one<{ v: number }>(tx, `select public.set_quotation_status($1, $2, 'sent') as v`, [
        q.id,
        q.version,
      ]);
      await become(tx, ASHA);
      const recall = await attempt(tx, `select public.set_quotation_status($1, $2, 'draft', 'mine now')`, [
        q.id,
        sent.v,
      ]);
      expect(recall).toMatchObject({ ok: false });
      await become(tx, VIKRAM);
      const noReason = await attempt(tx, `select public.set_quotation_status($1, $2, 'draft')`, [
        q.id,
        sent.v,
      ]);
      expect(noReason).toMatchObject({ ok: false, code: '23514', constraint: 'quotations_recall_reason' });
      const recalled = await attempt(
        tx,
        `select public.set_quotation_status($1, $2, 'draft', 'Client asked for oak')`,
        [q.id, sent.v],
      );
      expect(recalled.ok).toBe(true);
      const log = await one<{ note: string }>(
        tx,
        `select note from public.quotation_status_log where quotation_id = $1 and to_status = 'draft'`,
        [q.id],
      );
      expect(log.note).toBe('Client asked for oak');
    });
  });

  it('keeps an approved quotation as it was, its decision note included', async () => {
    await rolledBack(db, async (tx) => {
      const q = await draftFor(tx, VIKRAM, true);
      await become(tx, VIKRAM);
      const sent = await one<{ v: number }>(tx, `select public.set_quotation_status($1, $2, 'sent') as v`, [
        q.id,
        q.version,
      ]);
      await one(tx, `select public.set_quotation_status($1, $2, 'approved', 'Signed') as v`, [q.id, sent.v]);
      const note = await attempt(
        tx,
        `update public.quotations set decision_note = 'Never signed', version = version + 1 where id = $1`,
        [q.id],
      );
      expect(note).toMatchObject({ ok: false, code: '23514', constraint: 'quotations_locked' });
      const lines = await attempt(
        tx,
        'update public.quotation_lines set unit_cost = 1 where quotation_id = $1',
        [q.id],
      );
      expect(lines).toMatchObject({ ok: false, code: '23514', constraint: 'quotation_lines_locked' });
    });
  });
});

describe('finding 7: a sent quotation keeps its tax as it was sent', () => {
  it("does not flip CGST/SGST to IGST when the client's state changes after approval", async () => {
    await rolledBack(db, async (tx) => {
      const q = await draftFor(tx, VIKRAM, true);
      const ids = await one<{ client_id: string }>(
        tx,
        'select client_id from public.quotations where id = $1',
        [q.id],
      );
      const org = await one<{ state: string; gstin: string }>(
        tx,
        'select state, gstin from public.org_settings',
      );
      await tx.query(`update public.clients set state = $1, gstin = null where id = $2`, [
        org.state,
        ids.client_id,
      ]);
      await tx.query(
        `insert into public.quotation_lines (quotation_id, position, description, unit, quantity, unit_cost, gst_rate)
         values ($1, 900, 'Snapshot test', 'nos', 1, 1000, 18)`,
        [q.id],
      );
      await become(tx, VIKRAM);
      const sent = await one<{ v: number }>(tx, `select public.set_quotation_status($1, $2, 'sent') as v`, [
        q.id,
        q.version,
      ]);
      await one(tx, `select public.set_quotation_status($1, $2, 'approved') as v`, [q.id, sent.v]);
      const before = await one<{ t: { intra_state: boolean; igst_total: number; cgst_total: number } }>(
        tx,
        'select public.quotation_tax($1) as t',
        [q.id],
      );
      expect(before.t.intra_state).toBe(true);
      await become(tx, null);
      await tx.query(`update public.clients set state = 'Far Away', gstin = null where id = $1`, [
        ids.client_id,
      ]);
      await become(tx, VIKRAM);
      const after = await one<{ t: typeof before.t }>(tx, 'select public.quotation_tax($1) as t', [q.id]);
      expect(after.t).toMatchObject({
        intra_state: true,
        igst_total: before.t.igst_total,
        cgst_total: before.t.cgst_total,
      });
    });
  });

  it('keeps the tax of the seeded quotations already sent or decided as a snapshot too', async () => {
    const { rows } = await db.query<{ status: string; snapshots: number; quotations: number }>(
      `select status::text, count(tax_snapshot)::int as snapshots, count(*)::int as quotations
         from public.quotations where status <> 'draft' group by status order by status`,
    );
    expect(rows.map((row) => row.status)).toEqual(expect.arrayContaining(['approved', 'sent']));
    for (const row of rows) expect(row.snapshots).toBe(row.quotations);
  });
});
