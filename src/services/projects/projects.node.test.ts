// The projects service against the embedded DataSource on PGlite with the shipped seed: the list
// and its filters as each person sees it, one project (null when not the caller's), the payment
// stages with a payment recorded and an overpayment refused with the database's message, a stage
// move with its comment, the KPIs from SQL, and a won lead turned into a project.
import { describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  createProject,
  getProject,
  listProjects,
  listWonLeads,
  moveProjectStage,
  nextStage,
  projectDesignStages,
  projectFilters,
  projectKpis,
  projectPaymentStages,
  projectStageLog,
  recordPayment,
} from './index';

const MEERA = '5a1e0000-0000-4000-8000-000000000003';

const { db, as } = seededDatabase();
const vikram = as('vikram.singh@fpw.in');
const meera = as('meera.iyer@fpw.in');
const kavya = as('kavya.menon@fpw.in');

async function idOf(n: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `select md5('fpw:project:' || $1::text)::uuid::text as id`,
    [n],
  );
  return rows[0]!.id;
}

describe('projectFilters', () => {
  it('turns the list query into filters, searching code, name and client in one or', () => {
    expect(projectFilters({ search: 'PRJ', stage: 'design', payments: 'due', from: '2026-01-01' })).toEqual([
      {
        op: 'or',
        filters: [
          { column: 'code', op: 'ilike', value: '%PRJ%' },
          { column: 'name', op: 'ilike', value: '%PRJ%' },
          { column: 'client_name', op: 'ilike', value: '%PRJ%' },
        ],
      },
      { column: 'stage', op: 'eq', value: 'design' },
      { column: 'start_date', op: 'gte', value: '2026-01-01' },
      { column: 'amount_pending_now', op: 'gte', value: 0.01 },
    ]);
    expect(projectFilters({ payments: 'month' })).toEqual([
      { column: 'amount_pending_month', op: 'gte', value: 0.01 },
      { column: 'stage', op: 'neq', value: 'closed' },
    ]);
    expect(nextStage('enquiry')).toBe('recce');
    expect(nextStage('closed')).toBeNull();
  });
});

describe('listProjects and getProject', () => {
  it('lists only a designer’s own projects, with names and no money', async () => {
    const page = await listProjects({}, meera);
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.designer_id === MEERA)).toBe(true);
    expect(page.rows.every((row) => row.amount_received === null)).toBe(true);
    expect(page.rows[0]?.client_name).toBeTruthy();
  });

  it('filters by stage, status and date range', async () => {
    const all = await listProjects({}, kavya);
    expect(all.total).toBe(31); // 30 in 050_projects.sql, one in 240_money_journey.sql
    const design = await listProjects({ stage: 'design' }, kavya);
    expect(design.rows.every((row) => row.stage === 'design')).toBe(true);
    const onHold = await listProjects({ status: 'on_hold' }, kavya);
    expect(onHold.total).toBe(3);
    const autumn = await listProjects({ from: '2026-09-01', to: '2026-10-31' }, kavya);
    expect(
      autumn.rows.every((row) => row.start_date! >= '2026-09-01' && row.start_date! <= '2026-10-31'),
    ).toBe(true);
    const paged = await listProjects(
      { page: 1, pageSize: 10, sort: { column: 'estimate', descending: true } },
      kavya,
    );
    expect(paged.rows).toHaveLength(10);
    expect(paged.total).toBe(31);
  });

  it('keeps the projects with a payment stage due this month still pending, as the dashboard counts them', async () => {
    // One unpaid stage of an open project moved into this month, so the month is never empty.
    const { rows: picked } = await db.query<{ id: string; due_date: string | null; project_id: string }>(
      `select ps.payment_stage_id::text as id, ps.due_date::text, ps.project_id::text
         from public.project_payment_status ps join public.projects p on p.id = ps.project_id
        where ps.pending_amount > 0 and p.stage <> 'closed'
        order by p.code, ps.position limit 1`,
    );
    const stage = picked[0]!;
    await db.query(
      `update public.project_payment_stages set due_date = (now() at time zone 'Asia/Kolkata')::date where id = $1`,
      [stage.id],
    );
    try {
      const { rows } = await db.query<{ projects: number; stages: number; figure: number }>(
        `with b as (select date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) as m)
         select count(distinct ps.project_id)::integer as projects, count(*)::integer as stages,
                (public.operations_dashboard() -> 'payments_due_month' ->> 'count')::integer as figure
           from public.project_payment_status ps join public.projects p on p.id = ps.project_id, b
          where date_trunc('month', ps.due_date) = b.m and ps.pending_amount > 0 and p.stage <> 'closed'`,
      );
      const expected = rows[0]!;
      const month = await listProjects({ payments: 'month' }, kavya);
      expect(month.total).toBe(expected.projects);
      expect(month.rows.map((row) => row.id)).toContain(stage.project_id);
      expect(month.rows.every((row) => row.stage !== 'closed')).toBe(true);
      expect(expected.stages).toBeGreaterThanOrEqual(month.total);
      // Those who may not see payments get no money column to filter on, so no projects.
      expect((await listProjects({ payments: 'month' }, meera)).total).toBe(0);
    } finally {
      await db.query(`update public.project_payment_stages set due_date = $2::date where id = $1`, [
        stage.id,
        stage.due_date,
      ]);
    }
  });

  it('reads another designer’s project as null, and a malformed id too', async () => {
    expect(await getProject(await idOf(2), meera)).toBeNull();
    expect(await getProject('not-an-id', meera)).toBeNull();
    expect((await getProject(await idOf(3), meera))?.designer_id).toBe(MEERA);
  });
});

describe('payments', () => {
  it('records a payment (pending falls) and refuses an overpayment with the database’s message', async () => {
    const project = await idOf(2);
    const stages = await projectPaymentStages(project, kavya);
    const last = stages[stages.length - 1]!;
    await recordPayment(
      {
        stageId: last.payment_stage_id,
        amount: 1000,
        paid_on: '2026-11-24',
        mode: 'upi',
        reference: 'UPI/T1',
      },
      kavya,
    );
    const after = (await projectPaymentStages(project, kavya)).find(
      (s) => s.payment_stage_id === last.payment_stage_id,
    )!;
    expect(after.pending_amount).toBe(last.pending_amount - 1000);
    const refused = await recordPayment(
      {
        stageId: last.payment_stage_id,
        amount: after.pending_amount + 1,
        paid_on: '2026-11-24',
        mode: 'neft',
        reference: '',
      },
      kavya,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataSourceError);
    expect((refused as DataSourceError).message).toMatch(
      /^This payment is more than the ₹[\d,.]+ still pending on /,
    );
  });
});

describe('stages, KPIs and creating', () => {
  it('moves a stage with a comment the log shows', async () => {
    const id = await idOf(30);
    const project = (await getProject(id, meera))!;
    await moveProjectStage(
      { id, to: nextStage(project.stage)!, version: project.version, note: 'Renders approved' },
      meera,
    );
    const log = await projectStageLog(id, meera);
    expect(log.at(-1)).toMatchObject({
      from_stage: project.stage,
      to_stage: nextStage(project.stage),
      note: 'Renders approved',
    });
    expect((await projectDesignStages(id, meera)).length).toBeGreaterThan(0);
  });

  it('computes the KPIs in SQL over what the caller sees', async () => {
    const kpis = await projectKpis(kavya);
    expect(kpis.active + kpis.on_hold + kpis.completed).toBe(31);
    expect(kpis.on_hold).toBe(3);
    expect(kpis.value_in_progress).toBeGreaterThan(0);
    expect((await projectKpis(meera)).payments_pending).toBeNull();
  });

  it('turns a won lead into a project with its payment stages, and it leaves the won-lead list', async () => {
    const leads = await listWonLeads(vikram);
    const lead = leads.find((candidate) => candidate.name === 'Harish Kamath');
    expect(lead).toBeDefined();
    const created = await createProject(
      {
        source: 'lead',
        lead_id: lead!.id,
        client_id: null,
        client_name: null,
        client_phone: null,
        name: null,
        category: 'residential',
        site_address: null,
        city: null,
        estimate: 1_800_000,
        area_sqft: 2400,
        start_date: '2026-11-25',
        target_date: null,
        designer_id: MEERA,
        relationship_manager_id: null,
        notes: null,
      },
      vikram,
    );
    const project = await getProject(created.id, vikram);
    expect(project).toMatchObject({
      client_name: 'Harish Kamath',
      site_address: 'Villa 12, Prestige Lakeside Habitat',
    });
    expect((await projectPaymentStages(created.id, vikram)).map((s) => s.due_amount)).toEqual([
      180000, 720000, 720000, 180000,
    ]);
    expect((await listWonLeads(vikram)).some((candidate) => candidate.id === lead!.id)).toBe(false);
  });
});
