import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tableStateOf, useListState, withTableState } from '@/pages/list-kit';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { supportList, ticketQueryOf } from './support.contract';

describe('support queue URL state', () => {
  itReadsAndWritesTheUrl(supportList, ticketQueryOf, [
    {
      name: 'reads the filters, the queue, breach and open ticket from the URL',
      url: 'q=render&status=active&priority=urgent&assignee=s1&breached=1&customers=client&ticket=t9',
      queryHas: {
        search: 'render',
        status: 'active',
        priority: 'urgent',
        assignee: 's1',
        breached: true,
        customers: 'client',
        page: 0,
      },
      open: 't9',
    },
  ]);

  it('keeps the queue, breach and open ticket when the table changes', () => {
    const state = supportList.read(
      new URLSearchParams(
        'q=render&status=active&priority=urgent&assignee=s1&breached=1&customers=client&ticket=t9',
      ),
    );
    const next = supportList.write(
      withTableState(supportList, state, { ...tableStateOf(supportList, state), search: 'kitchen' }),
    );
    expect(next.get('q')).toBe('kitchen');
    expect(next.get('assignee')).toBe('s1');
    expect(next.get('ticket')).toBe('t9');
  });

  it('resets the page when a queue is chosen, and drops an unknown status or kind of customer', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/support?page=3&status=bogus&customers=everyone']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListState(supportList), location: useLocation() }), {
      wrapper,
    });
    act(() => result.current.list.setFilters({ assignee: 'none' }));
    const next = new URLSearchParams(result.current.location.search);
    expect(next.get('page')).toBeNull();
    expect(ticketQueryOf(supportList.read(next))).toMatchObject({
      assignee: 'none',
      status: undefined,
      customers: undefined,
    });
  });
});
