import { describe, expect, it } from 'vitest';
import { describeSlaClock, slaClockState } from './sla-clock';

const NOW = new Date('2026-11-24T12:00:00.000Z');

describe('slaClockState', () => {
  it('counts down to the deadline, then counts the breach', () => {
    expect(describeSlaClock(slaClockState('2026-11-24T15:20:00.000Z', NOW))).toBe('3 h 20 min left');
    expect(describeSlaClock(slaClockState('2026-11-26T15:00:00.000Z', NOW))).toBe('2 d 3 h left');
    expect(describeSlaClock(slaClockState('2026-11-24T12:00:00.000Z', NOW))).toBe('0 min left');
    expect(slaClockState('2026-11-24T10:30:00.000Z', NOW)).toEqual({ kind: 'breached', minutesOver: 90 });
  });

  it('stops when the ticket is resolved', () => {
    expect(slaClockState('2026-11-24T15:00:00.000Z', NOW, '2026-11-24T14:00:00.000Z')).toEqual({
      kind: 'met',
    });
    expect(describeSlaClock(slaClockState('2026-11-24T10:00:00.000Z', NOW, '2026-11-24T11:00:00.000Z'))).toBe(
      'SLA missed by 1 h',
    );
  });
});
