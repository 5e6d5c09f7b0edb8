import { describe, expect, it } from 'vitest';
import { slaBreached, slaDeadline } from './support-sla';

const CREATED = '2026-11-24T09:00:00.000Z';

describe('slaDeadline', () => {
  it('gives urgent 4 hours, high 8, medium 24 and low 72 from creation', () => {
    expect(slaDeadline(CREATED, 'urgent').toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(slaDeadline(CREATED, 'high').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(slaDeadline(CREATED, 'medium').toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(slaDeadline(new Date(CREATED), 'low').toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });
});

describe('slaBreached', () => {
  it('is breached once the deadline passes unresolved, not at the deadline itself', () => {
    expect(slaBreached(CREATED, 'urgent', null, new Date('2026-11-24T13:00:00.000Z'))).toBe(false);
    expect(slaBreached(CREATED, 'urgent', null, new Date('2026-11-24T13:00:01.000Z'))).toBe(true);
    expect(slaBreached(CREATED, 'low', null, new Date('2026-11-26T09:00:00.000Z'))).toBe(false);
  });

  it('judges a resolved ticket by when it was resolved', () => {
    const later = new Date('2026-12-31T00:00:00.000Z');
    expect(slaBreached(CREATED, 'high', '2026-11-24T16:59:00.000Z', later)).toBe(false);
    expect(slaBreached(CREATED, 'high', '2026-11-24T17:30:00.000Z', later)).toBe(true);
  });
});
