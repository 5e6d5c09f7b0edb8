// The services kit's query pieces: keys under the domain's name, a list that keeps its last page on
// screen, a record query that waits for an id, and the write that reads the named queries again
// (after success and failure by default, only after success when asked; fixed keys or keys from the
// variables and result; a key and those below it, or exactly that query) with the toaster's meta.
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listAndDetailQueries, listQuery, recordKeys, recordQuery, useWrite } from './record-queries';

interface ShelfQuery {
  page: number;
}

const shelfKeys = recordKeys<ShelfQuery>('shelves');

function withClient(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { client, wrapper };
}

describe('recordKeys', () => {
  it('puts every key under the domain name, lists and details apart', () => {
    expect(shelfKeys.all).toEqual(['shelves']);
    expect(shelfKeys.lists()).toEqual(['shelves', 'list']);
    expect(shelfKeys.list({ page: 2 })).toEqual(['shelves', 'list', { page: 2 }]);
    expect(shelfKeys.details()).toEqual(['shelves', 'detail']);
    expect(shelfKeys.detail('s1')).toEqual(['shelves', 'detail', 's1']);
  });
});

describe('listQuery', () => {
  it('keeps the last page on screen while the next one loads', async () => {
    let release: (() => void) | undefined;
    const pages = (query: ShelfQuery) =>
      query.page === 0
        ? Promise.resolve(['first page'])
        : new Promise<string[]>((resolve) => {
            release = () => resolve(['second page']);
          });
    const options = (query: ShelfQuery) => listQuery(shelfKeys.list(query), () => pages(query));
    expect(options({ page: 0 }).placeholderData).toBe(keepPreviousData);

    const { wrapper } = withClient();
    const { result, rerender } = renderHook(({ page }) => useQuery(options({ page })), {
      wrapper,
      initialProps: { page: 0 },
    });
    await waitFor(() => expect(result.current.data).toEqual(['first page']));

    rerender({ page: 1 });
    expect(result.current.data).toEqual(['first page']);
    expect(result.current.isPlaceholderData).toBe(true);

    act(() => release?.());
    await waitFor(() => expect(result.current.data).toEqual(['second page']));
    expect(result.current.isPlaceholderData).toBe(false);
  });
});

describe('recordQuery', () => {
  const read = vi.fn((id: string) => Promise.resolve(`shelf ${id}`));

  it('asks nothing without an id, null or empty', () => {
    expect(recordQuery(null, shelfKeys.detail, read).enabled).toBe(false);
    expect(recordQuery('', shelfKeys.detail, read).enabled).toBe(false);
    expect(recordQuery(null, shelfKeys.detail, read).queryKey).toEqual(shelfKeys.detail(''));
  });

  it('reads the record of the id under its key', async () => {
    const options = recordQuery('s1', shelfKeys.detail, read);
    expect(options.enabled).toBe(true);
    expect(options.queryKey).toEqual(['shelves', 'detail', 's1']);
    await expect(new QueryClient().fetchQuery(options)).resolves.toBe('shelf s1');
    expect(read).toHaveBeenCalledWith('s1');
  });
});

describe('listAndDetailQueries', () => {
  it('makes the list and detail queries of the domain keys from one read each', async () => {
    const list = vi.fn((query: ShelfQuery) => Promise.resolve([`page ${query.page}`]));
    const get = vi.fn((id: string) => Promise.resolve({ id }));
    const queries = listAndDetailQueries(shelfKeys, list, get);

    const page = queries.list({ page: 3 });
    expect(page.queryKey).toEqual(shelfKeys.list({ page: 3 }));
    expect(page.placeholderData).toBe(keepPreviousData);
    await expect(new QueryClient().fetchQuery(page)).resolves.toEqual(['page 3']);

    expect(queries.detail('s2').queryKey).toEqual(shelfKeys.detail('s2'));
    expect(queries.detail('s2').enabled).toBe(true);
    expect(queries.detail(null).enabled).toBe(false);
    expect(queries.detail('').enabled).toBe(false);
    await expect(new QueryClient().fetchQuery(queries.detail('s2'))).resolves.toEqual({ id: 's2' });
    expect(get).toHaveBeenCalledWith('s2');
  });
});

describe('useWrite', () => {
  const otherKey = ['cupboards'] as const;

  /** A client whose cache holds a shelf list, a shelf and an unrelated query, none stale yet. */
  function seeded() {
    const setup = withClient();
    setup.client.setQueryData(shelfKeys.list({ page: 0 }), ['s1']);
    setup.client.setQueryData(shelfKeys.detail('s1'), { id: 's1' });
    setup.client.setQueryData(otherKey, ['c1']);
    return setup;
  }

  const invalidated = (client: QueryClient, key: readonly unknown[]) =>
    client.getQueryState(key)?.isInvalidated ?? false;

  const succeeds = (name: string) => Promise.resolve(`saved ${name}`);
  const fails = (name: string) => Promise.reject(new Error(`${name} was refused`));

  it('by default reads the named keys again after a write that went through', async () => {
    const { client, wrapper } = seeded();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => useWrite(succeeds, [shelfKeys.lists(), shelfKeys.detail('s1')], { onSuccess }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('s1'));
    expect(invalidated(client, shelfKeys.list({ page: 0 }))).toBe(true);
    expect(invalidated(client, shelfKeys.detail('s1'))).toBe(true);
    expect(invalidated(client, otherKey)).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('saved s1', 's1');
  });

  it('by default reads them again after a refused write too (the screen may be stale)', async () => {
    const { client, wrapper } = seeded();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useWrite(fails, [shelfKeys.all], { onSuccess }), { wrapper });
    await act(() => expect(result.current.mutateAsync('s1')).rejects.toThrow('refused'));
    expect(invalidated(client, shelfKeys.list({ page: 0 }))).toBe(true);
    expect(invalidated(client, shelfKeys.detail('s1'))).toBe(true);
    expect(invalidated(client, otherKey)).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("with refreshOn 'success' reads again only after a write that went through", async () => {
    const failed = seeded();
    const refused = renderHook(() => useWrite(fails, [shelfKeys.all], { refreshOn: 'success' }), {
      wrapper: failed.wrapper,
    });
    await act(() => expect(refused.result.current.mutateAsync('s1')).rejects.toThrow('refused'));
    expect(invalidated(failed.client, shelfKeys.list({ page: 0 }))).toBe(false);
    expect(invalidated(failed.client, shelfKeys.detail('s1'))).toBe(false);

    const saved = seeded();
    const done = renderHook(() => useWrite(succeeds, [shelfKeys.all, otherKey], { refreshOn: 'success' }), {
      wrapper: saved.wrapper,
    });
    await act(() => done.result.current.mutateAsync('s1'));
    expect(invalidated(saved.client, shelfKeys.list({ page: 0 }))).toBe(true);
    expect(invalidated(saved.client, shelfKeys.detail('s1'))).toBe(true);
    expect(invalidated(saved.client, otherKey)).toBe(true);
  });

  it('reads again the keys a function names from the variables and the result', async () => {
    const { client, wrapper } = seeded();
    client.setQueryData(shelfKeys.detail('s2'), { id: 's2' });
    const refresh = vi.fn((id: string, result: string | undefined) => [
      shelfKeys.detail(id),
      ...(result ? [otherKey] : []),
    ]);
    const saved = renderHook(() => useWrite(succeeds, refresh), { wrapper });
    await act(() => saved.result.current.mutateAsync('s1'));
    expect(refresh).toHaveBeenLastCalledWith('s1', 'saved s1');
    expect(invalidated(client, shelfKeys.detail('s1'))).toBe(true);
    expect(invalidated(client, otherKey)).toBe(true);
    expect(invalidated(client, shelfKeys.detail('s2'))).toBe(false);
    expect(invalidated(client, shelfKeys.list({ page: 0 }))).toBe(false);

    const refused = seeded();
    refused.client.setQueryData(shelfKeys.detail('s2'), { id: 's2' });
    const failed = renderHook(() => useWrite(fails, refresh), { wrapper: refused.wrapper });
    await act(() => expect(failed.result.current.mutateAsync('s2')).rejects.toThrow('refused'));
    expect(refresh).toHaveBeenLastCalledWith('s2', undefined);
    expect(invalidated(refused.client, shelfKeys.detail('s2'))).toBe(true);
    expect(invalidated(refused.client, otherKey)).toBe(false);
  });

  it('reads again only the query itself, not those below its key, when the key is exact', async () => {
    const { client, wrapper } = seeded();
    const lines = [...shelfKeys.detail('s1'), 'lines'];
    client.setQueryData(lines, ['l1']);
    const { result } = renderHook(
      () => useWrite(succeeds, [{ queryKey: shelfKeys.detail('s1'), exact: true }, otherKey]),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('s1'));
    expect(invalidated(client, shelfKeys.detail('s1'))).toBe(true);
    expect(invalidated(client, lines)).toBe(false);
    expect(invalidated(client, otherKey)).toBe(true);
  });

  it('tells the toaster whether the form shows the error, and the title to use', async () => {
    const { client, wrapper } = withClient();
    const meta = () => client.getMutationCache().getAll().at(-1)?.options.meta;

    const quiet = renderHook(() => useWrite(succeeds, [shelfKeys.all], { handlesError: true }), { wrapper });
    await act(() => quiet.result.current.mutateAsync('a'));
    expect(meta()).toEqual({ handlesError: true });

    const titled = renderHook(
      () => useWrite(succeeds, [shelfKeys.all], { errorTitle: 'The shelf was not saved' }),
      { wrapper },
    );
    await act(() => titled.result.current.mutateAsync('b'));
    expect(meta()).toEqual({ errorTitle: 'The shelf was not saved' });

    const plain = renderHook(() => useWrite(succeeds, [shelfKeys.all]), { wrapper });
    await act(() => plain.result.current.mutateAsync('c'));
    expect(meta()).toEqual({});
  });
});
