/**
 * The DataTable's view state and columns, kept plain and serialisable so a page can hold it in the URL and a
 * service can turn it into a server query (sort -> order, filters -> eq / ilike, page -> range).
 * `applyTableState` runs the same state on the client for demo data and small lists.
 */
import type { ReactNode } from 'react';

export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** A column filter; the value is a string so it survives a round trip through the URL. */
export interface DataTableFilter {
  id: string;
  value: string;
}

export interface DataTablePage {
  /** zero-based */
  index: number;
  size: number;
}

export interface DataTableState {
  sort: DataTableSort[];
  filters: DataTableFilter[];
  /** Free text matched against every searchable column. */
  search: string;
  page: DataTablePage;
}

export type DataTableValue = string | number | boolean | Date | null | undefined;

export interface DataTableFilterOption {
  value: string;
  label: string;
}

/** How a column can be filtered: `select` is an exact match on one option, `text` a case-insensitive contains. */
export type DataTableColumnFilter = { kind: 'text' } | { kind: 'select'; options: DataTableFilterOption[] };

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The value that sorts, filters, searches and exports. */
  value: (row: Row) => DataTableValue;
  /** How the cell looks; defaults to the formatted value. */
  cell?: (row: Row) => ReactNode;
  /** The CSV value when it differs from `value` (e.g. a code instead of a label). */
  csv?: (row: Row) => string | number | null;
  sortable?: boolean;
  filter?: DataTableColumnFilter;
  /** Included in the free-text search; default true. */
  searchable?: boolean;
  /** The user may hide it; default true. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  hidden?: boolean;
  align?: 'start' | 'end';
  /** CSS width, e.g. '10rem'. */
  width?: string;
}

export const DEFAULT_PAGE_SIZES = [25, 50, 100, 500, 1000];

export function initialTableState(overrides: Partial<DataTableState> = {}): DataTableState {
  return {
    sort: [],
    filters: [],
    search: '',
    page: { index: 0, size: DEFAULT_PAGE_SIZES[0] ?? 25 },
    ...overrides,
  };
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

function comparable(value: DataTableValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Empty values sort last whichever the direction, so a descending sort never opens on blanks. */
export function compareValues(a: DataTableValue, b: DataTableValue, desc: boolean): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  const order =
    typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
  return desc ? -order : order;
}

// Made once: toLocaleDateString and toLocaleString build a new formatter at every call, and a sort or a
// scroll formats every cell of the rows it mounts.
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const numberFormat = new Intl.NumberFormat('en-IN');

export function formatValue(value: DataTableValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateFormat.format(value);
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

function text(value: DataTableValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value === null || value === undefined ? '' : String(value);
}

/** Rows matching the search and the column filters, in the state's sort order (all pages). */
export function filterAndSort<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  state: DataTableState,
): Row[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const query = state.search.trim().toLowerCase();
  const searchable = columns.filter((column) => column.searchable !== false);
  const filters = state.filters
    .filter((filter) => filter.value !== '' && byId.has(filter.id))
    .map((filter) => {
      const column = byId.get(filter.id) as DataTableColumn<Row>;
      const wanted = filter.value.toLowerCase();
      return column.filter?.kind === 'select'
        ? (row: Row) => text(column.value(row)) === filter.value
        : (row: Row) => text(column.value(row)).toLowerCase().includes(wanted);
    });

  const matched = rows.filter(
    (row) =>
      filters.every((keep) => keep(row)) &&
      (query === '' || searchable.some((column) => text(column.value(row)).toLowerCase().includes(query))),
  );

  const sorts = state.sort.filter((sort) => byId.has(sort.id));
  if (sorts.length === 0) return matched;
  // Decorate once so a 10,000-row sort reads each value once, not log(n) times.
  const keyed = matched.map((row, position) => ({
    row,
    position,
    keys: sorts.map((sort) => (byId.get(sort.id) as DataTableColumn<Row>).value(row)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sorts.length; i += 1) {
      const order = compareValues(a.keys[i], b.keys[i], (sorts[i] as DataTableSort).desc);
      if (order !== 0) return order;
    }
    return a.position - b.position;
  });
  return keyed.map((entry) => entry.row);
}

export interface ClientTableResult<Row> {
  /** The current page. */
  rows: Row[];
  /** Rows matching the filter, across pages. */
  total: number;
  /** Every row matching the filter, for export. */
  filtered: Row[];
}

/** The state applied on the client: what a server would answer for the same query. */
export function applyTableState<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  state: DataTableState,
): ClientTableResult<Row> {
  const filtered = filterAndSort(rows, columns, state);
  const start = state.page.index * state.page.size;
  return { rows: filtered.slice(start, start + state.page.size), total: filtered.length, filtered };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
