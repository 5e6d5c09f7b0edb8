/**
 * The one TanStack Query client of the app's signed-in pages. It is provided by the main layout, not at
 * the root: the sign-in screen reads no server state and should not carry the query library's weight.
 *
 * A failed mutation is reported once, here: the message comes from formFailureOf, and whoever shows
 * it (the app's one toaster) is wired by the layout with reportMutationErrorsWith, since src/services
 * cannot import src/ui. A mutation that shows its own error (a form beside its fields) says
 * `meta: { handlesError: true }`; `meta.errorTitle` names what failed.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { formFailureOf } from './form-errors';

export interface MutationMeta extends Record<string, unknown> {
  /** The caller shows the error itself; the client stays quiet. */
  handlesError?: boolean;
  /** The report's title, e.g. "The change was not made". */
  errorTitle?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

export interface MutationFailureReport {
  title: string;
  description: string;
}

export type MutationErrorReporter = (report: MutationFailureReport) => void;

export const DEFAULT_MUTATION_ERROR_TITLE = 'That did not go through';

let reporter: MutationErrorReporter | null = null;

/** Who shows failed mutations from now on (the toaster); returns the undo. */
export function reportMutationErrorsWith(report: MutationErrorReporter): () => void {
  reporter = report;
  return () => {
    if (reporter === report) reporter = null;
  };
}

export function mutationFailureReport(error: unknown, meta: MutationMeta | undefined): MutationFailureReport {
  return {
    title: meta?.errorTitle ?? DEFAULT_MUTATION_ERROR_TITLE,
    description: formFailureOf(error).message ?? DEFAULT_MUTATION_ERROR_TITLE,
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (meta?.handlesError) return;
        reporter?.(mutationFailureReport(error, meta));
      },
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();
