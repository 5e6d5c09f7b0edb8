import { describe, expect, it } from 'vitest';
import { appointmentFilters, findClashes } from './appointments';

const booking = (
  id: string,
  assignee: string | null,
  startsAt: string,
  minutes: number,
  status = 'scheduled',
) => ({
  id,
  assignee_id: assignee,
  starts_at: startsAt,
  duration_minutes: minutes,
  status,
});

const DAY = [
  booking('visit', 'asha', '2026-11-20T10:00:00+05:30', 90),
  booking('call', 'asha', '2026-11-20T12:00:00+05:30', 30),
  booking('cancelled', 'asha', '2026-11-20T15:00:00+05:30', 60, 'cancelled'),
  booking('other', 'meera', '2026-11-20T10:30:00+05:30', 60),
];

describe('findClashes', () => {
  it('finds the assignee’s appointments that overlap', () => {
    const clashes = findClashes(
      { assignee_id: 'asha', starts_at: '2026-11-20T11:00:00+05:30', duration_minutes: 90 },
      DAY,
    );
    expect(clashes.map((c) => c.id)).toEqual(['visit', 'call']);
  });

  it('does not count touching ends, other people, cancelled ones or the appointment itself', () => {
    expect(
      findClashes({ assignee_id: 'asha', starts_at: '2026-11-20T11:30:00+05:30', duration_minutes: 30 }, DAY),
    ).toEqual([]);
    expect(
      findClashes({ assignee_id: 'asha', starts_at: '2026-11-20T15:00:00+05:30', duration_minutes: 30 }, DAY),
    ).toEqual([]);
    expect(
      findClashes(
        { id: 'visit', assignee_id: 'asha', starts_at: '2026-11-20T10:15:00+05:30', duration_minutes: 60 },
        DAY,
      ),
    ).toEqual([]);
    expect(
      findClashes({ assignee_id: null, starts_at: '2026-11-20T10:00:00+05:30', duration_minutes: 60 }, DAY),
    ).toEqual([]);
  });

  it('compares instants, whatever the offset they are written in', () => {
    const clashes = findClashes(
      { assignee_id: 'asha', starts_at: '2026-11-20T04:45:00Z', duration_minutes: 15 },
      DAY,
    );
    expect(clashes.map((c) => c.id)).toEqual(['visit']);
  });
});

describe('appointmentFilters', () => {
  it('keeps the range half-open and adds assignee and kind', () => {
    expect(
      appointmentFilters({
        from: '2026-11-16T00:00:00.000Z',
        to: '2026-11-23T00:00:00.000Z',
        assignee: 'a',
        kind: 'demo',
      }),
    ).toEqual([
      // The list kit's order: one condition per field, then the range.
      { column: 'assignee_id', op: 'eq', value: 'a' },
      { column: 'kind', op: 'eq', value: 'demo' },
      { column: 'starts_at', op: 'gte', value: '2026-11-16T00:00:00.000Z' },
      { column: 'starts_at', op: 'lte', value: '2026-11-22T23:59:59.999Z' },
    ]);
  });
});
