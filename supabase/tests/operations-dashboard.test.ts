// The operations dashboard and the designers' board (issue 11) as SQL read models: an
// administrator's figures equal direct counts over the whole business, and a designer's cover
// only the projects they design or manage (row-level security decides, as the functions are
// SECURITY INVOKER), with the money left out for those who may not see payments.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, openTestDatabase, PEOPLE } from './support/database';

const TODAY = '2026-11-25';

interface Dashboard {
  today: string;
  projects_by_stage: { stage: string; projects: number; on_hold: number }[];
  payments_due_month: { count: number; amount: number } | null;
  recces: { due_week: number; overdue: number };
  designs: { due_week: number; overdue: number };
  overdue_tasks: { staff_id: string | null; name: string; overdue: number }[];
}

interface Board {
  designers: {
    designer_id: string;
    designer_name: string;
    active_projects: number;
    designs_due_week: number;
    designs_overdue: number;
  }[];
  unassigned_projects: number;
}

let db: PGlite;

const count = async (sql: string, params: unknown[] = []) => {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
};

async function staffId(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'select id from public.staff where lower(email) = lower($1)',
    [email],
  );
  return rows[0]!.id;
}

async function dashboardOf(person: keyof typeof PEOPLE | null): Promise<Dashboard> {
  return as(db, person, async (tx) => {
    const { rows } = await tx.query<{ d: Dashboard }>('select public.operations_dashboard($1::date) as d', [
      TODAY,
    ]);
    return rows[0]!.d;
  });
}

const sumStages = (d: Dashboard) => d.projects_by_stage.reduce((total, row) => total + row.projects, 0);

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

describe('operations_dashboard', () => {
  it('gives an administrator the counts of the whole business', async () => {
    const figures = await dashboardOf('admin');
    expect(figures.today).toBe(TODAY);
    expect(figures.projects_by_stage.map((row) => row.stage)).toEqual([
      'enquiry',
      'recce',
      'design',
      'quotation',
      'approved',
      'production',
      'installation',
      'handover',
      'closed',
    ]);
    for (const row of figures.projects_by_stage) {
      expect(row.projects).toBe(
        await count('select count(*)::int as n from public.projects where stage = $1', [row.stage]),
      );
    }
    expect(figures.payments_due_month).not.toBeNull();
    const payments = await db.query<{ n: number; amount: string }>(
      `select count(*)::int as n, coalesce(sum(ps.pending_amount), 0)::text as amount
         from public.project_payment_status ps join public.projects p on p.id = ps.project_id
        where ps.due_date between '2026-11-01' and '2026-11-30' and ps.pending_amount > 0 and p.stage <> 'closed'`,
    );
    expect(figures.payments_due_month!.count).toBe(payments.rows[0]!.n);
    expect(Number(figures.payments_due_month!.amount)).toBeCloseTo(Number(payments.rows[0]!.amount), 2);
    expect(figures.recces).toEqual({
      due_week: await count(
        `select count(*)::int as n from public.recces where status in ('scheduled', 'in_progress') and due_date between $1::date and $1::date + 6`,
        [TODAY],
      ),
      overdue: await count(
        `select count(*)::int as n from public.recces where status in ('scheduled', 'in_progress') and due_date < $1::date`,
        [TODAY],
      ),
    });
    expect(figures.designs).toEqual({
      due_week: await count(
        `select count(*)::int as n from public.designs where status <> 'approved' and due_date between $1::date and $1::date + 6`,
        [TODAY],
      ),
      overdue: await count(
        `select count(*)::int as n from public.designs where status <> 'approved' and due_date < $1::date`,
        [TODAY],
      ),
    });
    // Seed 165 books designs and recces within the week, so the window is really tested.
    expect(figures.designs.due_week).toBeGreaterThan(0);
    expect(figures.recces.due_week).toBeGreaterThan(0);
    const overdueTotal = figures.overdue_tasks.reduce((total, row) => total + row.overdue, 0);
    expect(overdueTotal).toBe(
      await count(
        `select count(*)::int as n from public.tasks where status not in ('done', 'cancelled') and due_date < $1::date`,
        [TODAY],
      ),
    );
    expect(overdueTotal).toBeGreaterThan(0);
  });

  it('covers only a designer’s own projects, without money', async () => {
    const meera = await staffId(PEOPLE.designer);
    const figures = await dashboardOf('designer');
    const mine = `(p.designer_id = $1 or p.relationship_manager_id = $1)`;
    expect(sumStages(figures)).toBe(
      await count(`select count(*)::int as n from public.projects p where ${mine}`, [meera]),
    );
    expect(sumStages(figures)).toBeLessThan(await count('select count(*)::int as n from public.projects'));
    expect(figures.payments_due_month).toBeNull();
    expect(figures.designs.due_week + figures.designs.overdue).toBe(
      await count(
        `select count(*)::int as n from public.designs d join public.projects p on p.id = d.project_id
          where ${mine} and d.status <> 'approved' and d.due_date <= $2::date + 6`,
        [meera, TODAY],
      ),
    );
    expect(figures.recces.due_week + figures.recces.overdue).toBe(
      await count(
        `select count(*)::int as n from public.recces r join public.projects p on p.id = r.project_id
          where ${mine} and r.status in ('scheduled', 'in_progress') and r.due_date <= $2::date + 6`,
        [meera, TODAY],
      ),
    );
  });

  it('is refused when signed out', async () => {
    const result = await as(db, null, (tx) =>
      attempt(tx, 'select public.operations_dashboard($1::date)', [TODAY]),
    );
    expect(result.ok).toBe(false);
  });
});

describe('designer_workload_board', () => {
  it('counts each designer’s active projects and open designs, and a designer only their own', async () => {
    const meera = await staffId(PEOPLE.designer);
    const admin = await as(db, 'admin', async (tx) => {
      const { rows } = await tx.query<{ b: Board }>('select public.designer_workload_board($1::date) as b', [
        TODAY,
      ]);
      return rows[0]!.b;
    });
    expect(admin.designers.length).toBe(
      await count(`select count(*)::int as n from public.staff where designation = 'designer' and active`),
    );
    for (const row of admin.designers) {
      expect(row.active_projects).toBe(
        await count(
          `select count(*)::int as n from public.projects where designer_id = $1 and stage <> 'closed'`,
          [row.designer_id],
        ),
      );
      expect(row.designs_overdue).toBe(
        await count(
          `select count(*)::int as n from public.designs where designer_id = $1 and status <> 'approved' and due_date < $2::date`,
          [row.designer_id, TODAY],
        ),
      );
    }
    const own = await as(db, 'designer', async (tx) => {
      const { rows } = await tx.query<{ b: Board }>('select public.designer_workload_board($1::date) as b', [
        TODAY,
      ]);
      return rows[0]!.b;
    });
    for (const row of own.designers) {
      if (row.designer_id === meera) continue;
      // Another designer's projects are not Meera's to see, unless she manages them.
      expect(row.active_projects).toBe(
        await count(
          `select count(*)::int as n from public.projects where designer_id = $1 and relationship_manager_id = $2 and stage <> 'closed'`,
          [row.designer_id, meera],
        ),
      );
    }
    const mineRow = own.designers.find((row) => row.designer_id === meera);
    expect(mineRow?.active_projects).toBe(
      admin.designers.find((row) => row.designer_id === meera)?.active_projects,
    );
  });
});
