import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { system } from '../../../src/ui';
import { BordersDemo } from '../../../src/ui/demos/utilities/borders-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Borders',
  component: BordersDemo,
} satisfies Meta<typeof BordersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Borders');
    await expectNoPageOverflow();
    const radii = system.tokens.categoryMap.get('radii');
    await expect(
      within(canvas.getByTestId('radii')).getAllByText(/^(none|full|l\d|\d?x?s|sm|md|lg|\d?xl)$/),
    ).toHaveLength(radii?.size ?? -1);
  },
};

export const NarrowDark: Story = { ...narrowDark };
