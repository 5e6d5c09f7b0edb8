/**
 * The one list component: a controlled view (sort, filters, search, page) that a page binds to the URL and a
 * service turns into a query. It renders only the rows it is given (one page), virtualised, so a page of
 * thousands still scrolls smoothly; selection, column visibility and CSV export are its own.
 */
import {
  Box,
  Button,
  chakra,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Columns3,
  Download,
  SearchX,
  Search,
  X,
} from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { toaster } from '../toaster/toaster';
import { TableSkeleton } from './table-skeleton';
import { downloadCsv, rowsToCsv } from './csv';
import {
  DEFAULT_PAGE_SIZES,
  formatValue,
  pageCount,
  type DataTableColumn,
  type DataTableFilter,
  type DataTableState,
} from './data-table-state';

export type DataTableExportScope = 'filtered' | 'selected';

/** A CSV the table produced; by default it is downloaded, `onExport` receives it instead. */
export interface DataTableExport {
  scope: DataTableExportScope;
  fileName: string;
  csv: string;
  rowCount: number;
}

export interface DataTableBulkContext<Row> {
  selected: Row[];
  clear: () => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "Leads". */
  label: string;
  columns: DataTableColumn<Row>[];
  /** The rows of the current page, already sorted and filtered (by the server or `applyTableState`). */
  rows: Row[];
  /** How many rows match the current filter across all pages. */
  total: number;
  getRowId: (row: Row) => string;
  /** Names a row for screen readers ("Select Anita Rao"); defaults to its id. */
  getRowLabel?: (row: Row) => string;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: string;
  pageSizeOptions?: number[];
  /** Adds a checkbox column and the bulk-actions bar. */
  selectable?: boolean;
  /** Extra buttons in the bulk bar, given the selected rows (they persist across pages and filters). */
  bulkActions?: (context: DataTableBulkContext<Row>) => ReactNode;
  onSelectionChange?: (selected: Row[]) => void;
  /** Every row matching the current filter (all pages); enables "Export CSV". */
  exportRows?: () => Promise<Row[]> | Row[];
  /** File name without extension; the scope is appended. */
  exportFileName?: string;
  /** Receives the CSV instead of downloading it. */
  onExport?: (file: DataTableExport) => void;
  /** Enter on a focused row, or a click on it. */
  onRowActivate?: (row: Row) => void;
  /** Buttons at the end of the toolbar, e.g. "Add lead". */
  toolbarActions?: ReactNode;
  /** Height of the scrolling box; rows scroll inside it, never the page. */
  maxHeight?: string;
  /** Row height in px used by the virtualiser; rows are a single line. */
  rowHeight?: number;
  /**
   * Which columns show (false hides), when the page keeps it (e.g. in the URL): given, the table
   * follows it and reports changes through onColumnVisibilityChange; left out, the table keeps its
   * own (starting from each column's `hidden`).
   */
  columnVisibility?: DataTableColumnVisibility;
  onColumnVisibilityChange?: (next: DataTableColumnVisibility) => void;
}

/** Column id -> shown; a column missing from the map is shown. */
export type DataTableColumnVisibility = Record<string, boolean>;

const SEARCH_DELAY_MS = 250;

/** A text box that commits after the user pauses, so a server is not queried per keystroke. */
function useDeferredCommit(value: string, commit: (next: string) => void) {
  const [draft, setDraft] = useState(value);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });
  const lastCommitted = useRef(value);
  useEffect(() => {
    // The URL (back button) changed the value: show it.
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    if (draft === lastCommitted.current) return undefined;
    const timer = setTimeout(() => {
      lastCommitted.current = draft;
      commitRef.current(draft);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return [draft, setDraft] as const;
}

function withFilter(filters: DataTableFilter[], id: string, value: string): DataTableFilter[] {
  const rest = filters.filter((filter) => filter.id !== id);
  return value === '' ? rest : [...rest, { id, value }];
}

function SearchBox({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (next: string) => void;
}) {
  const [draft, setDraft] = useDeferredCommit(value, onCommit);
  return (
    <InputGroup
      startElement={<Search size={16} aria-hidden="true" />}
      flex="1 1 14rem"
      maxW={{ md: '20rem' }}
    >
      <Input
        size="sm"
        type="search"
        aria-label={label}
        placeholder="Search…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </InputGroup>
  );
}

function TextFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (next: string) => void;
}) {
  const [draft, setDraft] = useDeferredCommit(value, onCommit);
  return (
    <Input
      size="sm"
      flex="1 1 10rem"
      maxW={{ md: '12rem' }}
      aria-label={label}
      placeholder={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

interface RowViewProps<Row> {
  row: Row;
  index: number;
  rowIndex: number;
  columns: DataTableColumn<Row>[];
  selectable: boolean;
  selected: boolean;
  active: boolean;
  label: string;
  onToggle: (row: Row) => void;
  onPointer: (index: number, row: Row) => void;
}

/**
 * A body row as plain elements styled by the grid's stylesheet: scrolling mounts a dozen rows per frame, and
 * per-element style props (emotion at render time) made each frame cost hundreds of milliseconds.
 */
function RowViewInner<Row>({
  row,
  index,
  rowIndex,
  columns,
  selectable,
  selected,
  active,
  label,
  onToggle,
  onPointer,
}: RowViewProps<Row>) {
  return (
    <tr
      data-index={index}
      data-selected={selected ? '' : undefined}
      aria-rowindex={rowIndex}
      tabIndex={active ? 0 : -1}
      onClick={() => onPointer(index, row)}
    >
      {selectable && (
        <td data-select="">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${label}`}
            checked={selected}
            onChange={() => onToggle(row)}
            onClick={(event) => event.stopPropagation()}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          data-align={column.align === 'end' ? 'end' : undefined}
          style={column.width ? { maxWidth: column.width } : undefined}
        >
          {column.cell ? column.cell(row) : formatValue(column.value(row))}
        </td>
      ))}
    </tr>
  );
}
const RowView = memo(RowViewInner) as typeof RowViewInner;

interface VirtualGridProps<Row> {
  label: string;
  tableId: string;
  total: number;
  rows: Row[];
  pageIds: string[];
  columns: DataTableColumn<Row>[];
  /** The header row, built by the table so scrolling never re-renders it. */
  header: ReactNode;
  selectable: boolean;
  selection: ReadonlyMap<string, Row>;
  onToggle: (row: Row) => void;
  onRowActivate: ((row: Row) => void) | undefined;
  getRowLabel: ((row: Row) => string) | undefined;
  firstRowIndex: number;
  viewKey: string;
  isLoading: boolean;
  maxHeight: string;
  rowHeight: number;
}

/** The scrolling box: owns the virtualiser, so a scroll re-renders only the rows, not the toolbar. */
function VirtualGrid<Row>({
  label,
  tableId,
  total,
  rows,
  pageIds,
  columns,
  header,
  selectable,
  selection,
  onToggle,
  onRowActivate,
  getRowLabel,
  firstRowIndex,
  viewKey,
  isLoading,
  maxHeight,
  rowHeight,
}: VirtualGridProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; read fresh each render.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });

  // A new query starts at the top of the box, with the first row active.
  const [activeIndex, setActiveIndex] = useState(0);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
    setActiveIndex(0);
  }, [viewKey]);

  // Focus follows the active row once the virtualiser has mounted it.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus.current}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });
  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), rows.length - 1);
    setActiveIndex(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]')?.dataset['index'];
    if (from === undefined) return;
    const index = Number(from);
    const screen = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1,
    );
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + screen,
      PageUp: index - screen,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    const row = rows[index];
    if (row === undefined) return;
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      onToggle(row);
    } else if (event.key === 'Enter' && onRowActivate) {
      event.preventDefault();
      onRowActivate(row);
    }
  };
  const activateRef = useRef(onRowActivate);
  useLayoutEffect(() => {
    activateRef.current = onRowActivate;
  });
  const onPointer = useCallback((index: number, row: Row) => {
    setActiveIndex(index);
    activateRef.current?.(row);
  }, []);

  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const active = Math.min(activeIndex, rows.length - 1);

  return (
    <Box
      ref={scrollRef}
      onKeyDown={onKeyDown}
      overflow="auto"
      maxH={maxHeight}
      borderWidth="1px"
      rounded="l2"
      scrollPaddingTop="10"
      aria-busy={isLoading}
      opacity={isLoading ? 0.6 : 1}
      css={{
        '& tbody tr[data-index]': {
          height: `${rowHeight}px`,
          cursor: 'default',
          borderBottomWidth: '1px',
          borderColor: 'border',
          _hover: { bg: 'bg.muted' },
          _focusVisible: {
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '-2px',
          },
        },
        '& tbody tr[data-selected]': { bg: 'colorPalette.subtle', _hover: { bg: 'colorPalette.muted' } },
        '& tbody td': {
          px: '2',
          py: '2',
          textStyle: 'sm',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxW: '16rem',
        },
        '& tbody td[data-align=end]': { textAlign: 'end' },
        '& tbody td[data-select]': { w: '10', py: '0' },
        '& tbody input[type=checkbox]': {
          boxSize: '4',
          accentColor: 'colorPalette.solid',
          cursor: 'pointer',
        },
      }}
    >
      <Table.Root size="sm" id={tableId} aria-label={label} aria-rowcount={total + 1} stickyHeader>
        {header}
        <tbody ref={bodyRef}>
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index] as Row;
            const id = pageIds[item.index] as string;
            return (
              <RowView
                key={id}
                row={row}
                index={item.index}
                rowIndex={firstRowIndex + item.index}
                columns={columns}
                selectable={selectable}
                selected={selection.has(id)}
                active={item.index === active}
                label={getRowLabel ? getRowLabel(row) : id}
                onToggle={onToggle}
                onPointer={onPointer}
              />
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </Table.Root>
    </Box>
  );
}

function sortIcon(direction: false | 'asc' | 'desc') {
  if (direction === 'asc') return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" opacity={0.4} />;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  getRowId,
  getRowLabel,
  state,
  onStateChange,
  isLoading = false,
  error = null,
  onRetry,
  emptyTitle = 'Nothing to show',
  emptyDescription,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  selectable = false,
  bulkActions,
  onSelectionChange,
  exportRows,
  exportFileName = 'export',
  onExport,
  onRowActivate,
  toolbarActions,
  maxHeight = '32rem',
  rowHeight = 41,
  columnVisibility,
  onColumnVisibilityChange,
}: DataTableProps<Row>) {
  const tableId = useId();
  // Handlers read the latest state through a ref so memoised rows need not re-render when it changes.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const emit = useCallback(
    (change: Partial<DataTableState>) => onStateChange({ ...stateRef.current, ...change }),
    [onStateChange],
  );

  const [ownVisibility, setOwnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((column) => column.hidden).map((column) => [column.id, false])),
  );
  const visibility: VisibilityState = columnVisibility ?? ownVisibility;
  const visibilityRef = useRef(visibility);
  useLayoutEffect(() => {
    visibilityRef.current = visibility;
  });
  const onVisibilityChange = useCallback(
    (updater: Updater<VisibilityState>) => {
      const next = typeof updater === 'function' ? updater(visibilityRef.current) : updater;
      visibilityRef.current = next;
      if (columnVisibility === undefined) setOwnVisibility(next);
      onColumnVisibilityChange?.(next);
    },
    [columnVisibility, onColumnVisibilityChange],
  );
  const [selection, setSelection] = useState<ReadonlyMap<string, Row>>(() => new Map());
  const [exporting, setExporting] = useState(false);

  const columnDefs = useMemo<ColumnDef<Row, unknown>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.value,
        enableSorting: column.sortable !== false,
        enableHiding: column.hideable !== false,
      })),
    [columns],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the table is read fresh each render.
  const table = useReactTable<Row>({
    data: rows,
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: true,
    // Every column sorts ascending first, whatever its type: predictable for users and for the URL.
    sortDescFirst: false,
    state: { sorting: state.sort, columnVisibility: visibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const sort = typeof updater === 'function' ? updater(stateRef.current.sort) : updater;
      emit({
        sort: sort.map(({ id, desc }) => ({ id, desc })),
        page: { ...stateRef.current.page, index: 0 },
      });
    },
    onColumnVisibilityChange: onVisibilityChange,
  });

  const columnById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  // Memoised so the rows (memo components) re-render only when the shown columns change.
  const visibleColumns = useMemo(
    () => columns.filter((column) => visibility[column.id] !== false),
    [columns, visibility],
  );
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  const updateSelection = useCallback(
    (next: ReadonlyMap<string, Row>) => {
      setSelection(next);
      onSelectionChange?.([...next.values()]);
    },
    [onSelectionChange],
  );
  const selectionRef = useRef(selection);
  useLayoutEffect(() => {
    selectionRef.current = selection;
  });
  const toggleRow = useCallback(
    (row: Row) => {
      const next = new Map(selectionRef.current);
      const id = getRowId(row);
      if (next.has(id)) next.delete(id);
      else next.set(id, row);
      updateSelection(next);
    },
    [getRowId, updateSelection],
  );
  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const selectedOnPage = pageIds.filter((id) => selection.has(id)).length;
  const allOnPage = rows.length > 0 && selectedOnPage === rows.length;
  const headerCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerCheckbox.current) headerCheckbox.current.indeterminate = selectedOnPage > 0 && !allOnPage;
  });
  const togglePage = () => {
    const next = new Map(selection);
    rows.forEach((row, index) => {
      const id = pageIds[index] as string;
      if (allOnPage) next.delete(id);
      else next.set(id, row);
    });
    updateSelection(next);
  };

  const viewKey = JSON.stringify([state.sort, state.filters, state.search, state.page]);

  const deliver = (scope: DataTableExportScope, list: Row[]) => {
    const file: DataTableExport = {
      scope,
      fileName: `${exportFileName}-${scope}.csv`,
      csv: rowsToCsv(list, visibleColumns),
      rowCount: list.length,
    };
    if (onExport) onExport(file);
    else downloadCsv(file.fileName, file.csv);
  };
  const exportFiltered = async () => {
    if (!exportRows) return;
    setExporting(true);
    try {
      deliver('filtered', await exportRows());
    } catch (reason) {
      toaster.create({
        type: 'error',
        title: 'Export failed',
        description: reason instanceof Error ? reason.message : 'The rows could not be read.',
      });
    } finally {
      setExporting(false);
    }
  };

  const pages = pageCount(total, state.page.size);
  const pageIndex = Math.min(state.page.index, pages - 1);
  const goToPage = (index: number) =>
    emit({ page: { ...state.page, index: Math.min(Math.max(index, 0), pages - 1) } });
  const from = total === 0 ? 0 : pageIndex * state.page.size + 1;
  const to = Math.min(total, pageIndex * state.page.size + rows.length);
  const filtering = state.search !== '' || state.filters.length > 0;
  const filterColumns = columns.filter((column) => column.filter);
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());

  let body: ReactNode;
  if (error) {
    body = <ErrorState title={`${label} could not be loaded`} message={error} onRetry={onRetry} />;
  } else if (isLoading && rows.length === 0) {
    body = (
      <TableSkeleton
        status={`Loading ${label.toLowerCase()}…`}
        headers={visibleColumns.map((column) => column.header)}
        selectable={selectable}
      />
    );
  } else if (total === 0 || rows.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={filtering ? 'No rows match these filters' : emptyTitle}
        description={filtering ? 'Change the search or clear the filters to see more.' : emptyDescription}
        actions={
          filtering ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => emit({ search: '', filters: [], page: { ...state.page, index: 0 } })}
            >
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const headerRow = (
      <Table.Header>
        <Table.Row aria-rowindex={1}>
          {selectable && (
            <Table.ColumnHeader w="10" py="0">
              <chakra.input
                ref={headerCheckbox}
                type="checkbox"
                boxSize="4"
                accentColor="colorPalette.solid"
                cursor="pointer"
                aria-label="Select all rows on this page"
                checked={allOnPage}
                onChange={togglePage}
              />
            </Table.ColumnHeader>
          )}
          {headers.map((header) => {
            const column = columnById.get(header.column.id);
            if (!column) return null;
            const direction = header.column.getIsSorted();
            const priority = state.sort.length > 1 ? header.column.getSortIndex() + 1 : 0;
            return (
              <Table.ColumnHeader
                key={header.id}
                w={column.width}
                textAlign={column.align === 'end' ? 'end' : 'start'}
                whiteSpace="nowrap"
                aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {header.column.getCanSort() ? (
                  <chakra.button
                    type="button"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontWeight="inherit"
                    rounded="l1"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                    onClick={header.column.getToggleSortingHandler()}
                    title="Sort (shift-click to add to the sort)"
                  >
                    {column.header}
                    {sortIcon(direction)}
                    {priority > 0 && direction && (
                      <Text as="span" textStyle="2xs" color="fg.muted">
                        {priority}
                      </Text>
                    )}
                  </chakra.button>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
    );
    body = (
      <VirtualGrid
        label={label}
        tableId={tableId}
        total={total}
        rows={rows}
        pageIds={pageIds}
        columns={visibleColumns}
        header={headerRow}
        selectable={selectable}
        selection={selection}
        onToggle={toggleRow}
        onRowActivate={onRowActivate}
        getRowLabel={getRowLabel}
        firstRowIndex={pageIndex * state.page.size + 2}
        viewKey={viewKey}
        isLoading={isLoading}
        maxHeight={maxHeight}
        rowHeight={rowHeight}
      />
    );
  }

  return (
    <Stack gap="3" minW="0" colorPalette="brand">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={`${label} search and filters`}>
        <SearchBox
          label={`Search ${label.toLowerCase()}`}
          value={state.search}
          onCommit={(search) => emit({ search, page: { ...stateRef.current.page, index: 0 } })}
        />
        {filterColumns.map((column) => {
          const current = state.filters.find((filter) => filter.id === column.id)?.value ?? '';
          const commit = (value: string) =>
            emit({
              filters: withFilter(stateRef.current.filters, column.id, value),
              page: { ...stateRef.current.page, index: 0 },
            });
          return column.filter?.kind === 'select' ? (
            <NativeSelect.Root key={column.id} size="sm" flex="1 1 9rem" maxW={{ md: '12rem' }}>
              <NativeSelect.Field
                aria-label={`Filter by ${column.header.toLowerCase()}`}
                value={current}
                onChange={(event) => commit(event.target.value)}
              >
                <option value="">All {column.header.toLowerCase()}</option>
                {column.filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <TextFilter
              key={column.id}
              label={`Filter by ${column.header.toLowerCase()}`}
              value={current}
              onCommit={commit}
            />
          );
        })}
        <HStack gap="2" ms={{ md: 'auto' }} wrap="wrap">
          {hideableColumns.length > 0 && (
            <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button size="sm" variant="outline">
                  <Columns3 aria-hidden="true" /> Columns
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.ItemGroup>
                      <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
                      {hideableColumns.map((column) => (
                        <Menu.CheckboxItem
                          key={column.id}
                          value={column.id}
                          checked={column.getIsVisible()}
                          onCheckedChange={(checked) => column.toggleVisibility(checked)}
                        >
                          {columnById.get(column.id)?.header ?? column.id}
                          <Menu.ItemIndicator />
                        </Menu.CheckboxItem>
                      ))}
                    </Menu.ItemGroup>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
          {exportRows && (
            <Button
              size="sm"
              variant="outline"
              loading={exporting}
              loadingText="Exporting…"
              disabled={total === 0}
              onClick={exportFiltered}
            >
              <Download aria-hidden="true" /> Export CSV
            </Button>
          )}
          {toolbarActions}
        </HStack>
      </Flex>

      {selectable && selection.size > 0 && (
        <Flex
          role="region"
          aria-label="Bulk actions"
          gap="2"
          wrap="wrap"
          align="center"
          px="3"
          py="2"
          rounded="l2"
          bg="colorPalette.subtle"
          borderWidth="1px"
          borderColor="colorPalette.muted"
        >
          <Text fontWeight="medium" me="auto">
            {selection.size.toLocaleString('en-IN')} selected
          </Text>
          <Button size="xs" variant="outline" onClick={() => deliver('selected', [...selection.values()])}>
            <Download aria-hidden="true" /> Export selected
          </Button>
          {bulkActions?.({ selected: [...selection.values()], clear: () => updateSelection(new Map()) })}
          <Button size="xs" variant="ghost" onClick={() => updateSelection(new Map())}>
            <X aria-hidden="true" /> Clear selection
          </Button>
        </Flex>
      )}

      {body}

      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {total === 0
            ? 'No rows'
            : `${from.toLocaleString('en-IN')}–${to.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`}
        </Text>
        <HStack gap="2" wrap="wrap">
          <HStack gap="2">
            <chakra.label htmlFor={`${tableId}-size`} textStyle="sm" whiteSpace="nowrap">
              Rows per page
            </chakra.label>
            <NativeSelect.Root size="xs" w="auto">
              <NativeSelect.Field
                id={`${tableId}-size`}
                value={String(state.page.size)}
                onChange={(event) => emit({ page: { index: 0, size: Number(event.target.value) } })}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <HStack gap="1" as="nav" aria-label={`${label} pages`}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="First page"
              disabled={pageIndex === 0}
              onClick={() => goToPage(0)}
            >
              <ChevronsLeft />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="Previous page"
              disabled={pageIndex === 0}
              onClick={() => goToPage(pageIndex - 1)}
            >
              <ChevronLeft />
            </IconButton>
            <Text textStyle="sm" whiteSpace="nowrap" px="1">
              Page {pageIndex + 1} of {pages}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="Next page"
              disabled={pageIndex >= pages - 1}
              onClick={() => goToPage(pageIndex + 1)}
            >
              <ChevronRight />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="Last page"
              disabled={pageIndex >= pages - 1}
              onClick={() => goToPage(pages - 1)}
            >
              <ChevronsRight />
            </IconButton>
          </HStack>
        </HStack>
      </Flex>
    </Stack>
  );
}
