/**
 * "The first screen has painted": what deferred work (the Toaster, the routes of the next page) waits
 * for, so that nothing it fetches or parses competes with the first screen's own chunks. The first
 * screen's content calls markFirstScreenPainted() when it mounts; when no screen does (a deep link
 * into the signed-in app), the work starts a few seconds after it was asked for anyway.
 */
const FALLBACK_MS = 3000;

let painted = false;
let fallback: number | undefined;
const waiting = new Set<() => void>();

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 50);
  return () => window.clearTimeout(id);
}

function release(): void {
  const ready = [...waiting];
  waiting.clear();
  for (const start of ready) start();
}

/** Called by the first screen's content once it has mounted; later calls do nothing. */
export function markFirstScreenPainted(): void {
  if (painted) return;
  painted = true;
  if (fallback !== undefined) window.clearTimeout(fallback);
  // The frame after this commit is the one that shows the content: start after it.
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(release);
  else release();
}

/** Runs `callback` once the first screen has painted and the browser is idle. Returns a cancel. */
export function afterFirstScreen(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    if (!cancelled) cancelIdle = whenIdle(callback);
  };
  if (painted && waiting.size === 0) {
    start();
  } else {
    waiting.add(start);
    fallback ??= window.setTimeout(markFirstScreenPainted, FALLBACK_MS);
  }
  return () => {
    cancelled = true;
    waiting.delete(start);
    cancelIdle?.();
  };
}
