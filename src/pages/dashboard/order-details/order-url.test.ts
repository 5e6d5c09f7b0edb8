import { describe, expect, it } from 'vitest';
import { nextOrderStatus, canCancelOrder } from '@/services/orders';
import { orderParamsFromState, orderQueryFromState, orderStateFromParams } from './order-url';

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
    expect(canCancelOrder('dispatched')).toBe(true);
    expect(canCancelOrder('delivered')).toBe(false);
  });
});
