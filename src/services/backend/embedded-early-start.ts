/**
 * The database worker started by index.html itself, beside the entry, on a signed-in page of the
 * embedded build (build/early-worker.ts writes the inline script): by the time the router, the layout
 * and the page have loaded (a second on two cores), the worker has opened the database, instead of
 * only then being asked to. Import-free: the worker, the tab's starter and the build plugin share it.
 *
 * PGliteWorker's handshake starts when the tab's PGliteWorker listens ('here', then 'init' with the
 * options), so an early worker gives itself the options (the data directory, read by the inline script
 * from the same localStorage the tab reads) and keeps what it says to the tab until the tab connects.
 * The inline script itself is written by build/early-worker.ts.
 */

/** The early worker's name: this prefix, then its data directory. */
export const EARLY_WORKER_PREFIX = 'fpw-postgres-early ';

/** What the tab says once its PGliteWorker listens to an early worker. */
export const EARLY_CONNECT = 'fpw-connect';

/** What the inline script leaves for the tab. */
export interface EarlyDatabase {
  worker: Worker;
  dataDir: string;
  /** Set when the worker failed to load before the tab took it. */
  error?: string;
}

declare global {
  interface Window {
    __fpwEarlyDatabase?: EarlyDatabase;
  }
}

/**
 * The early worker for this data directory, once (a later start makes its own); null when there is
 * none, it failed to load, or it opened another data directory (then it is stopped).
 */
export function takeEarlyWorker(dataDir: string): Worker | null {
  if (typeof window === 'undefined') return null;
  const early = window.__fpwEarlyDatabase;
  delete window.__fpwEarlyDatabase;
  if (early === undefined) return null;
  if (early.error !== undefined || early.dataDir !== dataDir) {
    early.worker.terminate();
    return null;
  }
  return early.worker;
}

/** In the worker: the data directory an early worker was started for, or null for a normal start. */
export function earlyDataDirOf(workerName: string): string | null {
  return workerName.startsWith(EARLY_WORKER_PREFIX) ? workerName.slice(EARLY_WORKER_PREFIX.length) : null;
}

interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  dispatchEvent(event: Event): boolean;
}

/**
 * In an early worker, around PGlite's `worker()`: what it posts to the tab is kept until the tab
 * connects, and it is given its options at once, so the leader opens the database now.
 */
export function startEarly(scope: WorkerScope, dataDir: string, runWorker: () => void): void {
  const post = scope.postMessage.bind(scope);
  const kept: unknown[] = [];
  let connected = false;
  scope.postMessage = (message: unknown) => (connected ? post(message) : void kept.push(message));
  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== EARLY_CONNECT || connected) return;
    connected = true;
    for (const message of kept.splice(0)) post(message);
  });
  runWorker();
  scope.dispatchEvent(new MessageEvent('message', { data: { type: 'init', options: { dataDir } } }));
}
