import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoResetButton } from '../../../src/ui/components/demo-reset/demo-reset-button';

const meta = {
  title: 'UI/Feedback/DemoResetButton',
  component: DemoResetButton,
  args: { subject: 'the to-do list', onReset: fn() },
} satisfies Meta<typeof DemoResetButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksBeforeResetting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo content' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reset demo content?' });
    await expect(dialog).toHaveTextContent('the to-do list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo content' }));
    await userEvent.click(await body.findByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
