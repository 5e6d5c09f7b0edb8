/**
 * Columns the dashboard's report tables share: a row's name (always shown, often a link to the list
 * behind it) and its figures (right-aligned, sortable, left out of the free-text search).
 */
import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn } from '@/ui';

/** A figure: `read` sorts and exports it, `format` shows it (given the row too, e.g. for its unit). */
export function figureColumn<Row, Value extends number | null = number>(
  id: string,
  header: string,
  read: (row: Row) => Value,
  format: (value: Value, row: Row) => string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    align: 'end',
    sortable: true,
    searchable: false,
    value: read,
    cell: (row) => format(read(row), row),
  };
}

/** The row's name, the column a report table starts with: always shown, sortable, often a link. */
export function nameColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  cell: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return { id, header, hideable: false, sortable: true, value, cell };
}

export function RowLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A link to the row's list where it has one (`to`), else the name in muted text. */
export function RowLinkOrName({ to, children }: { to: string | null; children: string }) {
  return to === null ? <Text color="fg.muted">{children}</Text> : <RowLink to={to}>{children}</RowLink>;
}
