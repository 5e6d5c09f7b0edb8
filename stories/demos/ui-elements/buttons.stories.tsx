import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonsDemo } from '../../../src/ui/demos/ui-elements/buttons-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Buttons',
  component: ButtonsDemo,
} satisfies Meta<typeof ButtonsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Buttons');
    await expectNoPageOverflow();
    await userEvent.click(canvas.getByRole('button', { name: 'Save quotation' }));
    const busy = canvas.getByRole('button', { name: /Saving/ });
    await expect(busy).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Quotation Q-2026-0142 saved'));
    await expect(canvas.getByRole('button', { name: 'Save quotation' })).toBeEnabled();
    // Icon-only buttons are named.
    await expect(canvas.getByRole('button', { name: 'Delete site survey' })).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
