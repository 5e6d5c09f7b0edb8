import { describe, expect, it } from 'vitest';
import { describeRemaining, remainingTime } from './countdown';

const at = (iso: string) => new Date(iso).getTime();

describe('remainingTime', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingTime(at('2027-01-03T10:20:30Z'), at('2027-01-01T08:00:00Z'))).toEqual({
      days: 2,
      hours: 2,
      minutes: 20,
      seconds: 30,
      done: false,
    });
  });

  it('rounds a part-second up, so it shows 1 second until the target is really reached', () => {
    expect(remainingTime(1_000_500, 1_000_000)).toMatchObject({ seconds: 1, done: false });
    expect(remainingTime(1_000_000, 1_000_000)).toMatchObject({ seconds: 0, done: true });
  });

  it('stays at zero once the target has passed', () => {
    expect(remainingTime(at('2027-01-01T00:00:00Z'), at('2027-02-01T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
});

describe('describeRemaining', () => {
  const parts = (days: number, hours: number, minutes: number, seconds: number) => ({
    days,
    hours,
    minutes,
    seconds,
    done: days + hours + minutes + seconds === 0,
  });

  it('says the time to the minute, in words', () => {
    expect(describeRemaining(parts(3, 4, 12, 59))).toBe('3 days, 4 hours and 12 minutes left');
    expect(describeRemaining(parts(1, 0, 1, 0))).toBe('1 day and 1 minute left');
    expect(describeRemaining(parts(0, 1, 0, 5))).toBe('1 hour left');
    expect(describeRemaining(parts(0, 0, 0, 42))).toBe('less than a minute left');
    expect(describeRemaining(parts(0, 0, 0, 0))).toBe('the countdown has ended');
  });

  it('does not change while only the seconds tick, so the live region stays quiet', () => {
    const target = at('2027-01-01T12:00:00Z');
    const spoken = new Set<string>();
    for (let second = 0; second < 60; second += 1) {
      spoken.add(describeRemaining(remainingTime(target, at('2027-01-01T10:00:01Z') + second * 1000)));
    }
    expect([...spoken]).toEqual(['1 hour and 59 minutes left']);
  });
});
