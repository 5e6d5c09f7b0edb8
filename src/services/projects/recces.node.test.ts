// The recces service against the embedded DataSource on PGlite with the shipped seed: who sees
// which surveys (the project's people, administrators all), the measurement rules in the browser
// and in SQL, a stage saved with its version guard, completion refused until every stage is saved,
// a complete survey refusing edits to its stages, measurements and photos until it is reopened
// with a reason, and the survey's own fields frozen meanwhile.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError, type DataSource } from '../backend';
import { createEmbeddedDataSource } from '../backend/embedded-data-source';
import { claimsOf, openTestDatabase } from '../backend/testing/test-database';
import {
  addReccePhoto,
  checkStageAnswers,
  completeRecce,
  createRecce,
  deleteMeasurement,
  deleteReccePhoto,
  getRecce,
  listRecces,
  measurementInputSchema,
  recceFilters,
  RECCE_STAGES,
  recceMeasurements,
  recceStageEntries,
  reopenRecce,
  saveMeasurement,
  saveRecceStage,
  type RecceStage,
} from './recces';

const MEERA = '5a1e0000-0000-4000-8000-000000000003';

let db: PGlite;
let meera: DataSource;
let sanjay: DataSource;
let priya: DataSource;
let asha: DataSource;
let rahul: DataSource;
let kavya: DataSource;

const ANSWERS: Record<RecceStage, Record<string, string>> = {
  details: { site_contact: 'Mr Rao', access: 'Lift to 4th floor', power: '3-phase' },
  external_environment: { facing: 'East' },
  internal_environment: { flooring: 'Marble', false_ceiling: 'yes', damp_walls: 'no' },
  spaces: { rooms: '3' },
  signage_and_facade: { signage: 'none', facade_work: 'no' },
  layout_and_sketches: { sketch_pages: '2', layout_confirmed: 'yes' },
};

async function rowsOf<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

/** A fresh survey on one of Meera's projects, made by Meera. */
async function freshRecce(): Promise<string> {
  const [project] = await rowsOf<{ id: string }>(
    `select id from public.projects where designer_id = $1 order by code limit 1`,
    [MEERA],
  );
  const { id } = await createRecce(
    { project_id: project!.id, assignee_id: MEERA, due_date: '2026-12-01', notes: null },
    meera,
  );
  return id;
}

async function saveAllStages(recceId: string, who: DataSource): Promise<void> {
  for (const stage of RECCE_STAGES) {
    const checked = checkStageAnswers(stage, ANSWERS[stage]);
    if (!checked.ok) throw new Error(`${stage}: ${JSON.stringify(checked.errors)}`);
    const existing = (await recceStageEntries(recceId, who)).find((entry) => entry.stage === stage);
    await saveRecceStage(
      {
        recceId,
        stage,
        answers: checked.answers,
        entry: existing ? { id: existing.id, version: existing.version } : null,
      },
      who,
    );
  }
}

beforeAll(async () => {
  db = await openTestDatabase();
  const as = async (email: string) => {
    const claims = await claimsOf(db, email);
    return createEmbeddedDataSource(db, { caller: () => claims });
  };
  meera = await as('meera.iyer@fpw.in');
  sanjay = await as('sanjay.kulkarni@fpw.in');
  priya = await as('priya.nair@fpw.in');
  asha = await as('asha.rao@fpw.in');
  rahul = await as('rahul.verma@fpw.in');
  kavya = await as('kavya.menon@fpw.in');
}, 240_000);

afterAll(async () => {
  await db?.close();
});

describe('measurement rules', () => {
  it('accepts whole positive millimetres within the limits and names each problem', () => {
    expect(
      measurementInputSchema.safeParse({
        room: 'Kitchen',
        wall: 'North',
        length_mm: 3400,
        width_mm: 2600,
        height_mm: 2950,
      }).success,
    ).toBe(true);
    const bad = measurementInputSchema.safeParse({
      room: ' ',
      wall: '',
      length_mm: -10,
      width_mm: 100_001,
      height_mm: 20_001,
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      room: 'Name the room',
      length_mm: 'The length must be above zero',
      width_mm: 'At most 100000 mm',
      height_mm: 'At most 20000 mm',
    });
  });

  it('is held by the database too, whatever the client sends', async () => {
    const recceId = await freshRecce();
    const ds = meera;
    for (const values of [
      { room: 'Hall', length_mm: -1, width_mm: 10 },
      { room: 'Hall', length_mm: 10, width_mm: 100_001 },
      { room: 'Hall', length_mm: 10, width_mm: 10, height_mm: 20_001 },
    ]) {
      await expect(ds.insert('recce_measurements', { recce_id: recceId, ...values })).rejects.toMatchObject({
        kind: 'constraint',
      });
    }
  });
});

describe('the list', () => {
  it('filters open surveys due this week or overdue, as the operations dashboard counts them', async () => {
    const today = '2026-11-25';
    expect(recceFilters({ due: 'overdue', today })).toEqual([
      { column: 'status', op: 'in', value: ['scheduled', 'in_progress'] },
      { column: 'due_date', op: 'lte', value: '2026-11-24' },
    ]);
    const week = await listRecces({ due: 'week', today }, priya);
    const expected = await rowsOf<{ n: number }>(
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
    const searched = await listRecces({ search: week.rows[0]?.project_code ?? 'PRJ' }, priya);
    expect(searched.total).toBeGreaterThan(0);
  });
});

describe('stage forms', () => {
  it('checks answers per stage with a message beside the field', () => {
    expect(checkStageAnswers('details', { site_contact: '', access: 'Stairs', power: 'Solar' })).toEqual({
      ok: false,
      errors: { site_contact: 'Fill in site contact', power: 'Choose power supply' },
    });
    expect(checkStageAnswers('spaces', { rooms: '-2' })).toEqual({
      ok: false,
      errors: { rooms: 'Cannot be negative' },
    });
    expect(checkStageAnswers('internal_environment', ANSWERS.internal_environment)).toEqual({
      ok: true,
      answers: { flooring: 'Marble', false_ceiling: true, damp_walls: false },
    });
  });

  it('saves a stage on its own, completes it, moves the survey on, and refuses a stale version', async () => {
    const recceId = await freshRecce();
    expect((await getRecce(recceId, meera))?.status).toBe('scheduled');
    const first = await saveRecceStage(
      {
        recceId,
        stage: 'details',
        answers: { site_contact: 'Mr Rao', access: 'Lift', power: '3-phase' },
        entry: null,
      },
      meera,
    );
    expect(first.completed_at).not.toBeNull();
    const recce = await getRecce(recceId, meera);
    expect(recce).toMatchObject({
      status: 'in_progress',
      current_stage: 'external_environment',
      stages_done: 1,
    });
    const saved = await saveRecceStage(
      {
        recceId,
        stage: 'details',
        answers: { site_contact: 'Mrs Rao', access: 'Lift', power: '3-phase' },
        entry: first,
      },
      meera,
    );
    expect(saved.version).toBe(first.version + 1);
    await expect(
      saveRecceStage(
        { recceId, stage: 'details', answers: { site_contact: 'Someone else' }, entry: first },
        meera,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('complete and reopen', () => {
  it('refuses completion until every stage is saved, naming what is left', async () => {
    const recceId = await freshRecce();
    await expect(completeRecce(recceId, meera)).rejects.toThrow(/still to do: details, external environment/);
  });

  it('locks a complete survey against edits until it is reopened with a reason', async () => {
    const recceId = await freshRecce();
    await saveAllStages(recceId, meera);
    const measurement = await saveMeasurement(
      {
        recceId,
        stored: null,
        values: { room: 'Kitchen', wall: 'North', length_mm: 3400, width_mm: 2600, height_mm: 2950 },
      },
      meera,
    );
    await completeRecce(recceId, meera);
    expect(await getRecce(recceId, meera)).toMatchObject({ status: 'submitted' });
    await expect(completeRecce(recceId, meera)).rejects.toThrow(/already complete/);

    const locked = /marked complete: reopen it/;
    await expect(
      saveMeasurement(
        {
          recceId,
          stored: measurement,
          values: { room: 'Kitchen', wall: 'North', length_mm: 3500, width_mm: 2600, height_mm: 2950 },
        },
        meera,
      ),
    ).rejects.toThrow(locked);
    await expect(
      saveMeasurement(
        {
          recceId,
          stored: null,
          values: { room: 'Hall', wall: null, length_mm: 5000, width_mm: 4000, height_mm: null },
        },
        meera,
      ),
    ).rejects.toThrow(locked);
    await expect(deleteMeasurement(measurement.id, meera)).rejects.toThrow(locked);
    const details = (await recceStageEntries(recceId, meera)).find((entry) => entry.stage === 'details')!;
    await expect(
      saveRecceStage(
        { recceId, stage: 'details', answers: { site_contact: 'Changed' }, entry: details },
        meera,
      ),
    ).rejects.toThrow(locked);
    await expect(
      addReccePhoto(
        {
          recceId,
          stage: 'spaces',
          room: 'Kitchen',
          caption: null,
          storagePath: 'x/recce/late.png',
          thumbnailPath: null,
        },
        meera,
      ),
    ).rejects.toThrow(locked);
    // The survey's own fields, and its status outside Complete and Reopen, are frozen too.
    const recce = (await getRecce(recceId, meera))!;
    await expect(meera.update('recces', recceId, recce.version, { due_date: '2027-01-01' })).rejects.toThrow(
      locked,
    );
    await expect(meera.update('recces', recceId, recce.version, { status: 'in_progress' })).rejects.toThrow(
      /Use Complete or Reopen/,
    );

    await expect(reopenRecce(recceId, '   ', meera)).rejects.toThrow();
    await expect(meera.rpc('reopen_recce', { p_recce_id: recceId, p_reason: ' ' })).rejects.toMatchObject({
      constraint: 'recces_reopen_reason_check',
    });
    await reopenRecce(recceId, 'Client added a study room', meera);
    expect(await getRecce(recceId, meera)).toMatchObject({
      status: 'in_progress',
      reopen_reason: 'Client added a study room',
      completed_at: null,
    });
    const current = (await recceMeasurements(recceId, meera)).find((row) => row.id === measurement.id)!;
    const changed = await saveMeasurement(
      {
        recceId,
        stored: current,
        values: { room: 'Kitchen', wall: 'North', length_mm: 3500, width_mm: 2600, height_mm: 2950 },
      },
      meera,
    );
    expect(changed.length_mm).toBe(3500);
    await completeRecce(recceId, meera);
    expect((await getRecce(recceId, meera))?.status).toBe('submitted');
  });

  it('lets nobody without recce.edit complete or reopen, and leaves seeded data alone', async () => {
    const [approved] = await rowsOf<{ id: string }>(
      `select r.id from public.recces r join public.projects p on p.id = r.project_id
        where r.status = 'approved' and p.designer_id = $1 limit 1`,
      [MEERA],
    );
    await expect(reopenRecce(approved!.id, 'Because', kavya)).rejects.toThrow(/recce.edit/);
    // The owner (seeds, migrations) is not a signed-in caller: the lock does not apply.
    await db.query(`update public.recce_measurements set notes = 'owner note' where recce_id = $1`, [
      approved!.id,
    ]);
  });
});

describe('photos', () => {
  it('records room and thumbnail, and a deleted photo leaves both paths for the file sweep', async () => {
    const recceId = await freshRecce();
    const [project] = await rowsOf<{ project_id: string }>(
      'select project_id from public.recces where id = $1',
      [recceId],
    );
    const base = `${project!.project_id}/recce/${crypto.randomUUID()}`;
    const photo = await addReccePhoto(
      {
        recceId,
        stage: 'spaces',
        room: 'Kitchen',
        caption: 'Sink wall',
        storagePath: `${base}-sink.png`,
        thumbnailPath: `${base}-sink-thumb.jpg`,
      },
      meera,
    );
    expect(photo).toMatchObject({
      room: 'Kitchen',
      caption: 'Sink wall',
      thumbnail_path: `${base}-sink-thumb.jpg`,
    });
    expect((await getRecce(recceId, meera))?.photo_count).toBe(1);
    await deleteReccePhoto(photo.id, meera);
    const tombstones = await rowsOf<{ storage_path: string }>(
      'select storage_path from public.file_removals where storage_path like $1 order by storage_path',
      [`${base}%`],
    );
    expect(tombstones.map((row) => row.storage_path)).toEqual([`${base}-sink-thumb.jpg`, `${base}-sink.png`]);
  });
});

describe('who sees which surveys', () => {
  it('shows a designer only the surveys of their projects, and admins all', async () => {
    const all = await rowsOf<{ n: number }>('select count(*)::integer as n from public.recces');
    const mine = await rowsOf<{ n: number }>(
      `select count(*)::integer as n from public.recces r join public.projects p on p.id = r.project_id
        where p.designer_id = $1 or p.relationship_manager_id = $1 or r.assignee_id = $1`,
      [MEERA],
    );
    const adminPage = await listRecces({}, priya);
    expect(adminPage.total).toBe(all[0]!.n);
    const meeraPage = await listRecces({}, meera);
    expect(meeraPage.total).toBe(mine[0]!.n);
    expect(meeraPage.total).toBeLessThan(adminPage.total);
    expect(meeraPage.rows.every((row) => row.project_name !== '' && row.assignee_name !== undefined)).toBe(
      true,
    );
  });

  it('hides another designer’s survey and refuses them writes to it', async () => {
    const recceId = await freshRecce();
    expect(await getRecce(recceId, sanjay)).toBeNull();
    expect(await recceStageEntries(recceId, sanjay)).toEqual([]);
    await expect(
      saveRecceStage({ recceId, stage: 'details', answers: { site_contact: 'X' }, entry: null }, sanjay),
    ).rejects.toBeInstanceOf(DataSourceError);
    expect(await recceStageEntries(recceId, meera)).toEqual([]);
  });

  it('lets sales see the surveys of projects from their leads, and production those with orders, read only', async () => {
    const ashaSees = await listRecces({}, asha);
    const expectedAsha = await rowsOf<{ n: number }>(
      `select count(*)::integer as n from public.recces r join public.projects p on p.id = r.project_id
        where p.relationship_manager_id = (select id from public.staff where email = 'asha.rao@fpw.in')
           or p.designer_id = (select id from public.staff where email = 'asha.rao@fpw.in')
           or exists (select 1 from public.leads l left join public.clients c on c.lead_id = l.id
                       where l.owner_id = (select id from public.staff where email = 'asha.rao@fpw.in')
                         and (l.id = p.lead_id or c.id = p.client_id))`,
    );
    expect(ashaSees.total).toBe(expectedAsha[0]!.n);
    const rahulSees = await listRecces({}, rahul);
    const expectedRahul = await rowsOf<{ n: number }>(
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
        createRecce({ project_id: seen.project_id, assignee_id: null, due_date: null, notes: null }, rahul),
      ).rejects.toMatchObject({ kind: 'permission' });
    }
  });
});
