// When a tab stops waiting for the embedded database: a worker that says nothing for the quiet spell
// cannot start (the failure screen shows within seconds, not after two minutes); one that keeps
// reporting progress is given time, up to the total.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startWatchdog } from './start-watchdog';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('gives up after the quiet spell when the worker never reports', async () => {
  const onExpire = vi.fn();
  const watchdog = startWatchdog({ quietMs: 15_000, totalMs: 120_000, onExpire });
  const outcome = watchdog.expired.catch((error: Error) => error.message);
  vi.advanceTimersByTime(14_999);
  expect(onExpire).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onExpire).toHaveBeenCalledWith('quiet');
  expect(await outcome).toMatch(/no sign of starting for 15 s/);
});

it('waits while the start reports progress, up to the total', async () => {
  const onExpire = vi.fn();
  const watchdog = startWatchdog({ quietMs: 15_000, totalMs: 120_000, onExpire });
  for (let second = 0; second < 110; second += 10) {
    vi.advanceTimersByTime(10_000);
    watchdog.progress();
  }
  expect(onExpire).not.toHaveBeenCalled();
  vi.advanceTimersByTime(10_000);
  expect(onExpire).toHaveBeenCalledWith('total');
  await expect(watchdog.expired).rejects.toThrow(/within 120 s/);
});

it('says nothing once stopped (the start succeeded)', () => {
  const onExpire = vi.fn();
  const watchdog = startWatchdog({ quietMs: 15_000, totalMs: 120_000, onExpire });
  watchdog.stop();
  vi.advanceTimersByTime(200_000);
  expect(onExpire).not.toHaveBeenCalled();
});
