import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlexDemo } from '../../../src/ui/demos/utilities/flex-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Flex',
  component: FlexDemo,
} satisfies Meta<typeof FlexDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Flex');
    await expectNoPageOverflow();
    // order: the item written second is drawn first.
    const first = canvas.getByText('First in code').getBoundingClientRect();
    const second = canvas.getByText('Second in code').getBoundingClientRect();
    await expect(second.left).toBeLessThan(first.left);
  },
};

export const NarrowDark: Story = { ...narrowDark };
