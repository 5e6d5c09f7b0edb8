import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockLedger } from '../../../src/ui';

const meta = {
  title: 'UI/Production/StockLedger',
  component: StockLedger,
  args: {
    label: 'Ledger of HDHMR 18 mm',
    unit: 'sheet',
    formatTime: (iso: string) => iso.slice(0, 10),
    lines: [
      {
        id: 'm4',
        movedAt: '2026-11-20T10:00:00Z',
        kind: 'Adjustment',
        quantity: -1,
        balance: 21,
        note: 'Damaged in handling',
        by: 'Imran Shaikh',
      },
      {
        id: 'm3',
        movedAt: '2026-11-17T10:00:00Z',
        kind: 'Consumption',
        quantity: -6,
        balance: 22,
        reference: 'CP-2026-0041',
        by: 'Rahul Verma',
      },
      {
        id: 'm2',
        movedAt: '2026-11-12T10:00:00Z',
        kind: 'Offcut returned',
        quantity: 0.5,
        balance: 28,
        reference: 'CP-2026-0039',
        by: 'Rahul Verma',
      },
      {
        id: 'm1',
        movedAt: '2026-10-25T10:00:00Z',
        kind: 'Purchase',
        quantity: 27.5,
        balance: 27.5,
        reference: 'PO-2610-004',
        by: 'Suresh Patil',
      },
    ],
  },
} satisfies Meta<typeof StockLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunningBalance: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Ledger of HDHMR 18 mm' });
    const rows = within(table).getAllByRole('row');
    // Header, then newest first: the balance after each movement.
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('-1 sheet');
    await expect(rows[1]).toHaveTextContent('21');
    await expect(rows[1]).toHaveTextContent('Damaged in handling');
    await expect(rows[4]).toHaveTextContent('+27.5 sheet');
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No movements recorded yet.')).toBeVisible();
  },
};
