import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CuttingSummary } from '../../../src/ui/components/cutting-summary/cutting-summary';

const meta = {
  title: 'UI/Production/CuttingSummary',
  component: CuttingSummary,
  args: {
    sheets: 13,
    offcutsUsed: 1,
    byMaterial: [
      { material: 'Prelam particle board', thickness: 18, sheets: 7, offcutsUsed: 1, lowerBound: 7 },
      { material: 'HDHMR laminated', thickness: 18, sheets: 3, offcutsUsed: 0, lowerBound: 2 },
      { material: 'HDF', thickness: 6, sheets: 3, offcutsUsed: 0, lowerBound: 2 },
    ],
    yieldRatio: 0.758,
    wasteArea: 6_400_000,
    reusableOffcutArea: 2_100_000,
    cutCount: 195,
    cutLength: 215_100,
    cost: 43_950,
    lowerBound: 11,
    gap: 2 / 11,
    unplacedCount: 0,
  },
} satisfies Meta<typeof CuttingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KitchenPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Plan summary' });
    await expect(within(summary).getByText('75.8%')).toBeInTheDocument();
    await expect(within(summary).getByText('plus 1 offcuts from stock')).toBeInTheDocument();
    await expect(within(summary).getByText('215.1 m of cutting')).toBeInTheDocument();
    await expect(within(summary).getByText('gap 18.2%')).toBeInTheDocument();
    const rows = within(summary).getAllByRole('row');
    // Header plus one row per material; only the carcass board meets its bound.
    await expect(rows).toHaveLength(4);
    await expect(within(summary).getAllByText('optimal')).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const BoundMetWithUnplacedParts: Story = {
  args: { sheets: 2, lowerBound: 2, gap: 0, unplacedCount: 3, offcutsUsed: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('met: no plan can use fewer sheets')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('3 parts were not cut');
  },
};
