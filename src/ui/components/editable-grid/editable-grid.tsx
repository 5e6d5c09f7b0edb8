/**
 * A spreadsheet-like grid for entering rows: typed cells (text, number, select, checkbox), add,
 * duplicate and delete rows, paste a block copied from a spreadsheet into any cell (rows are added
 * as needed), and a message under each cell the caller marks as wrong. Knows nothing about what the
 * rows are; cells hold what was typed.
 *
 * For grids saved cell by cell (the BOQ): `onCellCommit` fires when a changed cell is left (blur,
 * Enter) or a select or checkbox changes; ArrowUp/ArrowDown and Enter move to the same column of the
 * row above or below; `isRowReadOnly` and `rowNote` lock a row and say why; `onAddRow` and
 * `onDeleteRow` replace the built-in add and delete (e.g. to save first or to confirm); `selection`
 * adds a checkbox per row; `allowPaste={false}` and `allowDuplicate={false}` turn those off.
 */
import { Box, Button, HStack, IconButton, Input, NativeSelect, Table, Text, chakra } from '@chakra-ui/react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface GridColumn<Row> {
  readonly key: Extract<keyof Row, string>;
  readonly header: string;
  readonly type?: 'text' | 'number' | 'select' | 'checkbox';
  /** Shown in the header, e.g. "mm". */
  readonly unit?: string;
  readonly options?: readonly { value: string; label: string }[];
  readonly width?: string;
}

export interface EditableGridProps<Row extends { id: string }> {
  /** Accessible name of the grid, e.g. "Parts". */
  readonly label: string;
  readonly columns: readonly GridColumn<Row>[];
  readonly rows: readonly Row[];
  readonly onRowsChange: (rows: Row[]) => void;
  readonly createRow: () => Row;
  /** Messages by row id and column key. */
  readonly errors?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** How a row is named to assistive technology; default "row N". */
  readonly rowLabel?: (row: Row, index: number) => string;
  readonly addLabel?: string;
  /** A changed cell was left or a select/checkbox changed: save it. */
  readonly onCellCommit?: (row: Row, key: Extract<keyof Row, string>, value: string | boolean) => void;
  /** Rows shown read-only (no edits, no delete), e.g. used by a sent quotation. */
  readonly isRowReadOnly?: (row: Row) => boolean;
  /** Shown under the row's first cell, e.g. why it is locked. */
  readonly rowNote?: (row: Row) => ReactNode;
  /** Replaces adding a blank row locally. */
  readonly onAddRow?: () => void;
  /** Replaces removing the row locally (e.g. ask first, then delete it in the database). */
  readonly onDeleteRow?: (row: Row) => void;
  /** A checkbox per row ("Select row N"). */
  readonly selection?: {
    readonly selected: ReadonlySet<string>;
    readonly onChange: (next: Set<string>) => void;
  };
  readonly allowPaste?: boolean;
  readonly allowDuplicate?: boolean;
}

const Checkbox = chakra('input');

const truthy = (value: string): boolean => /^(y|yes|true|1|x|locked)$/i.test(value.trim());

/** Tab-separated text as copied from a spreadsheet. */
function parseBlock(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.split('\t'));
}

export function EditableGrid<Row extends { id: string }>({
  label,
  columns,
  rows,
  onRowsChange,
  createRow,
  errors = {},
  rowLabel = (_row, index) => `row ${index + 1}`,
  addLabel = 'Add row',
  onCellCommit,
  isRowReadOnly,
  rowNote,
  onAddRow,
  onDeleteRow,
  selection,
  allowPaste = true,
  allowDuplicate = true,
}: EditableGridProps<Row>) {
  const gridId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  // The value a cell had when it took focus, to commit only what changed.
  const focusValue = useRef<string | null>(null);

  const cellSelector = (rowIndex: number, columnIndex: number) =>
    `[data-grid-cell="${rowIndex}:${columnIndex}"]`;

  const moveVertically = (rowIndex: number, columnIndex: number, step: number): boolean => {
    const target = tableRef.current?.querySelector<HTMLElement>(cellSelector(rowIndex + step, columnIndex));
    if (!target) return false;
    target.focus();
    if (target instanceof HTMLInputElement) target.select();
    return true;
  };

  const onCellKeyDown = (
    event: KeyboardEvent<HTMLElement>,
    rowIndex: number,
    columnIndex: number,
    isText: boolean,
  ): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isText) return;
      if (moveVertically(rowIndex, columnIndex, event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
    } else if (event.key === 'Enter' && isText) {
      event.preventDefault();
      if (!moveVertically(rowIndex, columnIndex, event.shiftKey ? -1 : 1)) event.currentTarget.blur();
    }
  };

  const setCell = (rowIndex: number, key: string, value: string | boolean): void => {
    onRowsChange(rows.map((row, i) => (i === rowIndex ? ({ ...row, [key]: value } as Row) : row)));
  };

  const coerce = (column: GridColumn<Row>, raw: string): string | boolean => {
    if (column.type === 'checkbox') return truthy(raw);
    if (column.type === 'select' && column.options) {
      const match = column.options.find(
        (o) =>
          o.value.toLowerCase() === raw.trim().toLowerCase() ||
          o.label.toLowerCase() === raw.trim().toLowerCase(),
      );
      return match?.value ?? column.options[0]?.value ?? '';
    }
    return raw.trim();
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>, rowIndex: number, columnIndex: number): void => {
    if (!allowPaste) return;
    const text = event.clipboardData.getData('text/plain');
    if (!text.includes('\t') && !text.includes('\n')) return;
    event.preventDefault();
    const block = parseBlock(text);
    const next = [...rows];
    block.forEach((cells, r) => {
      const target = rowIndex + r;
      while (next.length <= target) next.push(createRow());
      let row = { ...next[target]! } as Row;
      cells.forEach((raw, c) => {
        const column = columns[columnIndex + c];
        if (column === undefined) return;
        row = { ...row, [column.key]: coerce(column, raw) } as Row;
      });
      next[target] = row;
    });
    onRowsChange(next);
  };

  const duplicate = (rowIndex: number): void => {
    const copy = { ...rows[rowIndex]!, id: createRow().id } as Row;
    onRowsChange([...rows.slice(0, rowIndex + 1), copy, ...rows.slice(rowIndex + 1)]);
  };

  const remove = (rowIndex: number): void => {
    if (onDeleteRow) {
      onDeleteRow(rows[rowIndex]!);
      return;
    }
    onRowsChange(rows.filter((_, i) => i !== rowIndex));
  };

  const commitChange = (row: Row, key: Extract<keyof Row, string>, value: string | boolean): void => {
    onCellCommit?.(row, key, value);
  };

  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={label} ref={tableRef}>
          <Table.Header>
            <Table.Row>
              {selection && (
                <Table.ColumnHeader w="8">
                  <chakra.span srOnly>Selected</chakra.span>
                </Table.ColumnHeader>
              )}
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} minW={column.width ?? '24'} whiteSpace="nowrap">
                  {column.header}
                  {column.unit && (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' '}
                      ({column.unit})
                    </Text>
                  )}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader w="20">
                <chakra.span srOnly>Row actions</chakra.span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, rowIndex) => {
              const name = rowLabel(row, rowIndex);
              const rowErrors = errors[row.id] ?? {};
              const readOnly = isRowReadOnly?.(row) ?? false;
              const note = rowNote?.(row);
              return (
                <Table.Row
                  key={row.id}
                  data-invalid={Object.keys(rowErrors).length > 0 || undefined}
                  data-readonly={readOnly || undefined}
                  bg={readOnly ? 'bg.muted' : undefined}
                >
                  {selection && (
                    <Table.Cell verticalAlign="top" py="1.5">
                      <Checkbox
                        type="checkbox"
                        aria-label={`Select ${name}`}
                        checked={selection.selected.has(row.id)}
                        onChange={(e) => {
                          const next = new Set(selection.selected);
                          if (e.currentTarget.checked) next.add(row.id);
                          else next.delete(row.id);
                          selection.onChange(next);
                        }}
                        boxSize="4"
                        accentColor="brand.solid"
                        mt="2"
                      />
                    </Table.Cell>
                  )}
                  {columns.map((column, columnIndex) => {
                    const value = (row as Record<string, unknown>)[column.key];
                    const message = rowErrors[column.key];
                    const messageId = `${gridId}-${row.id}-${column.key}-error`;
                    const noteId = `${gridId}-${row.id}-note`;
                    const describedBy =
                      [message ? messageId : null, note && columnIndex === 0 ? noteId : null]
                        .filter(Boolean)
                        .join(' ') || undefined;
                    const isText = column.type !== 'checkbox' && column.type !== 'select';
                    const common = {
                      'aria-label': `${column.header} of ${name}`,
                      'aria-invalid': message ? true : undefined,
                      'aria-describedby': describedBy,
                      'data-grid-cell': `${rowIndex}:${columnIndex}`,
                      onPaste: (e: ClipboardEvent<HTMLElement>) => onPaste(e, rowIndex, columnIndex),
                      onKeyDown: (e: KeyboardEvent<HTMLElement>) =>
                        onCellKeyDown(e, rowIndex, columnIndex, isText),
                    } as const;
                    return (
                      <Table.Cell key={column.key} verticalAlign="top" py="1.5">
                        {column.type === 'checkbox' ? (
                          <Checkbox
                            type="checkbox"
                            checked={value === true}
                            disabled={readOnly}
                            onChange={(e) => {
                              const checked = e.currentTarget.checked;
                              setCell(rowIndex, column.key, checked);
                              commitChange(row, column.key, checked);
                            }}
                            boxSize="4"
                            accentColor="brand.solid"
                            mt="2"
                            {...common}
                          />
                        ) : column.type === 'select' ? (
                          <NativeSelect.Root size="xs" disabled={readOnly}>
                            <NativeSelect.Field
                              value={String(value ?? '')}
                              onChange={(e) => {
                                const next = e.currentTarget.value;
                                setCell(rowIndex, column.key, next);
                                commitChange(row, column.key, next);
                              }}
                              {...common}
                            >
                              {column.options?.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        ) : (
                          <Input
                            size="xs"
                            value={String(value ?? '')}
                            inputMode={column.type === 'number' ? 'decimal' : undefined}
                            textAlign={column.type === 'number' ? 'end' : undefined}
                            readOnly={readOnly}
                            onChange={(e) => setCell(rowIndex, column.key, e.currentTarget.value)}
                            onFocus={(e) => {
                              focusValue.current = e.currentTarget.value;
                            }}
                            onBlur={(e) => {
                              const next = e.currentTarget.value;
                              if (!readOnly && focusValue.current !== null && next !== focusValue.current) {
                                commitChange(row, column.key, next);
                              }
                              focusValue.current = null;
                            }}
                            borderColor={message ? 'border.error' : undefined}
                            {...common}
                          />
                        )}
                        {note && columnIndex === 0 && (
                          <Text id={noteId} textStyle="xs" color="fg.muted" mt="1" maxW="48">
                            {note}
                          </Text>
                        )}
                        {message && (
                          <Text id={messageId} textStyle="xs" color="red.fg" mt="1" maxW="48">
                            {message}
                          </Text>
                        )}
                      </Table.Cell>
                    );
                  })}
                  <Table.Cell py="1.5">
                    <HStack gap="1">
                      {allowDuplicate && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Duplicate ${name}`}
                          onClick={() => duplicate(rowIndex)}
                        >
                          <Copy />
                        </IconButton>
                      )}
                      {!readOnly && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Delete ${name}`}
                          onClick={() => remove(rowIndex)}
                        >
                          <Trash2 />
                        </IconButton>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack mt="2" justify="space-between" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => (onAddRow ? onAddRow() : onRowsChange([...rows, createRow()]))}
        >
          <Plus /> {addLabel}
        </Button>
        <Text textStyle="xs" color="fg.muted">
          {rows.length} {rows.length === 1 ? 'row' : 'rows'}
          {allowPaste
            ? ' · paste cells from a spreadsheet into any cell'
            : ' · Enter or arrow keys move between rows'}
        </Text>
      </HStack>
    </Box>
  );
}
