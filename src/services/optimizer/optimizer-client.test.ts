import { describe, expect, it, vi } from 'vitest';
import { KITCHEN_JOB } from './fixtures/shop-jobs.ts';
import { optimizeCutting } from './optimize.ts';
import { runOptimizer } from './optimizer-client.ts';
import type { WorkerRequest, WorkerResponse } from './optimizer-protocol.ts';

/** A stand-in worker that answers like optimizer.worker.ts, step by step on demand. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((event: MessageEvent<WorkerResponse>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    requests: [] as WorkerRequest[],
    terminate: vi.fn(),
    postMessage(request: WorkerRequest) {
      this.requests.push(request);
    },
    send(message: WorkerResponse) {
      this.onmessage?.({ data: message } as MessageEvent<WorkerResponse>);
    },
  };
  return worker;
}

const plan = optimizeCutting(KITCHEN_JOB, { timeLimitMs: 0 });

describe('runOptimizer', () => {
  it('passes progress and the first answer on, then resolves with the result', async () => {
    const worker = fakeWorker();
    const onProgress = vi.fn();
    const onFirstAnswer = vi.fn();
    const run = runOptimizer(KITCHEN_JOB, {
      timeLimitMs: 500,
      onProgress,
      onFirstAnswer,
      createWorker: () => worker as unknown as Worker,
    });
    expect(worker.requests).toEqual([{ type: 'run', job: KITCHEN_JOB, timeLimitMs: 500 }]);
    worker.send({ type: 'first', plan });
    worker.send({ type: 'progress', progress: { fraction: 0.5, sheets: 13, lowerBound: 11 } });
    worker.send({ type: 'result', plan });
    await expect(run.outcome).resolves.toEqual({ status: 'done', plan });
    expect(onFirstAnswer).toHaveBeenCalledWith(plan);
    expect(onProgress).toHaveBeenCalledWith({ fraction: 0.5, sheets: 13, lowerBound: 11 });
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('cancels by terminating the worker and keeps the first answer', async () => {
    const worker = fakeWorker();
    const run = runOptimizer(KITCHEN_JOB, { createWorker: () => worker as unknown as Worker });
    worker.send({ type: 'first', plan });
    run.cancel();
    await expect(run.outcome).resolves.toEqual({ status: 'cancelled', plan });
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    // A late answer from a cancelled run changes nothing.
    worker.send({ type: 'result', plan });
    await expect(run.outcome).resolves.toEqual({ status: 'cancelled', plan });
  });

  it('rejects with the worker error message', async () => {
    const worker = fakeWorker();
    const run = runOptimizer(KITCHEN_JOB, { createWorker: () => worker as unknown as Worker });
    worker.send({ type: 'error', message: 'boom' });
    await expect(run.outcome).rejects.toThrow('boom');
  });
});
