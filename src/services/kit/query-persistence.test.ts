import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cacheKeyOf,
  ensureCacheOwner,
  forgetCachedQueries,
  persistQueries,
  readableCache,
  type CacheStore,
} from './query-persistence';

function memoryStore(): CacheStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    read: (key) => Promise.resolve(entries.get(key)),
    write: (key, value) => {
      entries.set(key, structuredClone(value));
      return Promise.resolve();
    },
    remove: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('persisted query cache', () => {
  it('saves successful answers and restores them for the same person only', async () => {
    const store = memoryStore();
    const first = new QueryClient();
    const stop = persistQueries(first, 'Asha.Rao@fpw.in', store, { buster: 'b1', throttleMs: 0 });
    await first.fetchQuery({ queryKey: ['leads', 'list'], queryFn: () => [{ id: 'l1', name: 'Kapoor' }] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    stop();
    expect(store.entries.has(cacheKeyOf('asha.rao@fpw.in'))).toBe(true);

    const again = new QueryClient();
    const stopAgain = persistQueries(again, 'asha.rao@fpw.in', store, { buster: 'b1' });
    await flush();
    expect(again.getQueryData(['leads', 'list'])).toEqual([{ id: 'l1', name: 'Kapoor' }]);
    // Restored rows are stale at once, so a page on screen asks the database again.
    expect(again.getQueryState(['leads', 'list'])?.isInvalidated).toBe(true);
    stopAgain();

    const someoneElse = new QueryClient();
    const stopOther = persistQueries(someoneElse, 'nisha.bhat@fpw.in', store, { buster: 'b1' });
    await flush();
    expect(someoneElse.getQueryData(['leads', 'list'])).toBeUndefined();
    stopOther();
  });

  it('ignores an entry of another build, another owner, too old, or of the wrong shape', () => {
    const state = { queries: [], mutations: [] };
    const entry = { buster: 'b1', owner: 'asha.rao@fpw.in', savedAt: 1000, state };
    expect(readableCache(entry, 'asha.rao@fpw.in', 'b1', 2000, 10_000)).toEqual(state);
    expect(readableCache(entry, 'asha.rao@fpw.in', 'b2', 2000, 10_000)).toBeNull();
    expect(
      readableCache({ ...entry, owner: 'nisha.bhat@fpw.in' }, 'asha.rao@fpw.in', 'b1', 2000, 10_000),
    ).toBeNull();
    expect(readableCache(entry, 'asha.rao@fpw.in', 'b1', 20_000, 10_000)).toBeNull();
    expect(
      readableCache({ ...entry, state: { queries: 'x' } }, 'asha.rao@fpw.in', 'b1', 2000, 10_000),
    ).toBeNull();
    expect(readableCache('not an object', 'asha.rao@fpw.in', 'b1', 2000, 10_000)).toBeNull();
  });

  it('never keeps rows when the signed-in person changes or signs out', () => {
    const client = new QueryClient();
    ensureCacheOwner(client, 'asha.rao@fpw.in');
    client.setQueryData(['leads'], ['mine']);
    ensureCacheOwner(client, 'asha.rao@fpw.in');
    expect(client.getQueryData(['leads'])).toEqual(['mine']);
    ensureCacheOwner(client, 'nisha.bhat@fpw.in');
    expect(client.getQueryData(['leads'])).toBeUndefined();
    client.setQueryData(['leads'], ['hers']);
    ensureCacheOwner(client, null);
    expect(client.getQueryData(['leads'])).toBeUndefined();
  });

  it('writes a change still waiting for its throttle when the page is hidden (a reload)', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    const stop = persistQueries(client, 'asha.rao@fpw.in', store, { buster: 'b1', throttleMs: 60_000 });
    await client.fetchQuery({ queryKey: ['staff'], queryFn: () => ['Asha'] });
    expect(store.entries.size).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(store.entries.has(cacheKeyOf('asha.rao@fpw.in'))).toBe(true);
    stop();
  });

  it('forgets the stored entry at sign-out', async () => {
    const store = memoryStore();
    store.entries.set(cacheKeyOf('asha.rao@fpw.in'), { any: 'thing' });
    await forgetCachedQueries('Asha.Rao@fpw.in', store);
    expect(store.entries.size).toBe(0);
  });
});
