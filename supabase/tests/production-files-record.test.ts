// Issue 20, finding 4, on PGlite as PostgREST runs a request: a designer approved her own designs
// after set_config('fpw.design_review','on'), switched the audit log off with
// set_config('fpw.audit','off'), pointed a design_files row at another project's document path and
// deleted it (which queued that file for removal); a machine operator called forget_file_removals.
// Now no trigger reads a setting a client can set (public.is_client_write() and an owner-only
// quiet_audit() decide), nobody reviews a design they design or submitted, a file row names a file
// of its own project's area, and the tombstones are the service role's. Migrations
// 20261128120300-20261128120500; 120_production_files.sql covers the same on PostgreSQL.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  asRole,
  attempt,
  claimsOf,
  openTestDatabase,
  rolledBack,
  type Session,
} from './support/database';

let db: PGlite;
/** Meera's design in client review and its project, her approved recce, and a project she does not see. */
let design: string;
let recce: string;
let mine: string;
let notMine: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ design: string; recce: string; mine: string; not_mine: string }>(
    `with me as (select id from public.staff where email = 'meera.iyer@fpw.in')
     select (select d.id from public.designs d, me where d.designer_id = me.id and d.status = 'client_review'
              order by d.id limit 1) as design,
            (select r.id from public.recces r join public.projects p on p.id = r.project_id, me
              where p.designer_id = me.id and r.status = 'approved' order by r.id limit 1) as recce,
            (select d.project_id from public.designs d, me where d.designer_id = me.id and d.status = 'client_review'
              order by d.id limit 1) as mine,
            (select p.id from public.projects p, me
              where p.designer_id is distinct from me.id and p.relationship_manager_id is distinct from me.id
              order by p.code limit 1) as not_mine`,
  );
  design = rows[0]?.design ?? '';
  recce = rows[0]?.recce ?? '';
  mine = rows[0]?.mine ?? '';
  notMine = rows[0]?.not_mine ?? '';
}, 240_000);

afterAll(async () => {
  await db?.close();
});

/** As the owner, setup; then the rest of the transaction as the person; all rolled back. */
async function after<T>(
  setup: (tx: Session) => Promise<unknown>,
  email: string,
  work: (tx: Session) => Promise<T>,
) {
  const claims = await claimsOf(db, email);
  return rolledBack(db, async (tx) => {
    await setup(tx);
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify(claims)],
    );
    return work(tx);
  });
}

const MEERA = 'meera.iyer@fpw.in';

describe('switches a client can set decide nothing', () => {
  it("refuses a designer's approval after set_config('fpw.design_review','on'); a reviewer's passes", async () => {
    const outcome = await as(db, 'designer', async (tx) => {
      await tx.query(`select set_config('fpw.design_review', 'on', true)`);
      return attempt(
        tx,
        `update public.designs set status = 'approved', approved_at = now(), version = version + 1 where id = $1`,
        [design],
      );
    });
    expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: 'designs_status_review_check' });
    const approved = await as(db, 'admin', (tx) =>
      attempt(tx, `select (public.review_design($1, 'approved')).status::text as status`, [design]),
    );
    expect(approved).toEqual({ ok: true, rows: [{ status: 'approved' }] });
  });

  it('never lets a designer approve her own design, even holding design.approve', async () => {
    const outcome = await after(
      (tx) =>
        tx.query(
          `insert into public.role_permissions (role_id, permission_code)
           select id, 'design.approve' from public.roles where name = 'Designer'`,
        ),
      MEERA,
      async (tx) => {
        // Her own design, submitted by her: refused. Reassigned to a colleague, still hers by submission.
        const own = await attempt(tx, `select public.review_design($1, 'approved')`, [design]);
        await tx.query(
          `update public.designs set status = 'internal_review', version = version + 1 where id = $1`,
          [design],
        );
        await tx.query(
          `update public.designs set designer_id = (select id from public.staff where email = 'divya.pillai@fpw.in'),
                  version = version + 1 where id = $1`,
          [design],
        );
        const submitted = await attempt(tx, `select public.review_design($1, 'approved')`, [design]);
        const forged = await attempt(
          tx,
          `update public.designs set submitted_by = null, version = version + 1 where id = $1 returning submitted_by`,
          [design],
        );
        return { own, submitted, forged };
      },
    );
    expect(outcome.own).toMatchObject({
      ok: false,
      code: '42501',
      message: expect.stringMatching(/its designer/),
    });
    expect(outcome.submitted).toMatchObject({ ok: false, code: '42501' });
    // The stamp is the database's: a client's null is ignored.
    expect(outcome.forged).toMatchObject({ ok: true });
    expect(outcome.forged.ok && outcome.forged.rows[0]?.submitted_by).toBeTruthy();
  });

  it("audits a designer's edit after set_config('fpw.audit','off'); only the owner quiets the audit", async () => {
    const outcome = await after(
      () => Promise.resolve(),
      MEERA,
      async (tx) => {
        await tx.query(`select set_config('fpw.audit', 'off', true)`);
        await tx.query(`update public.designs set room = 'Den', version = version + 1 where id = $1`, [
          design,
        ]);
        const quiet = await attempt(tx, 'select public.quiet_audit()');
        const pause = await attempt(
          tx,
          `insert into public.audit_quiet_transactions (xact) values (txid_current())`,
        );
        await tx.exec('reset role');
        const { rows } = await tx.query<{ n: number }>(
          `select count(*)::int as n from public.audit_log where table_name = 'designs' and row_id = $1
              and action = 'update' and new_data ->> 'room' = 'Den'`,
          [design],
        );
        return { quiet, pause, audited: rows[0]?.n };
      },
    );
    expect(outcome.audited).toBe(1);
    expect(outcome.quiet).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.pause).toMatchObject({ ok: false, code: '42501' });
  });

  it("refuses a recce's status change after set_config('fpw.recce_status','on'); Reopen works", async () => {
    const outcome = await as(db, 'designer', async (tx) => {
      await tx.query(`select set_config('fpw.recce_status', 'on', true)`);
      const flip = await attempt(
        tx,
        `update public.recces set status = 'in_progress', version = version + 1 where id = $1`,
        [recce],
      );
      const stamp = await attempt(
        tx,
        `update public.recces set completed_at = now(), version = version + 1 where id = $1`,
        [recce],
      );
      const reopened = await attempt(
        tx,
        `select (public.reopen_recce($1, 'Client moved a wall')).status::text as s`,
        [recce],
      );
      return { flip, stamp, reopened };
    });
    expect(outcome.flip).toMatchObject({
      ok: false,
      code: 'P0001',
      message: expect.stringMatching(/Complete or Reopen/),
    });
    expect(outcome.stamp).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.reopened).toEqual({ ok: true, rows: [{ s: 'in_progress' }] });
  });
});

describe('a file row names a file of its own project', () => {
  const foreign = () => `${notMine}/documents/00000000-0000-4000-8000-000000000001-contract.pdf`;
  const own = () => `${mine}/design/00000000-0000-4000-8000-000000000002-render.png`;

  it("refuses a design file or recce photo pointed at another project's document, and queues nothing", async () => {
    const outcome = await as(db, 'designer', async (tx) => {
      const add = (path: string) =>
        attempt(
          tx,
          `insert into public.design_files (design_id, kind, file_name, storage_path)
           values ($1, 'render', 'render.png', $2) returning id`,
          [design, path],
        );
      const inserted = await add(foreign());
      const fine = await add(own());
      const id = fine.ok ? fine.rows[0]?.id : null;
      const moved = await attempt(
        tx,
        'update public.design_files set storage_path = $2, version = version + 1 where id = $1',
        [id, foreign()],
      );
      const survey = (
        await tx.query<{ id: string }>('insert into public.recces (project_id) values ($1) returning id', [
          mine,
        ])
      ).rows[0]?.id;
      const photo = await attempt(
        tx,
        `insert into public.recce_photos (recce_id, stage, storage_path, thumbnail_path)
         values ($1, 'spaces', $2, $3)`,
        [survey, `${mine}/recce/00000000-0000-4000-8000-000000000003-a.jpg`, foreign()],
      );
      const photoFine = await attempt(
        tx,
        `insert into public.recce_photos (recce_id, stage, storage_path, thumbnail_path)
         values ($1, 'spaces', $2, null)`,
        [survey, `${mine}/recce/00000000-0000-4000-8000-000000000003-a.jpg`],
      );
      await attempt(tx, 'delete from public.design_files where id = $1', [id]);
      const swept = await tx.query<{ p: string[] }>('select public.sweepable_file_removals() as p');
      return { inserted, fine, moved, photo, photoFine, swept: swept.rows[0]?.p };
    });
    expect(outcome.inserted).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'design_files_path_project_check',
    });
    expect(outcome.moved).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'design_files_path_project_check',
    });
    expect(outcome.photo).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'recce_photos_path_project_check',
    });
    expect(outcome.fine).toMatchObject({ ok: true });
    expect(outcome.photoFine).toMatchObject({ ok: true });
    expect(outcome.swept).toEqual([own()]);
    expect(outcome.swept).not.toContain(foreign());
  });

  it("keeps another project's tombstone from a designer's sweep", async () => {
    const outcome = await after(
      (tx) =>
        tx.query(
          `insert into public.file_removals (storage_path, source_table) values ($1, 'design_files')`,
          [foreign()],
        ),
      MEERA,
      async (tx) => ({
        may: (await tx.query<{ may: boolean }>('select public.may_sweep_file($1) as may', [foreign()]))
          .rows[0]?.may,
        list: (await tx.query<{ p: string[] }>('select public.sweepable_file_removals() as p')).rows[0]?.p,
        forgot: (await tx.query<{ n: number }>('select public.forget_swept_files($1) as n', [[foreign()]]))
          .rows[0]?.n,
      }),
    );
    expect(outcome).toEqual({ may: false, list: [], forgot: 0 });
  });
});

describe('the removal bookkeeping is the service role’s', () => {
  it('refuses forget_file_removals, pending_file_removals and the tombstones to a machine operator', async () => {
    const operator = await claimsOf(db, 'imran.shaikh@fpw.in');
    const outcome = await asRole(db, operator, async (tx) => ({
      forget: await attempt(tx, `select public.forget_file_removals(array['a/b'])`),
      pending: await attempt(tx, 'select public.pending_file_removals()'),
      probe: await attempt(tx, `select public.file_removal_pending('a/b')`),
      table: await attempt(tx, 'select count(*) from public.file_removals'),
      sweepable: await attempt(tx, 'select public.sweepable_file_removals() as p'),
    }));
    for (const refused of [outcome.forget, outcome.pending, outcome.probe, outcome.table]) {
      expect(refused).toMatchObject({ ok: false, code: '42501' });
    }
    expect(outcome.sweepable).toEqual({ ok: true, rows: [{ p: [] }] });
    const service = await rolledBack(db, async (tx) => {
      await tx.query(
        `insert into public.file_removals (storage_path, source_table) values ('x/y.pdf', 'design_files')`,
      );
      await tx.exec('set local role service_role');
      return attempt(tx, `select public.forget_file_removals(array['x/y.pdf']) as n`);
    });
    expect(service).toEqual({ ok: true, rows: [{ n: 1 }] });
  });
});
