// A refetch of the signed-in person's permissions that changes nothing keeps the same answer, so the
// page gate, the sidebar and the pages built from `can` do not render again (in a new tab the kept set
// and the database's answer arrive a moment apart).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, writeStoredUser } from '../auth/session';
import { dataSource } from '../backend';
import { keepSameCodes, permissionKeys, usePermissions } from './permissions';

const backend = vi.hoisted(() => ({
  ready: Promise.resolve(),
  calls: [] as string[],
  answers: [] as string[][],
}));
vi.mock('../backend', () => ({
  dataSource: async () => {
    await backend.ready;
    return {
      rpc: async (fn: string) => {
        backend.calls.push(fn);
        return fn === 'my_permissions' ? (backend.answers.shift() ?? []) : [];
      },
    };
  },
}));
const answers = backend.answers;

afterEach(() => {
  clearStoredUser();
  backend.ready = Promise.resolve();
  backend.calls.length = 0;
  backend.answers.length = 0;
});

describe('keepSameCodes', () => {
  it('keeps the held set when the answer holds the same codes, in any order', () => {
    const held = new Set(['leads.view', 'leads.add']);
    expect(keepSameCodes(held, new Set(['leads.add', 'leads.view']))).toBe(held);
  });

  it('takes the answer when a code came or went, or when there was none', () => {
    const held = new Set(['leads.view', 'leads.add']);
    const gained = new Set(['leads.view', 'leads.add', 'deals.view']);
    const lost = new Set(['leads.view']);
    const swapped = new Set(['leads.view', 'deals.view']);
    expect(keepSameCodes(held, gained)).toBe(gained);
    expect(keepSameCodes(held, lost)).toBe(lost);
    expect(keepSameCodes(held, swapped)).toBe(swapped);
    expect(keepSameCodes(undefined, lost)).toBe(lost);
  });
});

describe('usePermissions', () => {
  it('gives the same answer object after a refetch that changed nothing, and a new one after a change', async () => {
    writeStoredUser({ email: 'asha.rao@fpw.in', name: 'Asha Rao', designation: 'Sales Executive' });
    answers.push(['leads.view', 'leads.add'], ['leads.add', 'leads.view'], ['leads.view']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const first = result.current;
    expect(first.can('leads.add')).toBe(true);

    const updates = () => client.getQueryCache().getAll()[0]?.state.dataUpdateCount;
    expect(updates()).toBe(1);

    await act(() => client.refetchQueries());
    await waitFor(() => expect(updates()).toBe(2));
    expect(result.current).toBe(first);

    await act(() => client.refetchQueries());
    await waitFor(() => expect(result.current.can('leads.add')).toBe(false));
    expect(result.current).not.toBe(first);
  });
});

describe('usePermissions while the database starts', () => {
  const email = 'asha.rao@fpw.in';

  /** Mounts the hook with the database not ready; a page read is asked for after it; then it opens. */
  async function orderOfReads(kept: Set<string> | null): Promise<string[]> {
    writeStoredUser({ email, name: 'Asha Rao' });
    let open = () => undefined as void;
    backend.ready = new Promise<void>((resolve) => (open = resolve));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Kept from the last visit: shown at once, refreshed (stale) when the page mounts.
    if (kept !== null) client.setQueryData(permissionKeys.mine(email), kept, { updatedAt: 0 });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(client.isFetching()).toBe(1));
    const pageRead = dataSource().then((source) => source.rpc('leads_list_page'));
    open();
    await pageRead;
    await waitFor(() => expect(backend.calls).toHaveLength(2));
    return [...backend.calls];
  }

  it("lets the page's first reads go before the refresh of a kept set", async () => {
    expect(await orderOfReads(new Set(['leads.view']))).toEqual(['leads_list_page', 'my_permissions']);
  });

  it('asks first when nothing is kept: the gate waits for the answer', async () => {
    expect(await orderOfReads(null)).toEqual(['my_permissions', 'leads_list_page']);
  });
});
