import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@chakra-ui/react';
import {
  MessageDialog,
  type MessageDialogProps,
} from '../../../src/ui/components/message-dialog/message-dialog';

function Harness(props: Omit<MessageDialogProps, 'open' | 'onOpenChange'> & { onClosed: () => void }) {
  const { onClosed, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show message</Button>
      <MessageDialog
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Overlays/MessageDialog',
  component: Harness,
  args: {
    tone: 'success',
    title: 'Quotation sent',
    description: 'QT-2311 was emailed to Anita Sharma.',
    onClosed: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show message' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Quotation sent' });
    await expect(dialog).toHaveTextContent('QT-2311 was emailed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledTimes(1));
  },
};

export const ClosesByItself: Story = {
  args: { tone: 'info', title: 'Saving the cutting plan', description: undefined, autoCloseMs: 1500 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show message' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Saving the cutting plan' });
    await waitFor(() => expect(within(dialog).getByText(/Closes in \d second/)).toBeVisible());
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

export const ErrorDark: Story = {
  args: { tone: 'error', title: 'Payment failed', description: 'The bank refused the card.' },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show message' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Payment failed' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
