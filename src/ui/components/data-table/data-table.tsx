/**
 * The one list component: a controlled view (sort, filters, search, page) that a page binds to the URL and a
 * service turns into a query. It renders only the rows it is given (one page), virtualised, so a page of
 * thousands still scrolls smoothly; selection, column visibility and CSV export are its own.
 */
import { Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { Download, SearchX, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { toaster } from '../toaster/toaster';
import { TableSkeleton } from './table-skeleton';
import { downloadCsv, rowsToCsv } from './csv';
import { DEFAULT_PAGE_SIZES, pageCount, type DataTableState } from './data-table-state';

import { SearchBox, TextFilter, withFilter } from './table-filters';
import { VirtualGrid } from './virtual-grid';
import { ColumnsMenu } from './columns-menu';
import { TableHeaderRow } from './table-header-row';
import { TablePagination } from './table-pagination';
import type { DataTableExport, DataTableExportScope, DataTableProps } from './data-table-props';

export type {
  DataTableBulkContext,
  DataTableColumnVisibility,
  DataTableExport,
  DataTableExportScope,
  DataTableProps,
} from './data-table-props';

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
      <TableHeaderRow
        headers={headers}
        columnById={columnById}
        multiSort={state.sort.length > 1}
        selectable={selectable}
        checkboxRef={headerCheckbox}
        allOnPage={allOnPage}
        onTogglePage={togglePage}
      />
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
            <ColumnsMenu columns={hideableColumns} headerOf={(id) => columnById.get(id)?.header ?? id} />
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

      <TablePagination
        label={label}
        tableId={tableId}
        total={total}
        from={from}
        to={to}
        pageSize={state.page.size}
        pageSizeOptions={pageSizeOptions}
        pageIndex={pageIndex}
        pages={pages}
        onPageSize={(size) => emit({ page: { index: 0, size } })}
        onPage={goToPage}
      />
    </Stack>
  );
}
