import { describe, expect, it } from 'vitest';
import { nextOrderStatus, canCancelOrder } from '@/services/commercials';
import { withTableState } from '@/pages/list-kit';
import { orderQueryOf, ordersList } from './orders.contract';

describe('orders list state in the URL', () => {
  it('round-trips status, search, sort and page', () => {
    const params = new URLSearchParams(
      'q=mehta&status=in_production&sort=grand_total&dir=desc&page=2&size=50',
    );
    const state = ordersList.read(params);
    expect(ordersList.write(state).toString()).toBe(params.toString());
    expect(orderQueryOf(state)).toEqual({
      search: 'mehta',
      status: 'in_production',
      sort: { column: 'grand_total', descending: true },
      page: 1,
      pageSize: 50,
    });
  });

  it('reads the order date range the analytics figures link with, and keeps it when the table changes', () => {
    const params = new URLSearchParams('status=confirmed&from=2026-11-01&to=2026-11-30');
    const state = ordersList.read(params);
    expect(orderQueryOf(state)).toMatchObject({
      status: 'confirmed',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const table = {
      search: 'mehta',
      filters: [{ id: 'status', value: 'confirmed' }],
      sort: [],
      page: { index: 0, size: 25 },
    };
    const next = ordersList.write(withTableState(ordersList, state, table));
    expect(next.toString()).toBe('q=mehta&status=confirmed&from=2026-11-01&to=2026-11-30');
    expect(orderQueryOf(ordersList.read(new URLSearchParams('from=last-week')))).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });

  it('leaves cancelled orders out with cancelled=exclude, as the analytics figures do', () => {
    const params = new URLSearchParams('from=2026-11-01&cancelled=exclude');
    expect(orderQueryOf(ordersList.read(params))).toMatchObject({
      from: '2026-11-01',
      excludeCancelled: true,
    });
    expect(
      orderQueryOf(ordersList.read(new URLSearchParams('cancelled=yes'))).excludeCancelled,
    ).toBeUndefined();
    expect(
      orderQueryOf(ordersList.read(new URLSearchParams('from=2026-11-01'))).excludeCancelled,
    ).toBeUndefined();
  });

  it('ignores a status or sort it does not know', () => {
    expect(orderQueryOf(ordersList.read(new URLSearchParams('status=lost&sort=x')))).toMatchObject({
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
