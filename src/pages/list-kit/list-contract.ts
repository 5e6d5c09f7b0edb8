/**
 * A list page's URL contract: which filters, sort keys, page sizes, columns and open record its
 * query string may carry, read and written by two pure functions. The URL is the view (a link, the
 * back button and a reload show the same list); what is not in the URL is the default, and what the
 * URL says but the contract does not allow falls back to the default: reading never throws.
 *
 * Parameters: `q` the search; one per filter, by its name; `sort` and `dir=desc`; `page` (from 1);
 * `size`; `cols` (the shown columns, comma-separated); the open record's own name (e.g. `lead`).
 */

/** A filter's value from the URL, or undefined when the text is not one it allows. */
export type FilterParser<Value extends string = string> = (raw: string) => Value | undefined;

/** Any non-blank text (an id, a city). */
export const anyText: FilterParser = (raw) => (raw.trim() === '' ? undefined : raw);

/** One of the given values. */
export function oneOf<const Value extends string>(values: readonly Value[]): FilterParser<Value> {
  return (raw) => ((values as readonly string[]).includes(raw) ? (raw as Value) : undefined);
}

/** A calendar date, YYYY-MM-DD. */
export const isoDate: FilterParser = (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

export type FilterParsers = Readonly<Record<string, FilterParser>>;

/** The filters' values by name; a filter that is off is absent. */
export type FilterValues<Parsers extends FilterParsers> = {
  [Name in keyof Parsers]?: Parsers[Name] extends FilterParser<infer Value> ? Value : never;
};

export interface ListSort<Key extends string = string> {
  key: Key;
  desc: boolean;
}

export interface ListState<Parsers extends FilterParsers = FilterParsers, SortKey extends string = string> {
  search: string;
  filters: FilterValues<Parsers>;
  sort: ListSort<SortKey> | null;
  /** From 1. */
  page: number;
  pageSize: number;
  /** The shown columns, in the contract's order; empty when the contract declares no columns. */
  columns: readonly string[];
  /** The id of the record open beside the list (a drawer, a detail view), or null. */
  open: string | null;
}

export interface ColumnsContract {
  /** Every column that may be shown, in order. */
  ids: readonly string[];
  /** Shown when the URL names none. */
  defaults: readonly string[];
  /** Shown whatever the URL says (the name of a lead). */
  always?: readonly string[];
}

export interface ListContractSpec<Parsers extends FilterParsers, SortKey extends string> {
  filters: Parsers;
  /**
   * Filters the table's own column filters edit (DataTable `state.filters`); the others (a date
   * range, a KPI link's flag) have controls of their own. All of them when left out.
   */
  tableFilters?: readonly (keyof Parsers & string)[];
  sortKeys: readonly SortKey[];
  defaultSort?: ListSort<NoInfer<SortKey>> | null;
  /** The page sizes offered; STANDARD_PAGE_SIZES when left out. */
  pageSizes?: readonly number[];
  /** The first page size when left out. */
  defaultPageSize?: number;
  columns?: ColumnsContract;
  /** The URL parameter naming the open record (`lead` for `?lead=<id>`). */
  openRecord?: string;
}

export interface ListContract<
  Parsers extends FilterParsers = FilterParsers,
  SortKey extends string = string,
> extends Required<Omit<ListContractSpec<Parsers, SortKey>, 'columns' | 'openRecord'>> {
  columns: ColumnsContract | null;
  openRecord: string | null;
  /** The state of a URL without parameters. */
  defaults: ListState<Parsers, SortKey>;
  read(params: URLSearchParams): ListState<Parsers, SortKey>;
  write(state: ListState<Parsers, SortKey>): URLSearchParams;
}

/** The page sizes a list offers unless its contract names others. */
export const STANDARD_PAGE_SIZES: readonly number[] = [25, 50, 100];

const RESERVED = new Set(['q', 'sort', 'dir', 'page', 'size', 'cols']);

export function defineListContract<const Parsers extends FilterParsers, const SortKey extends string>(
  spec: ListContractSpec<Parsers, SortKey>,
): ListContract<Parsers, SortKey> {
  const names = Object.keys(spec.filters);
  const clash = [...names, spec.openRecord ?? ''].find((name) => RESERVED.has(name));
  if (clash) throw new Error(`A list's filter or open record cannot be called "${clash}".`);
  const pageSizes = spec.pageSizes ?? STANDARD_PAGE_SIZES;
  const defaultPageSize = spec.defaultPageSize ?? pageSizes[0] ?? 25;
  const defaultSort = spec.defaultSort ?? null;
  const columns = spec.columns ?? null;
  const always = new Set(columns?.always ?? []);
  const inOrder = (shown: ReadonlySet<string>) => (columns?.ids ?? []).filter((id) => shown.has(id));
  const defaultColumns = inOrder(new Set([...(columns?.defaults ?? []), ...always]));
  const sameColumns = (shown: readonly string[]) =>
    shown.length === defaultColumns.length && shown.every((id, i) => defaultColumns[i] === id);

  const defaults: ListState<Parsers, SortKey> = {
    search: '',
    filters: {},
    sort: defaultSort,
    page: 1,
    pageSize: defaultPageSize,
    columns: defaultColumns,
    open: null,
  };

  const read = (params: URLSearchParams): ListState<Parsers, SortKey> => {
    const filters: Record<string, string> = {};
    for (const name of names) {
      const raw = params.get(name);
      const value = raw === null ? undefined : spec.filters[name]?.(raw);
      if (value !== undefined) filters[name] = value;
    }
    const sortKey = params.get('sort');
    const sort = spec.sortKeys.find((key) => key === sortKey);
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const listed = new Set(
      (params.get('cols') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => columns?.ids.includes(id)),
    );
    return {
      search: params.get('q') ?? '',
      filters: filters as FilterValues<Parsers>,
      sort: sort ? { key: sort, desc: params.get('dir') === 'desc' } : defaultSort,
      page: Number.isInteger(page) && page > 1 ? page : 1,
      pageSize: pageSizes.includes(size) ? size : defaultPageSize,
      columns: listed.size > 0 ? inOrder(new Set([...listed, ...always])) : defaultColumns,
      open: (spec.openRecord ? params.get(spec.openRecord) : null) || null,
    };
  };

  const write = (state: ListState<Parsers, SortKey>): URLSearchParams => {
    const params = new URLSearchParams();
    if (state.search.trim()) params.set('q', state.search);
    const values = state.filters as Record<string, string | undefined>;
    for (const name of names) {
      const value = values[name];
      if (value !== undefined && value !== '') params.set(name, value);
    }
    const sort = state.sort;
    const isDefaultSort =
      sort?.key === defaultSort?.key && (sort?.desc ?? false) === (defaultSort?.desc ?? false);
    if (sort && !isDefaultSort) {
      params.set('sort', sort.key);
      if (sort.desc) params.set('dir', 'desc');
    }
    if (state.page > 1) params.set('page', String(state.page));
    if (state.pageSize !== defaultPageSize) params.set('size', String(state.pageSize));
    if (columns && !sameColumns(state.columns)) params.set('cols', state.columns.join(','));
    if (spec.openRecord && state.open) params.set(spec.openRecord, state.open);
    return params;
  };

  return {
    filters: spec.filters,
    tableFilters: spec.tableFilters ?? (names as (keyof Parsers & string)[]),
    sortKeys: spec.sortKeys,
    defaultSort,
    pageSizes,
    defaultPageSize,
    columns,
    openRecord: spec.openRecord ?? null,
    defaults,
    read,
    write,
  };
}
