import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopList } from '../../../src/ui/components/top-list/top-list';

const meta = {
  title: 'UI/Widgets/TopList',
  component: TopList,
  args: {
    title: 'Most-cut panels',
    format: (sheets: number) => `${sheets} sheets`,
    limit: 3,
    entries: [
      { id: 'mr-12', label: 'MR plywood 12 mm', value: 218 },
      { id: 'bwp-18', label: 'BWP plywood 18 mm', detail: '8 × 4 ft', value: 412 },
      { id: 'acrylic', label: 'Acrylic 1.5 mm', value: 41 },
      { id: 'mdf-18', label: 'HDHMR 18 mm', value: 356 },
    ],
  },
} satisfies Meta<typeof TopList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RankedAndLimited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    // Sorted by value, cut to the limit: the smallest entry is left out.
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('1.BWP plywood 18 mm412 sheets8 × 4 ft');
    await expect(items[1]).toHaveTextContent('2.HDHMR 18 mm356 sheets');
    await expect(items[2]).toHaveTextContent('3.MR plywood 12 mm218 sheets');
    await expect(canvas.queryByText('Acrylic 1.5 mm')).toBeNull();
  },
};
