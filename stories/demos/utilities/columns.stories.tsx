import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColumnsDemo } from '../../../src/ui/demos/utilities/columns-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Columns',
  component: ColumnsDemo,
} satisfies Meta<typeof ColumnsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Columns');
    await expectNoPageOverflow();
    // From lg up the rooms sit four to a row.
    const rooms = ['Living room', 'Kitchen', 'Master bedroom', 'Kids bedroom'].map((room) =>
      canvas.getByText(room),
    );
    const tops = rooms.map((room) => Math.round(room.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const NarrowDark: Story = {
  ...narrowDark,
  play: async ({ canvasElement }) => {
    await narrowDark.play();
    // On a phone they stack.
    const canvas = within(canvasElement);
    const [first, second] = ['Living room', 'Kitchen'].map((room) =>
      canvas.getByText(room).getBoundingClientRect(),
    );
    await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};
