/**
 * When a tab gives up waiting for the embedded database: after `quietMs` without news of progress
 * (a worker that cannot start at all says nothing), or after `totalMs` whatever the news. Pure
 * timing, so the rule is tested with fake timers.
 */
export interface StartWatchdog {
  /** Rejects with the reason when the tab should stop waiting; never resolves. */
  readonly expired: Promise<never>;
  /** News from the start: the quiet spell begins again. */
  progress(): void;
  stop(): void;
}

export interface StartWatchdogOptions {
  quietMs: number;
  totalMs: number;
  onExpire?: (reason: 'quiet' | 'total') => void;
}

export function startWatchdog({ quietMs, totalMs, onExpire }: StartWatchdogOptions): StartWatchdog {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let expire: (reason: 'quiet' | 'total') => void = () => undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    expire = (reason) => {
      if (stopped) return;
      stop();
      onExpire?.(reason);
      reject(
        new Error(
          reason === 'quiet'
            ? `The embedded database gave no sign of starting for ${Math.round(quietMs / 1000)} s.`
            : `The embedded database did not start within ${Math.round(totalMs / 1000)} s.`,
        ),
      );
    };
  });
  // Whoever races it may stop listening; an unobserved rejection must not reach the console.
  expired.catch(() => undefined);
  const stop = () => {
    stopped = true;
    clearTimeout(quiet);
    clearTimeout(total);
  };
  const progress = () => {
    if (stopped) return;
    clearTimeout(quiet);
    quiet = setTimeout(() => expire('quiet'), quietMs);
  };
  const total = setTimeout(() => expire('total'), totalMs);
  progress();
  return { expired, progress, stop };
}
