/** What a page gives DataTable, and what DataTable hands back (exports, bulk actions, column visibility). */
import { type ReactNode } from 'react';
import { type DataTableColumn, type DataTableState } from './data-table-state';

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
