// Issue 20, findings 3 and 4, on PGlite as PostgREST runs a request: a project's estimate and
// payment plan change only through set_project_estimate() / set_project_payment_plan() with
// projects.finance (administrators, sales managers), each change logged with old and new values;
// its stage moves one step at a time through move_project_stage() (several only for an
// administrator), which writes the log row and its comment itself, whatever fpw.stage_note says.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, attempt, claimsOf, openTestDatabase, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const VIKRAM = 'vikram.singh@fpw.in';
const project = (n: number) => `md5('fpw:project:${n}')::uuid`;
const versionOf = async (tx: Session, n: number) =>
  (await tx.query<{ version: number }>(`select version from public.projects where id = ${project(n)}`))
    .rows[0]?.version ?? 0;
/** A direct client update, carrying the version a well-behaved client sends. */
const directUpdate = (n: number, set: string) =>
  `update public.projects set ${set}, version = version + 1 where id = ${project(n)} returning id`;

describe('the estimate (finding 3: production set it to 1; finding 4: a designer zeroed it)', () => {
  it('refuses a production lead setting the estimate of a project with an order, directly or by function', async () => {
    const outcome = await as(db, 'production', async (tx) => ({
      direct: await attempt(tx, directUpdate(5, 'estimate = 1')),
      fn: await attempt(tx, `select public.set_project_estimate(${project(5)}, 1, $1, 'Rounding')`, [
        await versionOf(tx, 5),
      ]),
      // What production may still do on that project: its notes.
      notes: await attempt(tx, directUpdate(5, `notes = 'Panels cut'`)),
    }));
    expect(outcome.direct).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.direct.ok || outcome.direct.message).toContain('set_project_estimate');
    expect(outcome.fn).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.fn.ok || outcome.fn.message).toContain('projects.finance');
    expect(outcome.notes).toMatchObject({ ok: true, rows: [expect.anything()] });
  });

  it('refuses a designer zeroing the estimates of her projects', async () => {
    const outcome = await as(db, 'designer', (tx) =>
      attempt(
        tx,
        `update public.projects set estimate = 0, version = version + 1
          where designer_id = public.current_staff_id() returning id`,
      ),
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('lets a sales manager change it with a reason, and logs the old and new values', async () => {
    const claims = await claimsOf(db, VIKRAM);
    const result = await asRole(db, claims, async (tx) => {
      const version = await versionOf(tx, 1);
      const noReason = await attempt(
        tx,
        `select public.set_project_estimate(${project(1)}, 820000, $1, ' ')`,
        [version],
      );
      const changed = await attempt(
        tx,
        `select (r).estimate::text as estimate from (select public.set_project_estimate(${project(1)}, 820000, $1,
           'Client added a study') as r) x`,
        [version],
      );
      const stale = await attempt(tx, `select public.set_project_estimate(${project(1)}, 1, $1, 'Again')`, [
        version,
      ]);
      const { rows } = await tx.query(
        `select l.field, l.old_value::text as old, l.new_value::text as new, l.reason, s.email as by
           from public.project_finance_log l join public.staff s on s.id = l.changed_by
          where l.project_id = ${project(1)} and l.reason = 'Client added a study'`,
      );
      return { noReason, changed, stale, log: rows };
    });
    expect(result.noReason).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'project_finance_log_reason_check',
    });
    expect(result.changed).toMatchObject({ ok: true, rows: [{ estimate: '820000.00' }] });
    expect(result.stale).toMatchObject({ ok: false, code: '40001' });
    expect(result.log).toEqual([
      { field: 'estimate', old: '770000.00', new: '820000.00', reason: 'Client added a study', by: VIKRAM },
    ]);
  });

  it('logs the first estimate of a new project, set by whoever created it', async () => {
    const result = await as(db, 'sales', async (tx) => {
      const made = await tx.query<{ id: string }>(
        `select (public.create_project(jsonb_build_object('name', 'Study room', 'client_id', md5('fpw:client:2')::uuid,
           'relationship_manager_id', public.current_staff_id(), 'estimate', 250000))).id`,
      );
      const { rows } = await tx.query(
        `select field, old_value, new_value::text as new from public.project_finance_log where project_id = $1`,
        [made.rows[0]?.id],
      );
      return rows;
    });
    expect(result).toEqual([{ field: 'estimate', old_value: null, new: '250000.00' }]);
  });
});

describe('the payment plan', () => {
  const stages = (n: number) =>
    `select id, name, percent::text, due_date from public.project_payment_stages where project_id = ${project(n)} order by position`;

  it('refuses a production lead or a designer rewriting payment stages directly', async () => {
    const rewrite = (n: number) =>
      `update public.project_payment_stages set percent = percent, due_date = date '2030-01-01', version = version + 1
        where project_id = ${project(n)} returning id`;
    expect(await as(db, 'production', (tx) => attempt(tx, rewrite(5)))).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await as(db, 'designer', (tx) => attempt(tx, rewrite(3)))).toMatchObject({
      ok: false,
      code: '42501',
    });
    // Accounts recorded payments and used to write stages too; the plan is projects.finance's now.
    expect(await as(db, 'accounts', (tx) => attempt(tx, rewrite(3)))).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('lets a sales manager reshape the plan of a project with payments, keeping paid stages, and logs it', async () => {
    const claims = await claimsOf(db, VIKRAM);
    const result = await asRole(db, claims, async (tx) => {
      const before = (await tx.query<{ id: string; name: string }>(stages(4))).rows;
      const version = await versionOf(tx, 4);
      const plan = (list: unknown[]) =>
        attempt(
          tx,
          `select (public.set_project_payment_plan(${project(4)}, $1, 'Client pays in five', null, $2::jsonb)).version`,
          [version, JSON.stringify(list)],
        );
      const dropPaid = await plan([{ name: 'All at once', percent: 100 }]);
      const notHundred = await plan(before.map((s) => ({ id: s.id, name: s.name, percent: 10 })));
      const reshaped = await plan([
        ...before
          .slice(0, 2)
          .map((s) => ({ id: s.id, name: s.name, percent: s.name === before[0]?.name ? 10 : 40 })),
        { name: 'Before installation', percent: 30, due_date: '2026-12-15' },
        { name: 'Handover', percent: 20 },
      ]);
      const after = (await tx.query(stages(4))).rows;
      const log = await tx.query<{ old: { stages: unknown[] }; new: { stages: unknown[] } }>(
        `select old_value as old, new_value as new from public.project_finance_log
          where project_id = ${project(4)} and field = 'payment_plan'`,
      );
      return { dropPaid, notHundred, reshaped, after, log: log.rows, before };
    });
    expect(result.dropPaid).toMatchObject({ ok: false, constraint: 'project_payment_stages_paid_check' });
    expect(result.notHundred).toMatchObject({ ok: false, constraint: 'project_payment_stages_total_check' });
    expect(result.reshaped).toMatchObject({ ok: true });
    expect(result.after).toHaveLength(4);
    expect(result.after[2]).toMatchObject({ name: 'Before installation', percent: '30.00' });
    expect(result.log).toHaveLength(1);
    expect(result.log[0]?.old.stages).toHaveLength(result.before.length);
    expect(result.log[0]?.new.stages).toHaveLength(4);
  });

  it('lets a sales manager, not a designer, move a project without payments to another template', async () => {
    const change = (tx: Session, n: number) =>
      versionOf(tx, n).then((version) =>
        attempt(
          tx,
          `select public.set_project_payment_plan(${project(n)}, $1, 'Kitchen only now',
             md5('fpw:payment-template:kitchen')::uuid)`,
          [version],
        ),
      );
    const bySales = await asRole(db, await claimsOf(db, VIKRAM), async (tx) => ({
      outcome: await change(tx, 1),
      names: (
        await tx.query<{ names: string }>(
          `select string_agg(name, ', ' order by position) as names from public.project_payment_stages
            where project_id = ${project(1)}`,
        )
      ).rows[0]?.names,
    }));
    expect(bySales.outcome).toMatchObject({ ok: true });
    expect(bySales.names).toBe('Order confirmation, Before installation, After installation');
    expect(await as(db, 'designer', (tx) => change(tx, 19))).toMatchObject({ ok: false, code: '42501' });
    expect(
      await as(db, 'designer', (tx) =>
        attempt(tx, directUpdate(19, `payment_template_id = md5('fpw:payment-template:kitchen')::uuid`)),
      ),
    ).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('the stage (finding 4: design straight to closed)', () => {
  it('refuses a direct update of the stage, whatever fpw.stage_note says', async () => {
    const outcome = await as(db, 'designer', async (tx) => {
      await tx.query(`select set_config('fpw.stage_note', 'Approved by the director', true)`);
      return attempt(tx, directUpdate(3, `stage = 'closed'`));
    });
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('moves a project one stage on or back, and refuses a skip to closed', async () => {
    const result = await as(db, 'designer', async (tx) => {
      const version = await versionOf(tx, 3);
      const skip = await attempt(
        tx,
        `select public.move_project_stage(${project(3)}, 'closed', $1, 'Done, the client is happy')`,
        [version],
      );
      await tx.query(`select set_config('fpw.stage_note', 'forged', true)`);
      const next = await attempt(
        tx,
        `select (public.move_project_stage(${project(3)}, 'quotation', $1, 'Client signed off the 3D')).stage`,
        [version],
      );
      const back = await attempt(
        tx,
        `select (public.move_project_stage(${project(3)}, 'design', $1, 'Client wants another look')).stage`,
        [version + 1],
      );
      const log = await tx.query(
        `select from_stage, to_stage, note from public.project_stage_log
          where project_id = ${project(3)} and changed_at = now() order by to_stage`,
      );
      return { skip, next, back, log: log.rows };
    });
    expect(result.skip).toMatchObject({ ok: false, code: '23514', constraint: 'projects_stage_step_check' });
    expect(result.next).toMatchObject({ ok: true, rows: [{ stage: 'quotation' }] });
    expect(result.back).toMatchObject({ ok: true, rows: [{ stage: 'design' }] });
    expect(result.log).toEqual([
      { from_stage: 'quotation', to_stage: 'design', note: 'Client wants another look' },
      { from_stage: 'design', to_stage: 'quotation', note: 'Client signed off the 3D' },
    ]);
  });

  it('lets an administrator skip stages', async () => {
    const outcome = await as(db, 'admin', async (tx) =>
      attempt(
        tx,
        `select (public.move_project_stage(${project(3)}, 'closed', $1, 'Cancelled by the client, closed')).stage`,
        [await versionOf(tx, 3)],
      ),
    );
    expect(outcome).toMatchObject({ ok: true, rows: [{ stage: 'closed' }] });
  });

  it('refuses someone without projects.edit, and someone who cannot see the project', async () => {
    const sales = await as(db, 'sales', async (tx) =>
      attempt(tx, `select public.move_project_stage(${project(2)}, 'design', $1, 'Recce done')`, [
        await versionOf(tx, 2),
      ]),
    );
    expect(sales).toMatchObject({ ok: false, code: '42501' });
    const other = await as(db, 'designer', (tx) =>
      attempt(tx, `select public.move_project_stage(${project(2)}, 'design', 1, 'Recce done')`),
    );
    expect(other).toMatchObject({ ok: false, code: 'P0002' });
  });
});
