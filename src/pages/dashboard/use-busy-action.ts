import { useState } from 'react';

/**
 * The busy flag and error line of a dialog's one action (add a line, create a quotation, import
 * parts): `run` clears the error, is busy while the action runs, and shows what went wrong in the
 * dialog instead of throwing, so the dialog stays open to try again.
 */
export function useBusyAction(describe: (cause: unknown) => string = messageOf) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(describe(cause));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** The error's own message, or the thrown value as text. */
function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
