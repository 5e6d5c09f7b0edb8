/**
 * Runs a cutting job in a Web Worker with progress and cancellation. Each run gets its own worker,
 * so cancelling is immediate (the worker is terminated) and never leaves a search running. Where
 * workers do not exist (unit tests), the job runs on a timer on the main thread.
 */
import { optimizeCutting } from './optimize.ts';
import type { WorkerRequest, WorkerResponse } from './optimizer-protocol.ts';
import type { CuttingJob, CuttingPlan, OptimizeProgress } from './types.ts';

export type RunOutcome =
  | { readonly status: 'done'; readonly plan: CuttingPlan }
  /** Cancelled; `plan` is the quick first answer when it had arrived. */
  | { readonly status: 'cancelled'; readonly plan: CuttingPlan | null };

export interface RunOptions {
  readonly timeLimitMs?: number;
  readonly onProgress?: (progress: OptimizeProgress) => void;
  readonly onFirstAnswer?: (plan: CuttingPlan) => void;
  /** Replaces the worker (stories and tests). */
  readonly createWorker?: () => Worker;
}

export interface OptimizerRun {
  readonly outcome: Promise<RunOutcome>;
  cancel(): void;
}

function defaultWorker(): Worker {
  return new Worker(new URL('./optimizer.worker.ts', import.meta.url), { type: 'module' });
}

export function runOptimizer(job: CuttingJob, options: RunOptions = {}): OptimizerRun {
  const create = options.createWorker ?? (typeof Worker === 'undefined' ? null : defaultWorker);
  if (create === null) return runInline(job, options);
  let first: CuttingPlan | null = null;
  let settle: (outcome: RunOutcome) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const outcome = new Promise<RunOutcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const worker = create();
  let finished = false;
  const finish = (): void => {
    finished = true;
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    if (finished) return;
    if (message.type === 'first') {
      first = message.plan;
      options.onFirstAnswer?.(message.plan);
    } else if (message.type === 'progress') {
      options.onProgress?.(message.progress);
    } else if (message.type === 'result') {
      finish();
      settle({ status: 'done', plan: message.plan });
    } else {
      finish();
      fail(new Error(message.message));
    }
  };
  worker.onerror = (event) => {
    if (finished) return;
    finish();
    fail(new Error(event.message || 'The optimizer worker failed to start.'));
  };
  const request: WorkerRequest = { type: 'run', job, timeLimitMs: options.timeLimitMs };
  worker.postMessage(request);
  return {
    outcome,
    cancel: () => {
      if (finished) return;
      finish();
      settle({ status: 'cancelled', plan: first });
    },
  };
}

function runInline(job: CuttingJob, options: RunOptions): OptimizerRun {
  let cancelled = false;
  let settle: (outcome: RunOutcome) => void = () => undefined;
  const outcome = new Promise<RunOutcome>((resolve) => {
    settle = resolve;
  });
  const timer = setTimeout(() => {
    const plan = optimizeCutting(job, {
      timeLimitMs: options.timeLimitMs,
      onProgress: options.onProgress,
      isCancelled: () => cancelled,
    });
    if (!cancelled) settle({ status: 'done', plan });
  }, 0);
  return {
    outcome,
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
      settle({ status: 'cancelled', plan: null });
    },
  };
}
