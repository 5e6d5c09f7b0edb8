import { describe, expect, it } from 'vitest';
import { appointmentQueryOf, appointmentsList, calendarViewOf } from './appointments.contract';

const read = (search: string) => appointmentsList.read(new URLSearchParams(search));

describe('the appointments contract', () => {
  it('reads filters and the view from the URL, ignoring nonsense', () => {
    expect(appointmentQueryOf(read('assignee=s1&kind=demo'))).toEqual({ assignee: 's1', kind: 'demo' });
    expect(appointmentQueryOf(read('kind=party'))).toEqual({ assignee: undefined, kind: undefined });
    expect(calendarViewOf(read('view=month'))).toBe('month');
    expect(calendarViewOf(read(''))).toBe('week');
    expect(calendarViewOf(read('view=week'))).toBe('week');
  });

  it('writes back what it read, the week view and a bad date left out', () => {
    const search = 'assignee=s1&kind=site_visit&view=list&date=2026-11-16&appointment=a1';
    expect(appointmentsList.write(read(search)).toString()).toBe(search);
    expect(read(search).open).toBe('a1');
    expect(appointmentsList.write(read('view=week&date=soon')).toString()).toBe('');
  });
});
