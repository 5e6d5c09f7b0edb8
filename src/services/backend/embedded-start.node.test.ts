// A tab whose embedded database cannot start shows the start-failure screen within seconds: on the
// worker's error event at once, and after 15 s without news of progress otherwise (not 120 s).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { embeddedStartFailure, reportEmbeddedStartFailure } from '../kit/embedded-start-failure';
import { embeddedDatabase } from './embedded-database';

vi.mock('./embedded-worker-client', () => ({
  // A leader that never answers: only the watchdog or the worker's error can end the wait.
  EmbeddedWorkerClient: { open: () => new Promise(() => undefined) },
}));

class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  terminated = false;
  constructor() {
    super();
    FakeWorker.last = this;
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  reportEmbeddedStartFailure(null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('shows the failure screen at once when the worker fails to load', async () => {
  const start = embeddedDatabase().catch((error: unknown) => error);
  await vi.waitFor(() => expect(FakeWorker.last).not.toBeNull());
  const event = Object.assign(new Event('error'), { message: 'SyntaxError in pg.worker.js' });
  FakeWorker.last!.dispatchEvent(event);
  const failure = await start;
  expect(failure).toBeInstanceOf(Error);
  expect(embeddedStartFailure()).toEqual({
    failedPath: null,
    message: 'The embedded database worker failed: SyntaxError in pg.worker.js',
  });
  expect(FakeWorker.last!.terminated).toBe(true);
});

it('shows the failure screen after 15 s when the worker says nothing', async () => {
  FakeWorker.last = null;
  vi.useFakeTimers();
  const start = embeddedDatabase().catch((error: unknown) => error);
  await vi.waitFor(() => expect(FakeWorker.last).not.toBeNull());
  await vi.advanceTimersByTimeAsync(14_000);
  expect(embeddedStartFailure()).toBeNull();
  await vi.advanceTimersByTimeAsync(1_000);
  await start;
  expect(embeddedStartFailure()?.message).toMatch(/no sign of starting for 15 s/);
});
