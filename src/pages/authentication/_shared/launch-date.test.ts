import { describe, expect, it } from 'vitest';
import { nextLaunch } from './launch-date';

describe('nextLaunch', () => {
  it('is 10:00 on the first of the month after next', () => {
    const launch = nextLaunch(new Date(2026, 10, 17, 15, 30));
    expect([launch.getFullYear(), launch.getMonth(), launch.getDate(), launch.getHours()]).toEqual([
      2027, 0, 1, 10,
    ]);
  });

  it('is always between one and two months ahead, across year ends', () => {
    for (const now of [
      new Date(2026, 11, 31, 23, 59),
      new Date(2027, 0, 1, 0, 0),
      new Date(2027, 1, 28, 12),
    ]) {
      const days = (nextLaunch(now).getTime() - now.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(28);
      expect(days).toBeLessThan(63);
    }
  });
});
