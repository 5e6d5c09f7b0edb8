// Appointments through the embedded DataSource on PGlite with the shipped seed: the manager sees
// more of the calendar than an executive (the database decides); booking, then a move from a stale
// version is refused; a clash with the assignee's day is found by findClashes.
import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  createAppointment,
  findClashes,
  listAppointments,
  listAssigneeDay,
  moveAppointment,
} from './appointments';

const { db, as } = seededDatabase();
const manager = as('vikram.singh@fpw.in');
const executive = as('asha.rao@fpw.in');
let ashaId: string;

beforeAll(async () => {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.staff where email = 'asha.rao@fpw.in'`,
  );
  ashaId = rows[0]!.id;
}, 240_000);

const NOVEMBER = { from: '2026-10-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' };

describe('appointments', () => {
  it('shows the manager the whole team and an executive less, with names', async () => {
    const all = await listAppointments(NOVEMBER, manager);
    const mine = await listAppointments(NOVEMBER, executive);
    expect(all.length).toBeGreaterThan(mine.length);
    expect(mine.length).toBeGreaterThan(0);
    expect(all.filter((row) => row.assignee_id).every((row) => row.assignee_name)).toBe(true);
    const demos = await listAppointments({ ...NOVEMBER, kind: 'demo' }, manager);
    expect(demos.every((row) => row.kind === 'demo')).toBe(true);
  });

  it('books one, warns of a clash on the same time, and refuses a move from a stale version', async () => {
    const booked = await createAppointment(
      {
        title: 'Design query: node test',
        kind: 'design_query',
        starts_at: '2026-12-02T05:00:00.000Z',
        duration_minutes: 60,
        assignee_id: ashaId,
        lead_id: null,
        location: 'Phone',
        notes: null,
      },
      manager,
    );
    const day = await listAssigneeDay(ashaId, '2026-12-02T05:30:00.000Z', manager);
    const clashes = findClashes(
      { assignee_id: ashaId, starts_at: '2026-12-02T05:30:00.000Z', duration_minutes: 30 },
      day,
    );
    expect(clashes.map((row) => row.id)).toContain(booked.id);

    const moved = await moveAppointment(
      { id: booked.id, version: booked.version, startsAt: '2026-12-03T05:00:00.000Z', durationMinutes: 60 },
      manager,
    );
    expect(moved.version).toBe(booked.version + 1);
    await expect(
      moveAppointment(
        { id: booked.id, version: booked.version, startsAt: '2026-12-04T05:00:00.000Z', durationMinutes: 60 },
        manager,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
