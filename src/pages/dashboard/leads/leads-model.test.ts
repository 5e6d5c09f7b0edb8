import { describe, expect, it } from 'vitest';
import { fromLocalInput, nextFollowUpProblem, toLocalInput } from './leads-model';

describe('the next follow-up', () => {
  const now = new Date(2026, 10, 25, 10, 30, 45);

  it('round-trips a datetime-local value', () => {
    expect(toLocalInput(now)).toBe('2026-11-25T10:30');
    expect(fromLocalInput('2026-11-25T10:30')?.getTime()).toBe(new Date(2026, 10, 25, 10, 30).getTime());
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('may be empty, this minute or later, never earlier', () => {
    expect(nextFollowUpProblem('', now)).toBeNull();
    expect(nextFollowUpProblem('2026-11-25T10:30', now)).toBeNull();
    expect(nextFollowUpProblem('2026-11-26T09:00', now)).toBeNull();
    expect(nextFollowUpProblem('2026-11-25T10:29', now)).toBe('The next follow-up cannot be in the past');
    expect(nextFollowUpProblem('2026-13-01T10:00', now)).toBe('Enter a date and time');
  });
});
