// The worker's decisions about where the embedded database lives and when a write is durable.
import { describe, expect, it, vi } from 'vitest';
import {
  RELAXED_SYNC_DELAY_MS,
  makeFlushDurable,
  openWithFallback,
  type FlushableDatabase,
  type OpenSteps,
} from './embedded-open';

function steps(overrides: Partial<OpenSteps<string>> = {}): OpenSteps<string> & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    isFirstVisit: async () => false,
    fetchSnapshot: async () => undefined,
    open: async (dataDir, snapshot) => {
      opened.push(snapshot === undefined ? dataDir : `${dataDir}+snapshot`);
      return dataDir;
    },
    warn: () => undefined,
    ...overrides,
  };
}

describe('openWithFallback', () => {
  it('keeps the data in IndexedDB when it opens', async () => {
    const given = steps();
    expect(await openWithFallback('idb://fpw', given)).toEqual({ db: 'idb://fpw', storage: 'indexeddb' });
  });

  it('starts from the snapshot on a first visit', async () => {
    const given = steps({ isFirstVisit: async () => true, fetchSnapshot: async () => new Blob(['x']) });
    expect((await openWithFallback('idb://fpw', given)).storage).toBe('indexeddb');
    expect(given.opened).toEqual(['idb://fpw+snapshot']);
  });

  it('falls back to memory, and says so, when IndexedDB cannot even be asked (a private window)', async () => {
    const given = steps({
      isFirstVisit: () => Promise.reject(new ReferenceError('indexedDB is not defined')),
      open: async (dataDir) => {
        if (dataDir.startsWith('idb://')) throw new DOMException('no IndexedDB', 'InvalidStateError');
        given.opened.push(dataDir);
        return dataDir;
      },
    });
    expect(await openWithFallback('idb://fpw', given)).toEqual({ db: 'memory://', storage: 'memory' });
  });

  it('falls back to memory when opening IndexedDB fails, from the snapshot when there is one', async () => {
    const given = steps({
      fetchSnapshot: async () => new Blob(['x']),
      open: async (dataDir, snapshot) => {
        if (dataDir.startsWith('idb://')) throw new Error('QuotaExceededError');
        given.opened.push(snapshot === undefined ? dataDir : `${dataDir}+snapshot`);
        return dataDir;
      },
    });
    expect((await openWithFallback('idb://fpw', given)).storage).toBe('memory');
    expect(given.opened).toEqual(['memory://+snapshot']);
  });

  it('lets a database that cannot start even in memory fail', async () => {
    const given = steps({ open: () => Promise.reject(new Error('wasm failed')) });
    await expect(openWithFallback('idb://fpw', given)).rejects.toThrow('wasm failed');
  });
});

describe('makeFlushDurable', () => {
  function fakeDatabase() {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const db: FlushableDatabase = {
      execProtocolRaw: vi.fn(async (_message: Uint8Array, options?: { syncToFs?: boolean }) => {
        log.push(`raw sync=${String(options?.syncToFs)}`);
        return new Uint8Array();
      }),
      execProtocolRawStream: vi.fn(async (_message: Uint8Array, options: { syncToFs?: boolean }) => {
        log.push(`stream sync=${String(options.syncToFs)}`);
      }),
      syncToFs: vi.fn(async () => {
        log.push('original sync');
      }),
      fs: {
        // Each sync to IndexedDB ends when the test says so.
        syncToFs: () =>
          new Promise<void>((resolve) => {
            const number = pending.length + 1;
            log.push(`fs sync ${number} started`);
            pending.push(() => {
              log.push(`fs sync ${number} stored`);
              resolve();
            });
          }),
      },
    };
    const finish = async (index: number) => {
      pending[index]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { db, log, finish };
  }

  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  // The relaxed sync starts a moment after the query that asked for it.
  const afterRelaxedDelay = () => new Promise((resolve) => setTimeout(resolve, RELAXED_SYNC_DELAY_MS + 20));

  it('keeps queries fast: they answer before their sync to IndexedDB ends', async () => {
    const { db, log } = fakeDatabase();
    makeFlushDurable(db);
    await db.execProtocolRaw(new Uint8Array());
    await db.execProtocolRawStream(new Uint8Array(), { onRawData: () => undefined });
    await afterRelaxedDelay();
    // Both answered while the first sync is still running (the second waits its turn, queued once);
    // PGlite's own sync is bypassed.
    expect(log).toContain('raw sync=false');
    expect(log).toContain('stream sync=false');
    expect(log.filter((entry) => entry.startsWith('fs sync'))).toEqual(['fs sync 1 started']);
    expect(log).not.toContain('original sync');
  });

  it('makes syncToFs wait for the data to be stored, after any sync already running, one at a time', async () => {
    const { db, log, finish } = fakeDatabase();
    makeFlushDurable(db);
    await db.execProtocolRaw(new Uint8Array());
    await afterRelaxedDelay();
    let flushed = false;
    const flush = db.syncToFs().then(() => (flushed = true));
    await tick();
    // The durable sync waits for the relaxed one before starting: never two at once.
    expect(log.at(-1)).toBe('fs sync 1 started');
    await finish(0);
    expect(log.at(-1)).toBe('fs sync 2 started');
    expect(flushed).toBe(false);
    await finish(1);
    await flush;
    expect(log.at(-1)).toBe('fs sync 2 stored');
    expect(log).not.toContain('original sync');
  });

  it('does not sync after a query that asked for no sync', async () => {
    const { db, log } = fakeDatabase();
    makeFlushDurable(db);
    await db.execProtocolRaw(new Uint8Array(), { syncToFs: false });
    await afterRelaxedDelay();
    expect(log).toEqual(['raw sync=false']);
  });

  it('syncs once for a burst of queries, a moment after the first, not once per query', async () => {
    const { db, log, finish } = fakeDatabase();
    makeFlushDurable(db);
    for (let query = 0; query < 5; query += 1) await db.execProtocolRaw(new Uint8Array());
    await tick();
    expect(log.filter((entry) => entry.startsWith('fs sync'))).toEqual([]);
    await afterRelaxedDelay();
    expect(log.filter((entry) => entry.startsWith('fs sync'))).toEqual(['fs sync 1 started']);
    await finish(0);
    // A query after that sync has started asks for the next one.
    await db.execProtocolRaw(new Uint8Array());
    await afterRelaxedDelay();
    expect(log.filter((entry) => entry.endsWith('started'))).toEqual([
      'fs sync 1 started',
      'fs sync 2 started',
    ]);
  });
});
