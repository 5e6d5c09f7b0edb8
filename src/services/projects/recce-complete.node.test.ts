// Completing and reopening a recce against the embedded DataSource: completion refused until every
// stage is saved, a complete survey refusing edits to its stages, measurements and photos until it
// is reopened with a reason, the survey's own fields frozen meanwhile, and photo rows.
import { describe, expect, it } from 'vitest';
import { freshRecce, MEERA, recceWorld, rowsOf, saveAllStages } from './recce-fixture';
import {
  addReccePhoto,
  completeRecce,
  deleteMeasurement,
  deleteReccePhoto,
  getRecce,
  recceMeasurements,
  recceStageEntries,
  reopenRecce,
  saveMeasurement,
  saveRecceStage,
} from './index';

const world = recceWorld();

describe('complete and reopen', () => {
  it('refuses completion until every stage is saved, naming what is left', async () => {
    const recceId = await freshRecce(world);
    await expect(completeRecce(recceId, world.meera)).rejects.toThrow(
      /still to do: details, external environment/,
    );
  });

  it('locks a complete survey against edits until it is reopened with a reason', async () => {
    const recceId = await freshRecce(world);
    await saveAllStages(recceId, world.meera);
    const measurement = await saveMeasurement(
      {
        recceId,
        stored: null,
        values: { room: 'Kitchen', wall: 'North', length_mm: 3400, width_mm: 2600, height_mm: 2950 },
      },
      world.meera,
    );
    await completeRecce(recceId, world.meera);
    expect(await getRecce(recceId, world.meera)).toMatchObject({ status: 'submitted' });
    await expect(completeRecce(recceId, world.meera)).rejects.toThrow(/already complete/);

    const locked = /marked complete: reopen it/;
    await expect(
      saveMeasurement(
        {
          recceId,
          stored: measurement,
          values: { room: 'Kitchen', wall: 'North', length_mm: 3500, width_mm: 2600, height_mm: 2950 },
        },
        world.meera,
      ),
    ).rejects.toThrow(locked);
    await expect(
      saveMeasurement(
        {
          recceId,
          stored: null,
          values: { room: 'Hall', wall: null, length_mm: 5000, width_mm: 4000, height_mm: null },
        },
        world.meera,
      ),
    ).rejects.toThrow(locked);
    await expect(deleteMeasurement(measurement.id, world.meera)).rejects.toThrow(locked);
    const details = (await recceStageEntries(recceId, world.meera)).find(
      (entry) => entry.stage === 'details',
    )!;
    await expect(
      saveRecceStage(
        { recceId, stage: 'details', answers: { site_contact: 'Changed' }, entry: details },
        world.meera,
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
        world.meera,
      ),
    ).rejects.toThrow(locked);
    // The survey's own fields, and its status outside Complete and Reopen, are frozen too.
    const recce = (await getRecce(recceId, world.meera))!;
    await expect(
      world.meera.update('recces', recceId, recce.version, { due_date: '2027-01-01' }),
    ).rejects.toThrow(locked);
    await expect(
      world.meera.update('recces', recceId, recce.version, { status: 'in_progress' }),
    ).rejects.toThrow(/Use Complete or Reopen/);

    await expect(reopenRecce(recceId, '   ', world.meera)).rejects.toThrow();
    await expect(
      world.meera.rpc('reopen_recce', { p_recce_id: recceId, p_reason: ' ' }),
    ).rejects.toMatchObject({
      constraint: 'recces_reopen_reason_check',
    });
    await reopenRecce(recceId, 'Client added a study room', world.meera);
    expect(await getRecce(recceId, world.meera)).toMatchObject({
      status: 'in_progress',
      reopen_reason: 'Client added a study room',
      completed_at: null,
    });
    const current = (await recceMeasurements(recceId, world.meera)).find((row) => row.id === measurement.id)!;
    const changed = await saveMeasurement(
      {
        recceId,
        stored: current,
        values: { room: 'Kitchen', wall: 'North', length_mm: 3500, width_mm: 2600, height_mm: 2950 },
      },
      world.meera,
    );
    expect(changed.length_mm).toBe(3500);
    await completeRecce(recceId, world.meera);
    expect((await getRecce(recceId, world.meera))?.status).toBe('submitted');
  });

  it('lets nobody without recce.edit complete or reopen, and leaves seeded data alone', async () => {
    const [approved] = await rowsOf<{ id: string }>(
      world,
      `select r.id from public.recces r join public.projects p on p.id = r.project_id
        where r.status = 'approved' and p.designer_id = $1 limit 1`,
      [MEERA],
    );
    await expect(reopenRecce(approved!.id, 'Because', world.kavya)).rejects.toThrow(/recce.edit/);
    // The owner (seeds, migrations) is not a signed-in caller: the lock does not apply.
    await world.db.query(`update public.recce_measurements set notes = 'owner note' where recce_id = $1`, [
      approved!.id,
    ]);
  });
});

describe('photos', () => {
  it('records room and thumbnail, and a deleted photo leaves both paths for the file sweep', async () => {
    const recceId = await freshRecce(world);
    const [project] = await rowsOf<{ project_id: string }>(
      world,
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
      world.meera,
    );
    expect(photo).toMatchObject({
      room: 'Kitchen',
      caption: 'Sink wall',
      thumbnail_path: `${base}-sink-thumb.jpg`,
    });
    expect((await getRecce(recceId, world.meera))?.photo_count).toBe(1);
    await deleteReccePhoto(photo.id, world.meera);
    const tombstones = await rowsOf<{ storage_path: string }>(
      world,
      'select storage_path from public.file_removals where storage_path like $1 order by storage_path',
      [`${base}%`],
    );
    expect(tombstones.map((row) => row.storage_path)).toEqual([`${base}-sink-thumb.jpg`, `${base}-sink.png`]);
  });
});
