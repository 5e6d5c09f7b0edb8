/** The header row: the page's select-all box and each column's title, a sort button where it sorts. */
import { chakra, Table, Text } from '@chakra-ui/react';
import type { Header } from '@tanstack/react-table';
import type { RefObject } from 'react';
import type { DataTableColumn } from './data-table-state';
import { sortIcon } from './virtual-grid';

export interface TableHeaderRowProps<Row> {
  headers: Header<Row, unknown>[];
  columnById: ReadonlyMap<string, DataTableColumn<Row>>;
  /** More than one sort: each sorted column shows its place. */
  multiSort: boolean;
  selectable: boolean;
  checkboxRef: RefObject<HTMLInputElement | null>;
  allOnPage: boolean;
  onTogglePage: () => void;
}

export function TableHeaderRow<Row>({
  headers,
  columnById,
  multiSort,
  selectable,
  checkboxRef,
  allOnPage,
  onTogglePage,
}: TableHeaderRowProps<Row>) {
  return (
    <Table.Header>
      <Table.Row aria-rowindex={1}>
        {selectable && (
          <Table.ColumnHeader w="10" py="0">
            <chakra.input
              ref={checkboxRef}
              type="checkbox"
              boxSize="4"
              accentColor="colorPalette.solid"
              cursor="pointer"
              aria-label="Select all rows on this page"
              checked={allOnPage}
              onChange={onTogglePage}
            />
          </Table.ColumnHeader>
        )}
        {headers.map((header) => {
          const column = columnById.get(header.column.id);
          if (!column) return null;
          const direction = header.column.getIsSorted();
          const priority = multiSort ? header.column.getSortIndex() + 1 : 0;
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
}
