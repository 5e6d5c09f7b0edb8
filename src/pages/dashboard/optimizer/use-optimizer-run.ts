/** Runs the optimizer worker for the page: state, progress, the quick first answer, cancel. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { runOptimizer, type OptimizerRun } from '@/services/optimizer';
import type { CuttingJob, CuttingPlan, OptimizeProgress } from '@/services/optimizer';

export type RunState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly progress: OptimizeProgress | null;
      readonly preview: CuttingPlan | null;
    }
  | { readonly status: 'done'; readonly plan: CuttingPlan }
  | { readonly status: 'cancelled'; readonly plan: CuttingPlan | null }
  | { readonly status: 'error'; readonly message: string };

export function useOptimizerRun() {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const current = useRef<OptimizerRun | null>(null);

  useEffect(() => () => current.current?.cancel(), []);

  const start = useCallback((job: CuttingJob) => {
    current.current?.cancel();
    setState({ status: 'running', progress: null, preview: null });
    const run = runOptimizer(job, {
      onFirstAnswer: (preview) => setState((s) => (s.status === 'running' ? { ...s, preview } : s)),
      onProgress: (progress) => setState((s) => (s.status === 'running' ? { ...s, progress } : s)),
    });
    current.current = run;
    run.outcome.then(
      (outcome) => {
        if (current.current !== run) return;
        current.current = null;
        setState(
          outcome.status === 'done'
            ? { status: 'done', plan: outcome.plan }
            : { status: 'cancelled', plan: outcome.plan },
        );
      },
      (error: unknown) => {
        if (current.current !== run) return;
        current.current = null;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, []);

  const cancel = useCallback(() => current.current?.cancel(), []);

  return { state, start, cancel };
}
