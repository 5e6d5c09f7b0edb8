/**
 * One room's BOQ lines in the editable grid, saved cell by cell with the row's version: a wrong
 * cell keeps what was typed with the message beside it and is not sent; a line someone else saved
 * meanwhile is reloaded with a message; a line a sent or approved quotation uses is read-only and
 * says which quotation. Deleting asks first.
 */
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog, toaster } from '@/ui';
import { EditableGrid, type GridColumn } from '@/ui/components/editable-grid/editable-grid';
import { isDataSourceError } from '@/services/backend';
import {
  BOQ_ITEM_TYPES,
  BOQ_LABELS,
  BOQ_STATUSES,
  MEASURE_UNITS,
  useDeleteBoqLine,
  useInvalidateBoq,
  useSaveBoqCells,
  type BoqLine,
} from '@/services/commercials';
import { cellError, cellValue, gridErrors, rowOfLine, type BoqCell, type BoqRow } from './boq-model';

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: BOQ_LABELS[value] ?? value }));

export const BOQ_COLUMNS: readonly GridColumn<BoqRow>[] = [
  { key: 'item_code', header: 'Item code', width: '28' },
  { key: 'trade_category', header: 'Trade', width: '28' },
  { key: 'item_type', header: 'Type', type: 'select', options: options(BOQ_ITEM_TYPES), width: '32' },
  { key: 'description', header: 'Description', width: '64' },
  { key: 'length_mm', header: 'Length', type: 'number', unit: 'mm', width: '20' },
  { key: 'breadth_mm', header: 'Breadth', type: 'number', unit: 'mm', width: '20' },
  { key: 'height_mm', header: 'Height', type: 'number', unit: 'mm', width: '20' },
  { key: 'quantity', header: 'Quantity', type: 'number', width: '20' },
  { key: 'unit', header: 'Unit', type: 'select', options: options(MEASURE_UNITS), width: '24' },
  { key: 'client_rate', header: 'Client rate', type: 'number', unit: '₹', width: '24' },
  { key: 'budget_rate', header: 'Budget rate', type: 'number', unit: '₹', width: '24' },
  { key: 'hsn', header: 'HSN', width: '20' },
  { key: 'gst_rate', header: 'GST', type: 'number', unit: '%', width: '16' },
  { key: 'discount_percent', header: 'Discount', type: 'number', unit: '%', width: '16' },
  { key: 'status', header: 'Status', type: 'select', options: options(BOQ_STATUSES), width: '28' },
];

const EMPTY_ROW: BoqRow = {
  id: 'new',
  item_code: '',
  trade_category: '',
  item_type: 'production',
  description: '',
  length_mm: '',
  breadth_mm: '',
  height_mm: '',
  quantity: '',
  unit: 'nos',
  client_rate: '',
  budget_rate: '',
  hsn: '',
  gst_rate: '18',
  discount_percent: '0',
  status: 'draft',
};

export function lockNote(line: Pick<BoqLine, 'locked_by_reference' | 'locked_by_status'>): string | null {
  if (!line.locked_by_reference) return null;
  return `Used by ${line.locked_by_reference} (${line.locked_by_status ?? 'sent'})`;
}

export interface BoqRoomGridProps {
  projectId: string;
  room: string;
  lines: readonly BoqLine[];
  /** Per line, its cell saves in flight (the page's, so "Create quotation" can wait for them). */
  saving: Map<string, Promise<void>>;
  canEdit: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onAddLine: () => void;
}

export function BoqRoomGrid({
  projectId,
  room,
  lines,
  saving,
  canEdit,
  selected,
  onSelectedChange,
  onAddLine,
}: BoqRoomGridProps) {
  // What was typed and not saved yet, by line and cell; shown over the lines as loaded.
  const [dirty, setDirty] = useState<Record<string, Partial<Record<BoqCell, string>>>>({});
  const [deleting, setDeleting] = useState<BoqLine | null>(null);
  const save = useSaveBoqCells(projectId);
  // Per line: the save in flight (the next waits for it, in `saving`) and the version the last save
  // returned.
  const savedVersion = useRef(new Map<string, number>());
  const remove = useDeleteBoqLine(projectId);
  const reload = useInvalidateBoq(projectId);
  const byId = useMemo(() => new Map(lines.map((line) => [line.id, line])), [lines]);
  const rows = useMemo(
    () => lines.map((line) => ({ ...rowOfLine(line), ...dirty[line.id] }) as BoqRow),
    [lines, dirty],
  );
  const errors = useMemo(() => gridErrors(rows), [rows]);

  const forget = (id: string, cell: BoqCell) =>
    setDirty((current) => {
      const { [cell]: _dropped, ...rest } = current[id] ?? {};
      return { ...current, [id]: rest };
    });

  const onRowsChange = (next: BoqRow[]) => {
    setDirty((current) => {
      const updated = { ...current };
      for (const row of next) {
        const line = byId.get(row.id);
        if (!line) continue;
        const original = rowOfLine(line);
        const changes: Partial<Record<BoqCell, string>> = {};
        for (const cell of Object.keys(row) as (keyof BoqRow)[]) {
          if (cell !== 'id' && row[cell] !== original[cell]) changes[cell] = row[cell];
        }
        updated[row.id] = changes;
      }
      return updated;
    });
  };

  const commit = (row: BoqRow, cell: keyof BoqRow, raw: string | boolean) => {
    if (cell === 'id' || typeof raw !== 'string') return;
    const line = byId.get(row.id);
    if (!line || line.locked_by_quotation_id || !canEdit) return;
    if (cellError(cell, raw) !== null) return;
    const value = cellValue(cell, raw);
    const onError = (error: unknown) => {
      if (isDataSourceError(error) && error.kind === 'conflict') {
        forget(line.id, cell);
        void reload();
        toaster.create({
          type: 'warning',
          title: `${line.item_code} was changed by someone else`,
          description:
            'The line was reloaded with their changes; make your change again if it still applies.',
        });
      } else {
        toaster.create({
          type: 'error',
          title: `${line.item_code} was not saved`,
          description: error instanceof Error ? error.message : String(error),
        });
      }
    };
    // Saves of one line run one after another, each with the version the save before it returned: two
    // cells left in quick succession are two saves of one row, and the second must not be refused as
    // someone else's change because the first had not come back yet.
    const previous = saving.get(line.id) ?? Promise.resolve();
    const next = previous.then(() =>
      save
        .mutateAsync({
          id: line.id,
          version: Math.max(line.version, savedVersion.current.get(line.id) ?? 0),
          changes: { [cell]: value },
        })
        .then((version) => {
          savedVersion.current.set(line.id, version);
          forget(line.id, cell);
        }, onError),
    );
    saving.set(line.id, next);
  };

  return (
    <>
      <EditableGrid<BoqRow>
        label={`BOQ lines of ${room}`}
        columns={BOQ_COLUMNS}
        rows={rows}
        onRowsChange={onRowsChange}
        createRow={() => ({ ...EMPTY_ROW })}
        errors={errors}
        rowLabel={(row) => byId.get(row.id)?.item_code ?? row.item_code}
        addLabel="Add blank line"
        onAddRow={onAddLine}
        onCellCommit={commit}
        isRowReadOnly={(row) => !canEdit || Boolean(byId.get(row.id)?.locked_by_quotation_id)}
        rowNote={(row) => {
          const line = byId.get(row.id);
          return line ? lockNote(line) : null;
        }}
        onDeleteRow={(row) => setDeleting(byId.get(row.id) ?? null)}
        selection={{ selected, onChange: onSelectedChange }}
        allowPaste={false}
        allowDuplicate={false}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.item_code ?? 'line'}?`}
        description={deleting ? `${deleting.description} goes from the ${room} BOQ.` : undefined}
        confirmLabel="Delete line"
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toaster.create({ type: 'success', title: `${deleting.item_code} deleted` });
        }}
      />
    </>
  );
}
