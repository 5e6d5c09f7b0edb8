/**
 * MeasurementGrid with its rows held by the story: a negative length is refused with a message under
 * its cell and the row is not saved; once every cell is right, leaving a cell hands the row over.
 * Read-only, as a survey marked complete shows it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MeasurementGrid } from '../../../src/ui/components/measurement-grid/measurement-grid';
import type { MeasurementRow } from '../../../src/ui/components/measurement-grid/measurement-rules';

const KITCHEN: MeasurementRow = {
  id: 'm1',
  room: 'Kitchen',
  wall: 'North',
  length: '3400',
  breadth: '2600',
  height: '2950',
};

let counter = 0;
const blank = (): MeasurementRow => {
  counter += 1;
  return { id: `new-${counter}`, room: '', wall: '', length: '', breadth: '', height: '' };
};

function Grid({
  start,
  readOnly = false,
  onRowCommit,
}: {
  start: MeasurementRow[];
  readOnly?: boolean;
  onRowCommit: (row: MeasurementRow) => void;
}) {
  const [rows, setRows] = useState(start);
  return (
    <MeasurementGrid
      rows={rows}
      onRowsChange={setRows}
      onRowCommit={onRowCommit}
      onDeleteRow={(row) => setRows((current) => current.filter((other) => other.id !== row.id))}
      createRow={blank}
      readOnly={readOnly}
    />
  );
}

const meta = {
  title: 'UI/Data/MeasurementGrid',
  component: Grid,
  args: { start: [KITCHEN], onRowCommit: fn() },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RejectsANegativeMeasurement: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a room or wall' }));
    const room = canvas.getByRole('textbox', { name: 'Room of row 2' });
    await userEvent.type(room, 'Bedroom');
    await userEvent.tab();
    const length = canvas.getByRole('textbox', { name: 'Length of Bedroom' });
    await userEvent.type(length, '-4200');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('The length must be above zero')).toBeVisible());
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    // Blank required cells are named once the row was touched; nothing was handed over to save.
    await expect(canvas.getByText('Enter the breadth in mm')).toBeVisible();
    await expect(args.onRowCommit).not.toHaveBeenCalled();

    await userEvent.clear(length);
    await userEvent.type(length, '4200');
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Breadth of Bedroom' }), '3600');
    await userEvent.tab();
    await waitFor(() =>
      expect(args.onRowCommit).toHaveBeenCalledWith(
        expect.objectContaining({ room: 'Bedroom', length: '4200', breadth: '3600' }),
      ),
    );
    await expect(canvas.queryByText('The length must be above zero')).toBeNull();
  },
};

export const NumbersOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const height = canvas.getByRole('textbox', { name: 'Height of Kitchen North' });
    await userEvent.clear(height);
    await userEvent.type(height, '9ft');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Numbers only (mm)')).toBeVisible());
    await userEvent.clear(height);
    await userEvent.type(height, '25000');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('At most 20000 mm')).toBeVisible());
    await expect(args.onRowCommit).not.toHaveBeenCalled();
    // Enter moves down a row, as in a spreadsheet: here there is none, so the cell is left.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Room of Kitchen North' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Room of Kitchen North' })).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Room measurements' });
    await expect(within(table).getByRole('cell', { name: '3400' })).toBeVisible();
    await expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Add a room or wall' })).toBeNull();
  },
};
