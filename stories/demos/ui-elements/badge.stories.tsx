import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeDemo } from '../../../src/ui/demos/ui-elements/badge-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Badge',
  component: BadgeDemo,
} satisfies Meta<typeof BadgeDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Badge');
    await expectNoPageOverflow();
    // The count is part of the button's name, so it is not lost to screen-reader users.
    await expect(canvas.getByRole('button', { name: 'Follow-ups due 7' })).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
