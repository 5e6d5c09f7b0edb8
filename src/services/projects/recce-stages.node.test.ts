// Recce measurements and stages against the embedded DataSource: the measurement rules in the
// browser and in SQL, and a stage saved on its own with its version guard.
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../backend';
import { ANSWERS, freshRecce, recceWorld } from './recce-fixture';
import { checkStageAnswers, getRecce, measurementInputSchema, saveRecceStage } from './index';

const world = recceWorld();

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
    const recceId = await freshRecce(world);
    const ds = world.meera;
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
    const recceId = await freshRecce(world);
    expect((await getRecce(recceId, world.meera))?.status).toBe('scheduled');
    const first = await saveRecceStage(
      {
        recceId,
        stage: 'details',
        answers: { site_contact: 'Mr Rao', access: 'Lift', power: '3-phase' },
        entry: null,
      },
      world.meera,
    );
    expect(first.completed_at).not.toBeNull();
    const recce = await getRecce(recceId, world.meera);
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
      world.meera,
    );
    expect(saved.version).toBe(first.version + 1);
    await expect(
      saveRecceStage(
        { recceId, stage: 'details', answers: { site_contact: 'Someone else' }, entry: first },
        world.meera,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
