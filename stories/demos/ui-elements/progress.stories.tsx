import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressDemo } from '../../../src/ui/demos/ui-elements/progress-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Progress',
  component: ProgressDemo,
} satisfies Meta<typeof ProgressDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Progress');
    await expectNoPageOverflow();
    await expect(canvas.getByRole('progressbar', { name: 'Parts cut' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Design stage' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    // Indeterminate bars and circles give no value.
    await expect(
      canvas.getByRole('progressbar', { name: 'Optimizing the cutting plan' }),
    ).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('progressbar', { name: 'Syncing stock' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const NarrowDark: Story = { ...narrowDark };
