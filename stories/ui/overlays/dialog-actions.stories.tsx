import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DialogActions,
  type DialogActionsProps,
} from '../../../src/ui/components/dialog-frame/dialog-actions';

/** The footer of "Add room": laid out as DialogFrame's footer lays it out. */
function AddRoomFooter(props: DialogActionsProps) {
  return (
    <HStack justify="flex-end" gap="3" maxW="md">
      <DialogActions {...props} />
    </HStack>
  );
}

const meta = {
  title: 'UI/Overlays/DialogActions',
  component: AddRoomFooter,
  args: { children: 'Add room', onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof AddRoomFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CancelAndTheActionCallTheirHandlers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add room' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const BusyDisablesAndMarksTheAction: Story = {
  args: { busy: true, busyText: 'Adding room…' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The busy button says what is under way, so it stays named while its label is hidden.
    const action = canvas.getByRole('button', { name: 'Adding room…' });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAttribute('data-loading');
    // Leaving stays open while the action runs.
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const DisabledUntilThereIsSomethingToDo: Story = {
  args: { children: 'Import 0 parts', disabled: true, cancelLabel: 'Keep as it is' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Import 0 parts' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Keep as it is' })).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
