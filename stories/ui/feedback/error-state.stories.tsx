import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../../src/ui';

const retry = fn();

const meta = {
  title: 'UI/Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Quotations could not be loaded',
    message: 'The server did not answer. Check your connection.',
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Quotations could not be loaded');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: retry },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
