// The database worker index.html starts on a signed-in page: which pages and sessions start it, how the
// tab takes it over (or stops it), and how the worker holds its news until the tab listens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStartScript, tabSideChunks, type EarlyPreloads } from './build/early-worker';
import { EARLY_CONNECT, earlyDataDirOf, startEarly, takeEarlyWorker } from './embedded-early-start';

class FakeWorker {
  static started: FakeWorker[] = [];
  readonly listeners: Array<(event: { message: string }) => void> = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: { type: string; name: string },
  ) {
    FakeWorker.started.push(this);
  }
  addEventListener(_type: 'error', listener: (event: { message: string }) => void) {
    this.listeners.push(listener);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Runs the inline script on a path with this localStorage; returns what it left on window. */
function runScript(path: string, stored: Record<string, string>, preloads?: EarlyPreloads) {
  const onSignInPath = `location.pathname==='/auth/login'`;
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const window: { __fpwEarlyDatabase?: { dataDir: string; worker: FakeWorker; error?: string } } = {};
  FakeWorker.started = [];
  new Function(
    'window',
    'localStorage',
    'location',
    'Worker',
    earlyStartScript('/assets/pg.worker-x.js', onSignInPath, preloads),
  )(window, storage, { pathname: path }, FakeWorker);
  return window.__fpwEarlyDatabase;
}

describe('the inline script', () => {
  const session = { userDetails: JSON.stringify({ email: 'asha.rao@fpw.in' }) };

  it('starts the worker on a signed-in page, named after the data directory', () => {
    const early = runScript('/dashboard/leads', session);
    expect(early?.dataDir).toBe('idb://fpw');
    expect(early?.worker.url).toBe('/assets/pg.worker-x.js');
    expect(early?.worker.options).toEqual({ type: 'module', name: 'fpw-postgres-early idb://fpw' });
  });

  it('uses a restored data directory, and ignores one that is not the app’s', () => {
    expect(
      runScript('/dashboard/leads', { ...session, 'fpw.embedded-data-dir': 'idb://fpw-r1a2' })?.dataDir,
    ).toBe('idb://fpw-r1a2');
    expect(
      runScript('/dashboard/leads', { ...session, 'fpw.embedded-data-dir': 'idb://other' })?.dataDir,
    ).toBe('idb://fpw');
  });

  it('starts nothing on the sign-in page, signed out, or with a stored session that is not one', () => {
    expect(runScript('/auth/login', session)).toBeUndefined();
    expect(runScript('/dashboard/leads', {})).toBeUndefined();
    expect(runScript('/dashboard/leads', { userDetails: '{"email":42}' })).toBeUndefined();
    expect(runScript('/dashboard/leads', { userDetails: 'not json' })).toBeUndefined();
    expect(FakeWorker.started).toEqual([]);
  });

  it("asks for the tab's side of the database with the worker, and only then", () => {
    const preloads = {
      modules: ['/assets/embedded-database-x.js'],
      fetched: ['/embedded/fpw-k.catalogue.json'],
    };
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
        link.getAttribute('as'),
      ]);
    try {
      runScript('/auth/login', session, preloads);
      runScript('/dashboard/leads', {}, preloads);
      expect(links()).toEqual([]);
      runScript('/dashboard/leads', session, preloads);
      expect(links()).toEqual([
        ['modulepreload', '/assets/embedded-database-x.js', null],
        ['preload', '/embedded/fpw-k.catalogue.json', 'fetch'],
      ]);
      // Fetched as the tab fetches it (same-origin credentials), so the preload is what it gets.
      expect(document.head.querySelector('link[rel=preload]')?.getAttribute('crossorigin')).toBe('anonymous');
    } finally {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });

  it('notes a worker that fails to load', () => {
    const early = runScript('/dashboard/leads', session);
    early?.worker.listeners.forEach((listener) => listener({ message: 'boom' }));
    expect(early?.error).toBe('boom');
  });
});

describe('takeEarlyWorker', () => {
  afterEach(() => {
    delete window.__fpwEarlyDatabase;
  });
  const early = (dataDir: string, error?: string) => {
    const worker = { terminate: vi.fn() } as unknown as Worker;
    window.__fpwEarlyDatabase = { worker, dataDir, ...(error === undefined ? {} : { error }) };
    return worker;
  };

  it('hands over the worker for the same data directory, once', () => {
    const worker = early('idb://fpw');
    expect(takeEarlyWorker('idb://fpw')).toBe(worker);
    expect(takeEarlyWorker('idb://fpw')).toBeNull();
  });

  it('stops a worker for another data directory, or one that failed', () => {
    const other = early('idb://fpw-r1');
    expect(takeEarlyWorker('idb://fpw')).toBeNull();
    expect(other.terminate).toHaveBeenCalled();
    const failed = early('idb://fpw', 'did not load');
    expect(takeEarlyWorker('idb://fpw')).toBeNull();
    expect(failed.terminate).toHaveBeenCalled();
  });
});

describe('the early worker', () => {
  it('reads its data directory from its name', () => {
    expect(earlyDataDirOf('fpw-postgres-early idb://fpw-r1')).toBe('idb://fpw-r1');
    expect(earlyDataDirOf('fpw-postgres')).toBeNull();
  });

  it('is given its options at once, and keeps its messages until the tab connects', () => {
    const target = new EventTarget();
    const posted: unknown[] = [];
    const scope = {
      postMessage: (message: unknown) => void posted.push(message),
      addEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
        target.addEventListener(type, listener as EventListener),
      dispatchEvent: (event: Event) => target.dispatchEvent(event),
    };
    const received: unknown[] = [];
    startEarly(scope, 'idb://fpw', () => {
      // What PGlite's worker() does: say it is here, then wait for its options.
      scope.postMessage({ type: 'here' });
      scope.addEventListener('message', (event) => received.push(event.data));
    });
    expect(received).toEqual([{ type: 'init', options: { dataDir: 'idb://fpw' } }]);
    scope.postMessage({ type: 'ready' });
    expect(posted).toEqual([]);
    target.dispatchEvent(new MessageEvent('message', { data: { type: EARLY_CONNECT } }));
    expect(posted).toEqual([{ type: 'here' }, { type: 'ready' }]);
    scope.postMessage({ type: 'leader-now' });
    expect(posted).toEqual([{ type: 'here' }, { type: 'ready' }, { type: 'leader-now' }]);
  });
});

describe('tabSideChunks', () => {
  const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    moduleIds,
    isEntry,
  });

  it("finds the chunks of the tab's side of the database and what they import, less the entry's", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], ['/app/src/main.tsx'], true),
      chunk('assets/react.js', []),
      chunk(
        'assets/embedded-database.js',
        ['assets/react.js', 'assets/one-trip.js'],
        ['/app/src/services/backend/embedded-database.ts'],
      ),
      chunk('assets/one-trip.js', ['assets/errors.js']),
      chunk('assets/errors.js', ['assets/one-trip.js']),
      chunk('assets/worker-client.js', [], ['/app/src/services/backend/embedded-worker-client.ts']),
      chunk('assets/leads.page.js', ['assets/errors.js'], ['/app/src/pages/dashboard/leads.page.tsx']),
    ];
    expect(tabSideChunks(chunks)).toEqual([
      'assets/embedded-database.js',
      'assets/one-trip.js',
      'assets/errors.js',
      'assets/worker-client.js',
    ]);
  });
});
