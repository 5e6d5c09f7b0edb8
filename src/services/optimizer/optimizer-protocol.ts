/** Messages between the page and the optimizer worker. */
import type { CuttingJob, CuttingPlan, OptimizeProgress } from './types.ts';

export interface WorkerRequest {
  readonly type: 'run';
  readonly job: CuttingJob;
  readonly timeLimitMs?: number;
}

export type WorkerResponse =
  | { readonly type: 'first'; readonly plan: CuttingPlan }
  | { readonly type: 'progress'; readonly progress: OptimizeProgress }
  | { readonly type: 'result'; readonly plan: CuttingPlan }
  | { readonly type: 'error'; readonly message: string };
