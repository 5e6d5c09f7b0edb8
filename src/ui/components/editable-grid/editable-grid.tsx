/**
 * A spreadsheet-like grid for entering rows: typed cells (text, number, select, checkbox), add,
 * duplicate and delete rows, paste a block copied from a spreadsheet into any cell (rows are added
 * as needed), and a message under each cell the caller marks as wrong. Knows nothing about what the
 * rows are; cells hold what was typed.
 */
import { Box, Button, HStack, IconButton, Input, NativeSelect, Table, Text, chakra } from '@chakra-ui/react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useId, type ClipboardEvent } from 'react';

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
}: EditableGridProps<Row>) {
  const gridId = useId();

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
    onRowsChange(rows.filter((_, i) => i !== rowIndex));
  };

  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
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
              return (
                <Table.Row key={row.id} data-invalid={Object.keys(rowErrors).length > 0 || undefined}>
                  {columns.map((column, columnIndex) => {
                    const value = (row as Record<string, unknown>)[column.key];
                    const message = rowErrors[column.key];
                    const messageId = `${gridId}-${row.id}-${column.key}-error`;
                    const common = {
                      'aria-label': `${column.header} of ${name}`,
                      'aria-invalid': message ? true : undefined,
                      'aria-describedby': message ? messageId : undefined,
                      onPaste: (e: ClipboardEvent<HTMLElement>) => onPaste(e, rowIndex, columnIndex),
                    } as const;
                    return (
                      <Table.Cell key={column.key} verticalAlign="top" py="1.5">
                        {column.type === 'checkbox' ? (
                          <Checkbox
                            type="checkbox"
                            checked={value === true}
                            onChange={(e) => setCell(rowIndex, column.key, e.currentTarget.checked)}
                            boxSize="4"
                            accentColor="brand.solid"
                            mt="2"
                            {...common}
                          />
                        ) : column.type === 'select' ? (
                          <NativeSelect.Root size="xs">
                            <NativeSelect.Field
                              value={String(value ?? '')}
                              onChange={(e) => setCell(rowIndex, column.key, e.currentTarget.value)}
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
                            onChange={(e) => setCell(rowIndex, column.key, e.currentTarget.value)}
                            borderColor={message ? 'border.error' : undefined}
                            {...common}
                          />
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
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={`Duplicate ${name}`}
                        onClick={() => duplicate(rowIndex)}
                      >
                        <Copy />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Delete ${name}`}
                        onClick={() => remove(rowIndex)}
                      >
                        <Trash2 />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack mt="2" justify="space-between" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onRowsChange([...rows, createRow()])}>
          <Plus /> {addLabel}
        </Button>
        <Text textStyle="xs" color="fg.muted">
          {rows.length} {rows.length === 1 ? 'row' : 'rows'} · paste cells from a spreadsheet into any cell
        </Text>
      </HStack>
    </Box>
  );
}
