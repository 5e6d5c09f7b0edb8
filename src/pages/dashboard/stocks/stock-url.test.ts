import { describe, expect, it } from 'vitest';
import { stockParamsFromState, stockQueryFromState, stockStateFromParams } from './stock-url';

describe('stocks list state in the URL', () => {
  it('round-trips kind, below reorder level, sort and page, keeping the open item', () => {
    const params = new URLSearchParams('item=i7&q=hdhmr&kind=processed_panel&below=1&sort=on_hand&page=2');
    const state = stockStateFromParams(params);
    expect(stockQueryFromState(state)).toEqual({
      search: 'hdhmr',
      kind: 'processed_panel',
      belowReorder: true,
      sort: { column: 'on_hand', descending: false },
      page: 1,
      pageSize: 25,
    });
    expect(stockParamsFromState(state, params).toString()).toBe(params.toString());
  });

  it('drops unknown kinds and sort columns', () => {
    const state = stockStateFromParams(new URLSearchParams('kind=gold&sort=secret&below=yes'));
    expect(stockQueryFromState(state)).toMatchObject({
      kind: undefined,
      belowReorder: false,
      sort: undefined,
    });
  });
});
