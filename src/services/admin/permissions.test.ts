// A refetch of the signed-in person's permissions that changes nothing keeps the same answer, so the
// page gate, the sidebar and the pages built from `can` do not render again (in a new tab the kept set
// and the database's answer arrive a moment apart).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, writeStoredUser } from '../auth/session';
import { keepSameCodes, usePermissions } from './permissions';

const answers: string[][] = [];
vi.mock('../backend', () => ({
  dataSource: async () => ({ rpc: async () => answers.shift() ?? [] }),
}));

afterEach(() => clearStoredUser());

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
