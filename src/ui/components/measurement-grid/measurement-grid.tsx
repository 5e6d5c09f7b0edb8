/**
 * Room measurements of a site survey: room, wall, length, breadth and height in millimetres, typed
 * like a spreadsheet (Enter and the arrow keys move between rows, Tab across). Each cell is checked
 * as it is left (numbers only, above zero, within sane limits) with a message under it; a row is
 * handed to `onRowCommit` only when every cell of it is right. Read-only when the survey is locked.
 */
import { Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EditableGrid, type GridColumn } from '../editable-grid/editable-grid';
import { isMeasurementRowValid, measurementRowErrors, type MeasurementRow } from './measurement-rules';

export interface MeasurementGridProps {
  readonly rows: readonly MeasurementRow[];
  readonly onRowsChange: (rows: MeasurementRow[]) => void;
  /** A changed row whose cells are all right: save it. */
  readonly onRowCommit: (row: MeasurementRow) => void;
  readonly onDeleteRow: (row: MeasurementRow) => void;
  readonly createRow: () => MeasurementRow;
  /** Show the rows without editing (e.g. a survey marked complete). */
  readonly readOnly?: boolean;
  /** A message per row id from the last save (e.g. the database refused it). */
  readonly rowMessages?: Readonly<Record<string, string>>;
  readonly label?: string;
}

const COLUMNS: readonly GridColumn<MeasurementRow>[] = [
  { key: 'room', header: 'Room', width: '40' },
  { key: 'wall', header: 'Wall', width: '28' },
  { key: 'length', header: 'Length', type: 'number', unit: 'mm' },
  { key: 'breadth', header: 'Breadth', type: 'number', unit: 'mm' },
  { key: 'height', header: 'Height', type: 'number', unit: 'mm' },
];

export function MeasurementGrid({
  rows,
  onRowsChange,
  onRowCommit,
  onDeleteRow,
  createRow,
  readOnly = false,
  rowMessages = {},
  label = 'Room measurements',
}: MeasurementGridProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  if (readOnly) {
    return (
      <Table.Root size="sm" aria-label={label} variant="outline">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.key}>
                {column.header}
                {column.unit ? ` (${column.unit})` : ''}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length}>
                <Text color="fg.muted">No rooms were measured.</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.id}>
                {COLUMNS.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.type === 'number' ? 'end' : undefined}>
                    {row[column.key] || '—'}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    );
  }

  const errors = Object.fromEntries(
    rows.map((row) => [row.id, measurementRowErrors(row, touched.has(row.id))]),
  );

  return (
    <EditableGrid<MeasurementRow>
      label={label}
      columns={COLUMNS}
      rows={rows}
      onRowsChange={onRowsChange}
      createRow={createRow}
      errors={errors}
      rowLabel={(row, index) =>
        row.room.trim() ? `${row.room.trim()} ${row.wall.trim()}`.trim() : `row ${index + 1}`
      }
      addLabel="Add a room or wall"
      allowDuplicate={false}
      onDeleteRow={onDeleteRow}
      rowNote={(row) => rowMessages[row.id]}
      onCellCommit={(row, key, value) => {
        const next = { ...row, [key]: String(value) };
        setTouched((current) => new Set(current).add(row.id));
        if (isMeasurementRowValid(next)) onRowCommit(next);
      }}
    />
  );
}
