/**
 * The checks every list's URL contract test makes, table-driven: a URL goes in, and the state it
 * reads must become the expected service query and DataTable state, write back to the expected
 * URL, and read again to the same state. Only for tests (it imports vitest), so the index leaves
 * it out.
 */
import { expect, it } from 'vitest';
import type { DataTableState } from '@/ui';
import type { FilterParsers, ListContract, ListState } from './list-contract';
import { tableStateOf } from './use-list-state';

/** One URL a list reads, and what it must make of it. */
export interface ListUrlCase<Query> {
  /** What the case shows; the test's name. */
  name: string;
  /** The search part of the URL, without the `?`. */
  url: string;
  /** The whole service query the state becomes. */
  query?: Query;
  /** Some of the service query's fields (undefined: left out), when the rest does not matter. */
  queryHas?: Partial<Query>;
  /** The DataTable's view of the state. */
  table?: DataTableState;
  /** Part of the state read (its sort, its filters), when the case is about the state itself. */
  state?: Partial<ListState>;
  /** The open record's id. */
  open?: string | null;
  /** The URL written back; the URL read, unchanged, when left out. */
  writes?: string;
}

/**
 * One `it` per case, on the contract and the function turning its state into the service query
 * (null for a list whose query is built elsewhere).
 * Every case also checks that the written URL reads back to the same state.
 */
export function itReadsAndWritesTheUrl<
  Parsers extends FilterParsers,
  SortKey extends string,
  Query extends object,
>(
  contract: ListContract<Parsers, SortKey>,
  queryOf: ((state: ListState<Parsers, SortKey>) => Query) | null,
  cases: readonly ListUrlCase<Query>[],
): void {
  for (const example of cases) {
    it(example.name, () => {
      const params = new URLSearchParams(example.url);
      const state = contract.read(params);
      if (example.query !== undefined) expect(queryOf?.(state)).toEqual(example.query);
      if (example.queryHas !== undefined) {
        const query: Partial<Query> = queryOf?.(state) ?? {};
        const fields = Object.keys(example.queryHas) as (keyof Query)[];
        expect(Object.fromEntries(fields.map((field) => [field, query[field]]))).toEqual(example.queryHas);
      }
      if (example.table !== undefined) expect(tableStateOf(contract, state)).toEqual(example.table);
      if (example.state !== undefined) expect(state).toMatchObject(example.state);
      if (example.open !== undefined) expect(state.open).toBe(example.open);
      const written = contract.write(state);
      expect(written.toString()).toBe(example.writes ?? params.toString());
      expect(contract.read(written)).toEqual(state);
    });
  }
}
