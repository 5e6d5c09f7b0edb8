// The recce list against the embedded DataSource on PGlite with the shipped seed: the due window
// as the operations dashboard counts it, and who sees which surveys (the project's people,
// administrators all; sales and production read only).
import { describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { freshRecce, MEERA, recceWorld, rowsOf } from './recce-fixture';
import { createRecce, getRecce, listRecces, recceFilters, recceStageEntries, saveRecceStage } from './index';

const world = recceWorld();

describe('the list', () => {
  it('filters open surveys due this week or overdue, as the operations dashboard counts them', async () => {
    const today = '2026-11-25';
    expect(recceFilters({ due: 'overdue', today })).toEqual([
      { column: 'status', op: 'in', value: ['scheduled', 'in_progress'] },
      { column: 'due_date', op: 'lte', value: '2026-11-24' },
    ]);
    const week = await listRecces({ due: 'week', today }, world.priya);
    const expected = await rowsOf<{ n: number }>(
      world,
      `select count(*)::integer as n from public.recces
        where status in ('scheduled', 'in_progress') and due_date between $1::date and $1::date + 6`,
      [today],
    );
    expect(week.total).toBe(expected[0]!.n);
    expect(
      week.rows.every(
        (row) => row.due_date !== null && row.due_date >= today && row.due_date <= '2026-12-01',
      ),
    ).toBe(true);
    const searched = await listRecces({ search: week.rows[0]?.project_code ?? 'PRJ' }, world.priya);
    expect(searched.total).toBeGreaterThan(0);
  });
});

describe('who sees which surveys', () => {
  it('shows a designer only the surveys of their projects, and admins all', async () => {
    const all = await rowsOf<{ n: number }>(world, 'select count(*)::integer as n from public.recces');
    const mine = await rowsOf<{ n: number }>(
      world,
      `select count(*)::integer as n from public.recces r join public.projects p on p.id = r.project_id
        where p.designer_id = $1 or p.relationship_manager_id = $1 or r.assignee_id = $1`,
      [MEERA],
    );
    const adminPage = await listRecces({}, world.priya);
    expect(adminPage.total).toBe(all[0]!.n);
    const meeraPage = await listRecces({}, world.meera);
    expect(meeraPage.total).toBe(mine[0]!.n);
    expect(meeraPage.total).toBeLessThan(adminPage.total);
    expect(meeraPage.rows.every((row) => row.project_name !== '' && row.assignee_name !== undefined)).toBe(
      true,
    );
  });

  it('hides another designer’s survey and refuses them writes to it', async () => {
    const recceId = await freshRecce(world);
    expect(await getRecce(recceId, world.sanjay)).toBeNull();
    expect(await recceStageEntries(recceId, world.sanjay)).toEqual([]);
    await expect(
      saveRecceStage(
        { recceId, stage: 'details', answers: { site_contact: 'X' }, entry: null },
        world.sanjay,
      ),
    ).rejects.toBeInstanceOf(DataSourceError);
    expect(await recceStageEntries(recceId, world.meera)).toEqual([]);
  });

  it('lets sales see the surveys of projects from their leads, and production those with orders, read only', async () => {
    const ashaSees = await listRecces({}, world.asha);
    const expectedAsha = await rowsOf<{ n: number }>(
      world,
      `select count(*)::integer as n from public.recces r join public.projects p on p.id = r.project_id
        where p.relationship_manager_id = (select id from public.staff where email = 'asha.rao@fpw.in')
           or p.designer_id = (select id from public.staff where email = 'asha.rao@fpw.in')
           or exists (select 1 from public.leads l left join public.clients c on c.lead_id = l.id
                       where l.owner_id = (select id from public.staff where email = 'asha.rao@fpw.in')
                         and (l.id = p.lead_id or c.id = p.client_id))`,
    );
    expect(ashaSees.total).toBe(expectedAsha[0]!.n);
    const rahulSees = await listRecces({}, world.rahul);
    const expectedRahul = await rowsOf<{ n: number }>(
      world,
      `select count(*)::integer as n from public.recces r
        where exists (select 1 from public.sales_orders o where o.project_id = r.project_id)
           or r.project_id in (select id from public.projects
                                where designer_id = (select id from public.staff where email = 'rahul.verma@fpw.in')
                                   or relationship_manager_id = (select id from public.staff where email = 'rahul.verma@fpw.in'))`,
    );
    expect(rahulSees.total).toBe(expectedRahul[0]!.n);
    const seen = rahulSees.rows[0] ?? ashaSees.rows[0];
    if (seen) {
      await expect(
        createRecce(
          { project_id: seen.project_id, assignee_id: null, due_date: null, notes: null },
          world.rahul,
        ),
      ).rejects.toMatchObject({ kind: 'permission' });
    }
  });
});
