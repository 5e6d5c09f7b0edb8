import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { readStoredOrder, reconcileOrder, usePersistedOrder } from './persisted-order';

const ids = ['leads', 'quotations', 'orders'];

describe('reconcileOrder', () => {
  it('keeps a valid stored order', () => {
    expect(reconcileOrder(['orders', 'leads', 'quotations'], ids)).toEqual(['orders', 'leads', 'quotations']);
  });
  it('drops unknown ids and duplicates and appends new ones', () => {
    expect(reconcileOrder(['orders', 'ghost', 'orders'], ids)).toEqual(['orders', 'leads', 'quotations']);
  });
  it('falls back to the default order for anything but an array of strings', () => {
    expect(reconcileOrder({ order: ids }, ids)).toEqual(ids);
    expect(reconcileOrder([1, 2, 3], ids)).toEqual(ids);
    expect(reconcileOrder(null, ids)).toEqual(ids);
  });
});

describe('readStoredOrder', () => {
  it('survives text that is not JSON', () => {
    window.localStorage.setItem('order', '{not json');
    expect(readStoredOrder('order', ids)).toEqual(ids);
  });
});

describe('usePersistedOrder', () => {
  it('saves a new order and reads it back on the next mount', () => {
    const first = renderHook(() => usePersistedOrder('board', ids));
    act(() => first.result.current.setOrder(['quotations', 'orders', 'leads']));
    expect(JSON.parse(window.localStorage.getItem('board') ?? '[]')).toEqual([
      'quotations',
      'orders',
      'leads',
    ]);
    const second = renderHook(() => usePersistedOrder('board', ids));
    expect(second.result.current.order).toEqual(['quotations', 'orders', 'leads']);
    act(() => second.result.current.reset());
    expect(second.result.current.order).toEqual(ids);
    expect(window.localStorage.getItem('board')).toBeNull();
  });
});
