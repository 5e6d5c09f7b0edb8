/**
 * Runs the cutting optimizer off the main thread. Protocol (optimizer-client.ts is the other end):
 * in: { type: 'run', job, timeLimitMs? }; out: 'first' (the quick construction answer), 'progress'
 * messages, then 'result' or 'error'. Cancelling terminates the worker.
 */
import { optimizeCutting } from './optimize.ts';
import type { WorkerRequest, WorkerResponse } from './optimizer-protocol.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type !== 'run') return;
  try {
    const first = optimizeCutting(request.job, { timeLimitMs: 0 });
    scope.postMessage({ type: 'first', plan: first });
    let lastPost = 0;
    const plan = optimizeCutting(request.job, {
      timeLimitMs: request.timeLimitMs,
      onProgress: (progress) => {
        const now = performance.now();
        if (now - lastPost < 80) return;
        lastPost = now;
        scope.postMessage({ type: 'progress', progress });
      },
    });
    scope.postMessage({ type: 'result', plan });
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : 'The optimizer failed.',
    });
  }
};
