/**
 * One hook gives a list page its state from the URL (through its contract), the DataTable's
 * bindings, setters that start again at the first page when the rows change, the open record and
 * "clear filters". Every change is a new history entry, so the back button undoes it.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataTableColumnVisibility, DataTableState } from '@/ui';
import type { FilterParsers, FilterValues, ListContract, ListSort, ListState } from './list-contract';

type AnyContract = ListContract<FilterParsers, string>;
type StateOf<C extends AnyContract> = ReturnType<C['read']>;

/** The DataTable's view of a list state: its column filters, zero-based page. */
export function tableStateOf(contract: AnyContract, state: ListState): DataTableState {
  const values = state.filters as Record<string, string | undefined>;
  return {
    search: state.search,
    filters: contract.tableFilters.flatMap((id) => {
      const value = values[id];
      return value === undefined ? [] : [{ id, value }];
    }),
    sort: state.sort ? [{ id: state.sort.key, desc: state.sort.desc }] : [],
    page: { index: state.page - 1, size: state.pageSize },
  };
}

/**
 * The list state after the DataTable changed: its filters replace the column filters (checked by
 * the contract), the others stay; a new search or filter starts again at page 1.
 */
export function withTableState<S extends ListState>(
  contract: AnyContract,
  state: S,
  table: DataTableState,
): S {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(state.filters as Record<string, string | undefined>)) {
    if (value !== undefined && !contract.tableFilters.includes(name)) filters[name] = value;
  }
  for (const { id, value } of table.filters) {
    const parsed = contract.tableFilters.includes(id) ? contract.filters[id]?.(value) : undefined;
    if (parsed !== undefined) filters[id] = parsed;
  }
  const sorted = table.sort[0];
  const key = contract.sortKeys.find((k) => k === sorted?.id);
  const before = tableStateOf(contract, state);
  const after = tableStateOf(contract, { ...state, filters });
  const narrowed =
    table.search !== state.search || JSON.stringify(before.filters) !== JSON.stringify(after.filters);
  return {
    ...state,
    search: table.search,
    filters,
    sort: key && sorted ? { key, desc: sorted.desc } : sorted ? state.sort : contract.defaultSort,
    page: narrowed ? 1 : table.page.index + 1,
    pageSize: table.page.size,
  };
}

export function visibilityOf(contract: AnyContract, state: ListState): DataTableColumnVisibility | undefined {
  if (!contract.columns) return undefined;
  return Object.fromEntries(contract.columns.ids.map((id) => [id, state.columns.includes(id)]));
}

export function withVisibility<S extends ListState>(
  contract: AnyContract,
  state: S,
  visibility: DataTableColumnVisibility,
): S {
  const always = contract.columns?.always ?? [];
  const shown = (contract.columns?.ids ?? []).filter((id) => visibility[id] !== false || always.includes(id));
  return { ...state, columns: shown };
}

export interface ListStateOptions {
  /**
   * The hosting page's own URL parameters, kept first and as they are when the list changes (a
   * project page's `id` and `tab` around its documents list).
   */
  keep?: readonly string[];
}

const KEEP_NONE: readonly string[] = [];

export function useListState<C extends AnyContract>(
  contract: C,
  { keep = KEEP_NONE }: ListStateOptions = {},
) {
  type State = StateOf<C>;
  type Filters = State['filters'];
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => contract.read(params) as State, [contract, params]);

  /** Writes the state made from the URL's current one (never a stale render's). */
  const update = useCallback(
    (change: (current: State) => State) =>
      setParams((current) => {
        const next = new URLSearchParams();
        for (const name of keep) {
          const value = current.get(name);
          if (value) next.set(name, value);
        }
        for (const [name, value] of contract.write(change(contract.read(current) as State))) {
          next.set(name, value);
        }
        return next;
      }),
    [contract, keep, setParams],
  );

  return {
    state,
    /** The DataTable's `state`, `onStateChange`, `columnVisibility`, `onColumnVisibilityChange`. */
    table: useMemo(() => tableStateOf(contract, state), [contract, state]),
    setTable: useCallback(
      (next: DataTableState) => update((current) => withTableState(contract, current, next)),
      [contract, update],
    ),
    visibility: useMemo(() => visibilityOf(contract, state), [contract, state]),
    setVisibility: useCallback(
      (next: DataTableColumnVisibility) => update((current) => withVisibility(contract, current, next)),
      [contract, update],
    ),
    /** The DataTable's `pageSizeOptions`. */
    pageSizes: useMemo(() => [...contract.pageSizes], [contract]),
    /** Filters and search that narrow the rows are set. */
    filtering: state.search !== '' || Object.keys(state.filters).length > 0,
    setSearch: useCallback(
      (search: string) => update((current) => ({ ...current, search, page: 1 })),
      [update],
    ),
    /** Sets some filters (undefined or '' turns one off) and starts again at page 1. */
    setFilters: useCallback(
      (changes: Partial<Record<keyof Filters, string | undefined>>) =>
        update((current) => {
          const filters: Record<string, string | undefined> = { ...current.filters };
          for (const [name, value] of Object.entries(changes)) {
            filters[name] = value ? contract.filters[name]?.(value) : undefined;
            if (filters[name] === undefined) delete filters[name];
          }
          return { ...current, filters: filters as Filters, page: 1 };
        }),
      [contract, update],
    ),
    setSort: useCallback(
      (sort: ListSort<NonNullable<State['sort']>['key']> | null) =>
        update((current) => ({ ...current, sort, page: 1 })),
      [update],
    ),
    setPage: useCallback((page: number) => update((current) => ({ ...current, page })), [update]),
    setPageSize: useCallback(
      (pageSize: number) => update((current) => ({ ...current, pageSize, page: 1 })),
      [update],
    ),
    /** Search and every filter off; sort, page size and columns stay. */
    clearFilters: useCallback(
      () => update((current) => ({ ...current, search: '', filters: {} as Filters, page: 1 })),
      [update],
    ),
    openId: state.open,
    open: useCallback((id: string) => update((current) => ({ ...current, open: id })), [update]),
    close: useCallback(() => update((current) => ({ ...current, open: null })), [update]),
  };
}

export type ListStateHook<C extends AnyContract> = ReturnType<typeof useListState<C>>;
export type { FilterValues };
