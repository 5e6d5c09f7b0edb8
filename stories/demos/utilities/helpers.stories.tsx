import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HelpersDemo } from '../../../src/ui/demos/utilities/helpers-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Helpers',
  component: HelpersDemo,
} satisfies Meta<typeof HelpersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Helpers');
    await expectNoPageOverflow();
    // The visually hidden word names the icon button; its context describes it.
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAccessibleDescription('Draft quotation Q-2026-0150');
    await expect(canvas.getByText('Delete').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('link', { name: 'Iyer apartment' })).toHaveAttribute(
      'href',
      '#project-iyer',
    );
  },
};

export const NarrowDark: Story = { ...narrowDark };
