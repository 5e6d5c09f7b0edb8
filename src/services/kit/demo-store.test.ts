import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  DEMO_STORAGE_PREFIX,
  createDemoStore,
  isStorageFull,
  resetAllDemoContent,
  saveDemoContent,
  useDemoStore,
} from './demo-store';

const todoSchema = z.array(z.object({ id: z.string(), title: z.string().min(1), done: z.boolean() }));
const fixtures = [{ id: 't1', title: 'Measure the Sharma kitchen', done: false }];

describe('createDemoStore', () => {
  it('returns the fixtures until something is written', () => {
    const store = createDemoStore('todos-a', todoSchema, fixtures);
    expect(store.read()).toEqual(fixtures);
    expect(localStorage.getItem(`${DEMO_STORAGE_PREFIX}todos-a`)).toBeNull();
  });

  it('keeps what is written across a new store instance (a reload)', () => {
    const first = createDemoStore('todos-b', todoSchema, fixtures);
    first.update((todos) => [...todos, { id: 't2', title: 'Order edge band', done: true }]);
    const afterReload = createDemoStore('todos-b', todoSchema, fixtures);
    expect(afterReload.read().map((todo) => todo.title)).toEqual([
      'Measure the Sharma kitchen',
      'Order edge band',
    ]);
  });

  it('returns the same object for the same stored text, so React does not loop', () => {
    const store = createDemoStore('todos-c', todoSchema, fixtures);
    store.write([{ id: 'x', title: 'Cut list', done: false }]);
    expect(store.read()).toBe(store.read());
  });

  it('falls back to the fixtures on malformed or non-JSON storage, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(`${DEMO_STORAGE_PREFIX}todos-d`, '{not json');
    expect(createDemoStore('todos-d', todoSchema, fixtures).read()).toEqual(fixtures);
    localStorage.setItem(`${DEMO_STORAGE_PREFIX}todos-e`, JSON.stringify([{ id: 1 }]));
    expect(createDemoStore('todos-e', todoSchema, fixtures).read()).toEqual(fixtures);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('refuses to write a value its schema rejects, keeping the stored one', () => {
    const store = createDemoStore('todos-f', todoSchema, fixtures);
    expect(() => store.write([{ id: 'y', title: '', done: false }])).toThrow();
    expect(store.read()).toEqual(fixtures);
  });

  it('resetAllDemoContent restores every demo store and leaves other keys alone', () => {
    const store = createDemoStore('todos-g', todoSchema, fixtures);
    store.write([]);
    localStorage.setItem('userDetails', '{"email":"asha.rao@fpw.in"}');
    resetAllDemoContent();
    expect(store.read()).toEqual(fixtures);
    expect(localStorage.getItem('userDetails')).not.toBeNull();
  });
});

describe('useDemoStore', () => {
  it('re-renders with the new value after a change', () => {
    const store = createDemoStore('todos-h', todoSchema, fixtures);
    const { result } = renderHook(() => useDemoStore(store));
    act(() => result.current[1]((todos) => todos.map((todo) => ({ ...todo, done: true }))));
    expect(result.current[0][0]?.done).toBe(true);
    act(() => store.reset());
    expect(result.current[0][0]?.done).toBe(false);
  });
});

describe('saveDemoContent (full storage)', () => {
  it('reports a full localStorage instead of failing silently, and keeps what was stored', () => {
    const store = createDemoStore('todos-full', todoSchema, fixtures);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const failure = saveDemoContent('The product', () =>
        store.update((todos) => [...todos, { id: 't9', title: 'A big picture', done: false }]),
      );
      expect(failure).toEqual({
        title: 'The product could not be saved',
        description: expect.stringMatching(/storage is full/),
      });
      expect(store.read()).toEqual(fixtures);
    } finally {
      setItem.mockRestore();
    }
  });

  it('says nothing when the save went through', () => {
    const store = createDemoStore('todos-fits', todoSchema, fixtures);
    expect(saveDemoContent('The list', () => store.write(fixtures))).toBeNull();
  });

  it('knows the full-storage error of every browser', () => {
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull({ name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 })).toBe(true);
    expect(isStorageFull(new Error('something else'))).toBe(false);
  });
});
