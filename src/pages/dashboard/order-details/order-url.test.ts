import { describe, expect, it } from 'vitest';
import { nextOrderStatus, canCancelOrder } from '@/services/commercials';
import { listRangeOf, withRange } from '../date-range';
import {
  excludesCancelled,
  orderParamsFromState,
  orderQueryFromState,
  orderStateFromParams,
} from './order-url';

describe('orders list state in the URL', () => {
  it('round-trips status, search, sort and page', () => {
    const params = new URLSearchParams(
      'q=mehta&status=in_production&sort=grand_total&dir=desc&page=2&size=50',
    );
    const state = orderStateFromParams(params);
    expect(orderParamsFromState(state).toString()).toBe(params.toString());
    expect(orderQueryFromState(state)).toEqual({
      search: 'mehta',
      status: 'in_production',
      sort: { column: 'grand_total', descending: true },
      page: 1,
      pageSize: 50,
    });
  });

  it('reads the order date range the analytics figures link with, and keeps it when the table changes', () => {
    const params = new URLSearchParams('status=confirmed&from=2026-11-01&to=2026-11-30');
    const state = orderStateFromParams(params);
    const range = listRangeOf(params);
    expect(orderQueryFromState(state, range)).toMatchObject({
      status: 'confirmed',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const next = withRange(orderParamsFromState({ ...state, search: 'mehta' }), range);
    expect(next.toString()).toBe('q=mehta&status=confirmed&from=2026-11-01&to=2026-11-30');
    expect(orderQueryFromState(state, listRangeOf(new URLSearchParams('from=last-week')))).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });

  it('leaves cancelled orders out with cancelled=exclude, as the analytics figures do', () => {
    const params = new URLSearchParams('from=2026-11-01&cancelled=exclude');
    const state = orderStateFromParams(params);
    expect(excludesCancelled(params)).toBe(true);
    expect(orderQueryFromState(state, listRangeOf(params), excludesCancelled(params))).toMatchObject({
      from: '2026-11-01',
      excludeCancelled: true,
    });
    expect(excludesCancelled(new URLSearchParams('cancelled=yes'))).toBe(false);
    expect(orderQueryFromState(state).excludeCancelled).toBeUndefined();
  });

  it('ignores a status or sort it does not know', () => {
    expect(
      orderQueryFromState(orderStateFromParams(new URLSearchParams('status=lost&sort=x'))),
    ).toMatchObject({
      status: undefined,
      sort: undefined,
    });
  });
});

describe('order flow', () => {
  it('names the one next step, none once closed or for a cancelled order', () => {
    expect(nextOrderStatus('confirmed')).toBe('in_production');
    expect(nextOrderStatus('delivered')).toBe('installed');
    expect(nextOrderStatus('installed')).toBe('closed');
    expect(nextOrderStatus('closed')).toBeNull();
    expect(canCancelOrder('closed')).toBe(false);
    expect(nextOrderStatus('cancelled')).toBeNull();
    // Issue 20: never after dispatch.
    expect(canCancelOrder('dispatched')).toBe(false);
    expect(canCancelOrder('ready')).toBe(true);
    expect(canCancelOrder('delivered')).toBe(false);
  });
});
