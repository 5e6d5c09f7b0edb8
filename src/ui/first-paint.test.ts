// Deferred work (the Toaster, the next routes) waits for the first screen's paint, or for a fallback
// when no screen says it has painted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstPaintModule from './first-paint';

type FirstPaint = typeof FirstPaintModule;

async function fresh(): Promise<FirstPaint> {
  vi.resetModules();
  return import('./first-paint');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('waits for the first screen to say it has painted, then for a frame and an idle moment', async () => {
    const { afterFirstScreen, markFirstScreenPainted } = await fresh();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    markFirstScreenPainted();
    await vi.advanceTimersByTimeAsync(100);
    expect(work).toHaveBeenCalledTimes(1);
    markFirstScreenPainted();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway a few seconds after it was asked when no screen says so', async () => {
    const { afterFirstScreen } = await fresh();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(2900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) after the paint, and not at all once cancelled', async () => {
    const { afterFirstScreen, markFirstScreenPainted } = await fresh();
    markFirstScreenPainted();
    await vi.advanceTimersByTimeAsync(20);
    const late = vi.fn();
    afterFirstScreen(late);
    const cancelled = vi.fn();
    afterFirstScreen(cancelled)();
    await vi.advanceTimersByTimeAsync(100);
    expect(late).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
