// Which data directory is the embedded database: the restore's switch is one write, made only after
// the new data directory is complete; until then (and after any failure) the database is the old one.
import { describe, expect, it } from 'vitest';
import {
  currentEmbeddedDataDir,
  EMBEDDED_DATA_DIR,
  forgetRetiredEmbeddedDataDir,
  freshEmbeddedDataDir,
  indexedDbNameOf,
  retiredEmbeddedDataDir,
  switchEmbeddedDataDir,
} from './embedded-data-dir';

function memoryStore(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the embedded data directory', () => {
  it('is idb://fpw until a restore switches it, and the replaced one is remembered for deletion', () => {
    const store = memoryStore();
    expect(currentEmbeddedDataDir(store)).toBe(EMBEDDED_DATA_DIR);
    expect(retiredEmbeddedDataDir(store)).toBeNull();

    const next = freshEmbeddedDataDir(Date.UTC(2026, 10, 28));
    expect(next).toMatch(/^idb:\/\/fpw-r[a-z0-9]+$/);
    expect(indexedDbNameOf(next)).toBe(`/pglite/${next.slice('idb://'.length)}`);
    switchEmbeddedDataDir(next, store);
    expect(currentEmbeddedDataDir(store)).toBe(next);
    expect(retiredEmbeddedDataDir(store)).toBe(EMBEDDED_DATA_DIR);
    forgetRetiredEmbeddedDataDir(store);
    expect(retiredEmbeddedDataDir(store)).toBeNull();
  });

  it('ignores a stored value that is not one of its own data directories', () => {
    const store = memoryStore();
    store.setItem('fpw.embedded-data-dir', 'memory://');
    expect(currentEmbeddedDataDir(store)).toBe(EMBEDDED_DATA_DIR);
    store.setItem('fpw.embedded-data-dir', 'idb://someone-else');
    expect(currentEmbeddedDataDir(store)).toBe(EMBEDDED_DATA_DIR);
  });

  it('cannot switch where nothing can be stored (the restore then fails before anything changes)', () => {
    expect(() => switchEmbeddedDataDir(freshEmbeddedDataDir(), null)).toThrow(/cannot be kept/);
  });
});
