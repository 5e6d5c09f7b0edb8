import { describe, expect, it } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { payableQueryOf, payablesList, stockQueryOf, stocksList } from './stocks.contract';

describe('stocks list state in the URL', () => {
  itReadsAndWritesTheUrl(stocksList, stockQueryOf, [
    {
      name: 'round-trips kind, below reorder level, sort and page, keeping the open item',
      url: 'q=hdhmr&kind=processed_panel&below=1&sort=on_hand&page=2&item=i7',
      open: 'i7',
      query: {
        search: 'hdhmr',
        kind: 'processed_panel',
        belowReorder: true,
        sort: { column: 'on_hand', descending: false },
        page: 1,
        pageSize: 25,
      },
    },
    {
      name: 'drops unknown kinds and sort columns',
      url: 'kind=gold&sort=secret&below=yes',
      queryHas: { kind: undefined, belowReorder: false, sort: undefined },
      writes: '',
    },
  ]);
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
