import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditableGrid, type GridColumn } from '../../../src/ui/components/editable-grid/editable-grid';

interface Board {
  id: string;
  name: string;
  length: string;
  finish: string;
  grain: boolean;
}

let next = 100;
const createBoard = (): Board => ({ id: `b${next++}`, name: '', length: '', finish: 'matt', grain: false });

const columns: GridColumn<Board>[] = [
  { key: 'name', header: 'Name' },
  { key: 'length', header: 'Length', type: 'number', unit: 'mm' },
  {
    key: 'finish',
    header: 'Finish',
    type: 'select',
    options: [
      { value: 'matt', label: 'Matt' },
      { value: 'gloss', label: 'Gloss' },
    ],
  },
  { key: 'grain', header: 'Grain', type: 'checkbox' },
];

function Harness({ onRowsChange }: { onRowsChange: (rows: Board[]) => void }) {
  const [rows, setRows] = useState<Board[]>([
    { id: 'b1', name: 'Side', length: '720', finish: 'matt', grain: false },
    { id: 'b2', name: 'Shelf', length: 'abc', finish: 'gloss', grain: true },
  ]);
  const errors = Object.fromEntries(
    rows
      .filter((r) => !/^\d+(\.\d+)?$/.test(r.length))
      .map((r) => [r.id, { length: 'Length must be a number above 0 mm.' }]),
  );
  return (
    <EditableGrid
      label="Boards"
      columns={columns}
      rows={rows}
      createRow={createBoard}
      errors={errors}
      rowLabel={(row, i) => row.name || `board ${i + 1}`}
      addLabel="Add board"
      onRowsChange={(r) => {
        setRows(r);
        onRowsChange(r);
      }}
    />
  );
}

const meta = {
  title: 'UI/Production/EditableGrid',
  component: Harness,
  args: { onRowsChange: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: 'Boards' });
    // The wrong cell says what is wrong, beside it.
    const shelfLength = canvas.getByRole('textbox', { name: 'Length of Shelf' });
    await expect(shelfLength).toHaveAttribute('aria-invalid', 'true');
    await expect(shelfLength).toHaveAccessibleDescription('Length must be a number above 0 mm.');
    await userEvent.clear(shelfLength);
    await userEvent.type(shelfLength, '564');
    await waitFor(() => expect(shelfLength).not.toHaveAttribute('aria-invalid'));

    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate Side' }));
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete Side' })[1]!);
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Add board' }));
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Grain of Side' }));
    await expect(canvas.getByRole('checkbox', { name: 'Grain of Side' })).toBeChecked();
    await expect(args.onRowsChange).toHaveBeenCalled();
  },
};

export const PasteFromSpreadsheet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: 'Boards' });
    // Paste a 3 x 4 block into the second row's name cell: one row is overwritten, two added.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name of Shelf' }));
    await userEvent.paste('Door\t716\tGloss\tyes\nBack\t896\tmatt\tno\nTop\t864\tGLOSS\t1');
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: 'Length of Door' })).toHaveValue('716');
    await expect(canvas.getByRole('combobox', { name: 'Finish of Top' })).toHaveValue('gloss');
    await expect(canvas.getByRole('checkbox', { name: 'Grain of Door' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Grain of Back' })).not.toBeChecked();
    const last = vi(args.onRowsChange);
    await expect(last.map((r) => r.name)).toEqual(['Side', 'Door', 'Back', 'Top']);
  },
};

function vi(mock: (rows: Board[]) => void): Board[] {
  const calls = (mock as unknown as { mock: { calls: Board[][][] } }).mock.calls;
  return calls[calls.length - 1]![0]!;
}

/** Saved cell by cell: a changed cell is committed when left, a locked row is read-only with its note. */
function CommitHarness({
  onCellCommit,
}: {
  onCellCommit: (row: Board, key: string, value: string | boolean) => void;
}) {
  const [rows, setRows] = useState<Board[]>([
    { id: 'c1', name: 'Side', length: '720', finish: 'matt', grain: false },
    { id: 'c2', name: 'Top', length: '900', finish: 'gloss', grain: false },
  ]);
  return (
    <EditableGrid
      label="Saved boards"
      columns={columns}
      rows={rows}
      createRow={createBoard}
      rowLabel={(row) => row.name}
      onRowsChange={setRows}
      onCellCommit={onCellCommit}
      isRowReadOnly={(row) => row.id === 'c2'}
      rowNote={(row) => (row.id === 'c2' ? 'Used by QT-2026-0007 (sent)' : null)}
      allowPaste={false}
      allowDuplicate={false}
    />
  );
}

export const SavedCellByCell: StoryObj<typeof CommitHarness> = {
  render: (args) => <CommitHarness {...args} />,
  args: { onCellCommit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const length = canvas.getByRole('textbox', { name: 'Length of Side' });
    await userEvent.clear(length);
    await userEvent.type(length, '730');
    // Enter commits the cell and moves to the same column of the next row.
    await userEvent.keyboard('{Enter}');
    await expect(args.onCellCommit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c1' }),
      'length',
      '730',
    );
    const locked = canvas.getByRole('textbox', { name: 'Length of Top' });
    await expect(locked).toHaveFocus();
    await expect(locked).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Name of Top' })).toHaveAccessibleDescription(
      'Used by QT-2026-0007 (sent)',
    );
    await expect(canvas.queryByRole('button', { name: 'Delete Top' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Duplicate Side' })).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    await expect(length).toHaveFocus();
  },
};
