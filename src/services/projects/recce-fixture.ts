// The recce node tests' world: the embedded DataSource on PGlite with the shipped seed, one
// DataSource per seeded person, a stage's worth of good answers, and a fresh survey to change.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { type DataSource } from '../backend';
import { createEmbeddedDataSource } from '../backend/embedded-data-source';
import { claimsOf, openTestDatabase } from '../backend/testing/test-database';
import { RECCE_STAGES, type RecceStage } from './recce-model';
import { checkStageAnswers } from './recce-stage-fields';
import { createRecce, saveRecceStage } from './recce-writes';
import { recceStageEntries } from './recces';

export const MEERA = '5a1e0000-0000-4000-8000-000000000003';

export const ANSWERS: Record<RecceStage, Record<string, string>> = {
  details: { site_contact: 'Mr Rao', access: 'Lift to 4th floor', power: '3-phase' },
  external_environment: { facing: 'East' },
  internal_environment: { flooring: 'Marble', false_ceiling: 'yes', damp_walls: 'no' },
  spaces: { rooms: '3' },
  signage_and_facade: { signage: 'none', facade_work: 'no' },
  layout_and_sketches: { sketch_pages: '2', layout_confirmed: 'yes' },
};

export interface RecceWorld {
  db: PGlite;
  meera: DataSource;
  sanjay: DataSource;
  priya: DataSource;
  asha: DataSource;
  rahul: DataSource;
  kavya: DataSource;
}

/** Opens the database before the file's tests and closes it after; filled in by then. */
export function recceWorld(): RecceWorld {
  const world = {} as RecceWorld;
  beforeAll(async () => {
    const db = await openTestDatabase();
    const as = async (email: string) => {
      const claims = await claimsOf(db, email);
      return createEmbeddedDataSource(db, { caller: () => claims });
    };
    Object.assign(world, {
      db,
      meera: await as('meera.iyer@fpw.in'),
      sanjay: await as('sanjay.kulkarni@fpw.in'),
      priya: await as('priya.nair@fpw.in'),
      asha: await as('asha.rao@fpw.in'),
      rahul: await as('rahul.verma@fpw.in'),
      kavya: await as('kavya.menon@fpw.in'),
    });
  }, 240_000);
  afterAll(async () => {
    await world.db?.close();
  });
  return world;
}

export async function rowsOf<T>(world: RecceWorld, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await world.db.query<T>(sql, params)).rows;
}

/** A fresh survey on one of Meera's projects, made by Meera. */
export async function freshRecce(world: RecceWorld): Promise<string> {
  const [project] = await rowsOf<{ id: string }>(
    world,
    `select id from public.projects where designer_id = $1 order by code limit 1`,
    [MEERA],
  );
  const { id } = await createRecce(
    { project_id: project!.id, assignee_id: MEERA, due_date: '2026-12-01', notes: null },
    world.meera,
  );
  return id;
}

export async function saveAllStages(recceId: string, who: DataSource): Promise<void> {
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
