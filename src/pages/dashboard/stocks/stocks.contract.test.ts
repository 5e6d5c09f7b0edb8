import { describe, expect, it } from 'vitest';
import { payableQueryOf, payablesList, stockQueryOf, stocksList } from './stocks.contract';

describe('stocks list state in the URL', () => {
  it('round-trips kind, below reorder level, sort and page, keeping the open item', () => {
    const params = new URLSearchParams('q=hdhmr&kind=processed_panel&below=1&sort=on_hand&page=2&item=i7');
    const state = stocksList.read(params);
    expect(state.open).toBe('i7');
    expect(stockQueryOf(state)).toEqual({
      search: 'hdhmr',
      kind: 'processed_panel',
      belowReorder: true,
      sort: { column: 'on_hand', descending: false },
      page: 1,
      pageSize: 25,
    });
    expect(stocksList.write(state).toString()).toBe(params.toString());
  });

  it('drops unknown kinds and sort columns', () => {
    const state = stocksList.read(new URLSearchParams('kind=gold&sort=secret&below=yes'));
    expect(stockQueryOf(state)).toMatchObject({
      kind: undefined,
      belowReorder: false,
      sort: undefined,
    });
  });
});

describe('payables list state in the URL', () => {
  it('round-trips what to show, search and sort, keeping the open supplier', () => {
    const params = new URLSearchParams(
      'tab=payables&show=overdue&q=greenply&sort=days_over_90&dir=desc&supplier=s1',
    );
    const state = payablesList.read(params);
    expect(state.open).toBe('s1');
    expect(payableQueryOf(state)).toMatchObject({
      search: 'greenply',
      show: 'overdue',
      sort: { column: 'days_over_90', descending: true },
    });
    expect(payablesList.write(state).get('supplier')).toBe('s1');
  });

  it('shows what is owed by default and drops unknown choices for the default order', () => {
    const state = payablesList.read(new URLSearchParams('tab=payables&show=everything&sort=secret'));
    expect(payableQueryOf(state)).toMatchObject({
      show: 'owing',
      sort: { column: 'outstanding', descending: true },
    });
  });
});
