// The signed-in person's permissions as a query: a refetch that changes nothing keeps the same set, so
// the page gate, the sidebar and the pages built from `can` do not render again; and a refresh of a set
// kept from the last visit lets the page's first reads go first while the database starts.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepSameCodes, permissionsQuery, type PermissionsSource } from './permissions';

const email = 'asha.rao@fpw.in';

/** A database that answers my_permissions from a list, records every call, and opens when told. */
function fakeDatabase(answers: string[][]) {
  const calls: string[] = [];
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (open = resolve));
  const source: PermissionsSource = async () => {
    await ready;
    return {
      rpc: async <Result>(fn: string) => {
        calls.push(fn);
        return (fn === 'my_permissions' ? (answers.shift() ?? []) : []) as Result;
      },
    };
  };
  return { source, calls, open };
}

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

describe('permissionsQuery', () => {
  it('keeps the same set after a refetch that changed nothing, and takes a new one after a change', async () => {
    const database = fakeDatabase([['leads.view', 'leads.add'], ['leads.add', 'leads.view'], ['leads.view']]);
    database.open();
    const client = new QueryClient();
    const query = { ...permissionsQuery(email, database.source), staleTime: 0 };
    await client.fetchQuery(query);
    const first = client.getQueryData(query.queryKey);
    expect(first?.has('leads.add')).toBe(true);

    await client.fetchQuery(query);
    expect(client.getQueryData(query.queryKey)).toBe(first);

    await client.fetchQuery(query);
    const changed = client.getQueryData(query.queryKey);
    expect(changed).not.toBe(first);
    expect(changed?.has('leads.add')).toBe(false);
    expect(database.calls).toEqual(['my_permissions', 'my_permissions', 'my_permissions']);
  });

  /** Asks for the permissions while the database starts, then for a page's read; then it opens. */
  async function orderOfReads(kept: Set<string> | null): Promise<string[]> {
    const database = fakeDatabase([['leads.view']]);
    const client = new QueryClient();
    const query = permissionsQuery(email, database.source);
    // Kept from the last visit: shown at once, and stale, so refreshed when a page asks.
    if (kept !== null) client.setQueryData(query.queryKey, kept, { updatedAt: 0 });
    const permissions = client.fetchQuery(query);
    const pageRead = database.source().then((ready) => ready.rpc('leads_list_page'));
    database.open();
    await Promise.all([permissions, pageRead]);
    return database.calls;
  }

  it("lets the page's first reads go before the refresh of a kept set", async () => {
    expect(await orderOfReads(new Set(['leads.view']))).toEqual(['leads_list_page', 'my_permissions']);
  });

  it('asks first when nothing is kept: the gate waits for the answer', async () => {
    expect(await orderOfReads(null)).toEqual(['my_permissions', 'leads_list_page']);
  });
});
