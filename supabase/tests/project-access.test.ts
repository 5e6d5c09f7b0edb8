// Who sees which project (issue 11, "Roles"), on PGlite as PostgREST runs a request: designers the
// projects they design, relationship managers theirs, production those with orders, sales those
// born from their leads, accounts and admins all. The stage log, payment and design stages and
// payments follow the project; writes need projects.add / projects.edit on a project one sees.
// Also the money rules: a payment above what is pending is refused with its message, and the
// projects_list read model and project_kpis() count only what the caller sees.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  asRole,
  attempt,
  claimsOf,
  openTestDatabase,
  rolledBack,
  type Person,
  type Session,
} from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const VIKRAM = 'vikram.singh@fpw.in';

async function ids(tx: Session, sql: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(sql);
  return rows.map((row) => row.id).sort();
}

/** The project ids the rule says a person should see, worked out as the owner from the raw tables. */
async function expectedFor(email: string, rule: string): Promise<string[]> {
  return rolledBack(db, (tx) =>
    ids(
      tx,
      `select p.id from public.projects p, (select id as me from public.staff where email = '${email}') s
        where ${rule}`,
    ),
  );
}

const visibleTo = (person: Person) => as(db, person, (tx) => ids(tx, 'select id from public.projects'));

describe('who sees which project', () => {
  it('shows a designer the projects they design, and no other', async () => {
    const expected = await expectedFor('meera.iyer@fpw.in', 'p.designer_id = s.me');
    expect(expected.length).toBeGreaterThan(0);
    expect(await visibleTo('designer')).toEqual(expected);
  });

  it('shows production the projects that have an order', async () => {
    const expected = await expectedFor(
      'rahul.verma@fpw.in',
      'exists (select 1 from public.sales_orders o where o.project_id = p.id)',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(30);
    expect(await visibleTo('production')).toEqual(expected);
  });

  it('shows sales the projects they manage or that were born from their leads', async () => {
    const expected = await expectedFor(
      'asha.rao@fpw.in',
      `p.relationship_manager_id = s.me
       or exists (select 1 from public.leads l where l.owner_id = s.me
                   and (l.id = p.lead_id or l.id = (select c.lead_id from public.clients c where c.id = p.client_id)))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(30);
    expect(await visibleTo('sales')).toEqual(expected);
  });

  it('shows accounts and admins every project, and a deactivated person none', async () => {
    // 30 in 050_projects.sql, one in 240_money_journey.sql.
    expect(await visibleTo('accounts')).toHaveLength(31);
    expect(await visibleTo('admin')).toHaveLength(31);
    expect(await visibleTo('inactive')).toEqual([]);
  });

  it('lets the stage log, payment and design stages follow the project', async () => {
    const mine = await visibleTo('designer');
    for (const relation of [
      'project_stage_log',
      'project_payment_stages',
      'project_design_stages',
      'projects_list',
    ]) {
      const column = relation === 'projects_list' ? 'id' : 'project_id';
      const seen = await as(db, 'designer', (tx) =>
        ids(tx, `select distinct ${column} as id from public.${relation}`),
      );
      expect(
        seen.every((id) => mine.includes(id)),
        relation,
      ).toBe(true);
      expect(seen.length, relation).toBeGreaterThan(0);
    }
  });

  it('answers can_see_project for one id as the list does', async () => {
    const seen = await as(db, 'designer', (tx) =>
      tx.query<{ mine: boolean; other: boolean }>(
        `select public.can_see_project(md5('fpw:project:3')::uuid) as mine,
                public.can_see_project(md5('fpw:project:2')::uuid) as other`,
      ),
    );
    expect(seen.rows[0]).toEqual({ mine: true, other: false });
  });

  it('shows payments to sales and accounts on the projects they see, never to a designer', async () => {
    const count = (person: Person) =>
      as(db, person, async (tx) => {
        const { rows } = await tx.query<{ n: number }>('select count(*)::integer as n from public.payments');
        return rows[0]?.n ?? -1;
      });
    const all = await count('accounts');
    const asha = await count('sales');
    expect(asha).toBeGreaterThan(0);
    expect(asha).toBeLessThan(all);
    expect(await count('designer')).toBe(0);
    // The list shows no money to a designer rather than a misleading zero.
    const list = await as(db, 'designer', (tx) =>
      tx.query<{ amount_received: unknown }>('select amount_received from public.projects_list limit 1'),
    );
    expect(list.rows[0]?.amount_received).toBeNull();
  });
});

describe('who changes a project', () => {
  const touch = (project: number) =>
    `update public.projects set version = version + 1, notes = 'Checked' where id = md5('fpw:project:${project}')::uuid returning id`;

  it('lets a designer edit a project they design and not one they do not see', async () => {
    expect(await as(db, 'designer', (tx) => attempt(tx, touch(3)))).toMatchObject({
      ok: true,
      rows: [expect.anything()],
    });
    expect(await as(db, 'designer', (tx) => attempt(tx, touch(2)))).toEqual({ ok: true, rows: [] });
  });

  it('refuses a sales executive without projects.edit even on their own project', async () => {
    // Asha manages project 2; her role grants projects.add, not projects.edit.
    expect(await as(db, 'sales', (tx) => attempt(tx, touch(2)))).toEqual({ ok: true, rows: [] });
  });

  it('lets a sales manager turn their won lead into a project, with its client and stages', async () => {
    const vikram = await claimsOf(db, VIKRAM);
    const made = await asRole(db, vikram, async (tx) => {
      const created = await attempt(
        tx,
        `select (r).id, (r).client_id, (r).site_address, (r).lead_id, (r).code
           from (select public.create_project_from_lead(md5('fpw:lead:won-without-project')::uuid,
                   '{"estimate": 1800000, "area_sqft": 2400, "category": "residential"}'::jsonb) as r) x`,
      );
      if (!created.ok) return { created };
      const row = created.rows[0] as { id: string; client_id: string };
      const client = await tx.query<{ name: string; lead_id: string }>(
        'select name, lead_id from public.clients where id = $1',
        [row.client_id],
      );
      const stages = await tx.query<{ n: number; d: number }>(
        `select (select count(*)::integer from public.project_payment_stages where project_id = $1) as n,
                (select count(*)::integer from public.project_design_stages where project_id = $1) as d`,
        [row.id],
      );
      return { created, client: client.rows[0], stages: stages.rows[0] };
    });
    expect(made.created).toMatchObject({
      ok: true,
      rows: [{ site_address: 'Villa 12, Prestige Lakeside Habitat', code: expect.stringMatching(/^PRJ-/) }],
    });
    expect(made.client).toMatchObject({ name: 'Harish Kamath' });
    expect(made.stages).toEqual({ n: 4, d: 5 });
  });

  it('refuses a designer creating a project (no projects.add)', async () => {
    const outcome = await as(db, 'designer', (tx) =>
      attempt(
        tx,
        `select public.create_project(jsonb_build_object('name', 'Side job', 'client_id', md5('fpw:client:3')::uuid,
           'designer_id', (select id from public.staff where email = 'meera.iyer@fpw.in')))`,
      ),
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it('moves a stage with a comment the log keeps, and refuses a stale version', async () => {
    const result = await as(db, 'designer', async (tx) => {
      const { rows } = await tx.query<{ version: number }>(
        `select version from public.projects where id = md5('fpw:project:3')::uuid`,
      );
      const version = rows[0]?.version ?? 0;
      const moved = await attempt(
        tx,
        `select (public.move_project_stage(md5('fpw:project:3')::uuid, 'quotation', $1, 'Client signed off the 3D')).stage`,
        [version],
      );
      const log = await tx.query<{ to_stage: string; note: string }>(
        `select to_stage, note from public.project_stage_log where project_id = md5('fpw:project:3')::uuid
          order by changed_at desc limit 1`,
      );
      const stale = await attempt(
        tx,
        `select public.move_project_stage(md5('fpw:project:3')::uuid, 'approved', $1, 'Again')`,
        [version],
      );
      const noComment = await attempt(
        tx,
        `select public.move_project_stage(md5('fpw:project:3')::uuid, 'approved', $1, '  ')`,
        [version + 1],
      );
      return { moved, log: log.rows[0], stale, noComment };
    });
    expect(result.moved).toMatchObject({ ok: true, rows: [{ stage: 'quotation' }] });
    expect(result.log).toEqual({ to_stage: 'quotation', note: 'Client signed off the 3D' });
    expect(result.stale).toMatchObject({ ok: false, code: '40001' });
    expect(result.noComment).toMatchObject({ ok: false, code: '23514' });
  });
});

describe('payments', () => {
  // Project 2 (standard 10-40-40-10, at the recce stage): its last stage has had nothing yet.
  const lastStage = `(select id from public.project_payment_stages where project_id = md5('fpw:project:2')::uuid
                       order by position desc limit 1)`;

  it('records a payment up to what is pending, and refuses one above it with the amount still pending', async () => {
    const result = await as(db, 'accounts', async (tx) => {
      const pending = await tx.query<{ pending: string; name: string }>(
        `select pending_amount::text as pending, name from public.project_payment_status where payment_stage_id = ${lastStage}`,
      );
      const first = await attempt(
        tx,
        `select (public.record_payment(${lastStage}, 5000, date '2026-11-20', 'upi', 'UPI/1')).amount::text as amount`,
      );
      const after = await tx.query<{ pending: string }>(
        `select pending_amount::text as pending from public.project_payment_status where payment_stage_id = ${lastStage}`,
      );
      const over = await attempt(
        tx,
        `select public.record_payment(${lastStage}, 10000000, date '2026-11-20', 'neft', 'UTR 1')`,
      );
      return { before: pending.rows[0], first, after: after.rows[0], over };
    });
    expect(result.first).toMatchObject({ ok: true, rows: [{ amount: '5000.00' }] });
    expect(Number(result.after?.pending)).toBe(Number(result.before?.pending) - 5000);
    const left = Number(result.after?.pending);
    const rupees = `₹${Math.trunc(left).toLocaleString('en-IN')}${left % 1 ? `.${(left % 1).toFixed(2).slice(2)}` : ''}`;
    expect(result.over).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'payments_amount_pending_check',
      message: `This payment is more than the ${rupees} still pending on ${result.before?.name}`,
    });
  });

  it('refuses a direct insert above the pending amount too', async () => {
    const outcome = await rolledBack(db, (tx) =>
      attempt(
        tx,
        `insert into public.payments (project_id, payment_stage_id, amount, mode)
         select project_id, id, 99999999, 'cash' from public.project_payment_stages where id = ${lastStage}`,
      ),
    );
    expect(outcome).toMatchObject({ ok: false, constraint: 'payments_amount_pending_check' });
  });

  it('formats rupees the Indian way in its messages', async () => {
    const { rows } = await db.query<{ a: string; b: string; c: string }>(
      `select public.format_inr(1234567.5) as a, public.format_inr(999) as b, public.format_inr(100000) as c`,
    );
    expect(rows[0]).toEqual({ a: '₹12,34,567.50', b: '₹999', c: '₹1,00,000' });
  });
});

describe('project_kpis', () => {
  it('counts only the projects the caller sees', async () => {
    const kpis = (person: Person) =>
      as(db, person, async (tx) => {
        const { rows } = await tx.query<{ k: Record<string, number | null> }>(
          'select public.project_kpis() as k',
        );
        return rows[0]?.k ?? {};
      });
    const admin = await kpis('admin');
    const designer = await kpis('designer');
    const total = (k: Record<string, number | null>) =>
      Number(k['active']) + Number(k['on_hold']) + Number(k['completed']);
    expect(total(admin)).toBe(31); // 30 in 050_projects.sql, one in 240_money_journey.sql
    expect(admin['on_hold']).toBe(3);
    expect(Number(admin['payments_pending'])).toBeGreaterThan(0);
    expect(total(designer)).toBe((await visibleTo('designer')).length);
    expect(designer['payments_pending']).toBeNull();
  });
});
