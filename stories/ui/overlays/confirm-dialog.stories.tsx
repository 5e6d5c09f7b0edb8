import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../../src/ui/components/confirm-dialog/confirm-dialog';

/** A delete button guarded by the dialog; `failFirst` makes the first attempt fail like a dropped connection. */
function DeleteDraft({ failFirst = false }: { failFirst?: boolean }) {
  const [open, setOpen] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        Delete draft quotation
      </Button>
      <Text role="status">{deleted ? 'Draft Q-2026-0150 deleted.' : ''}</Text>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete draft quotation?"
        description="Q-2026-0150 for the Iyer apartment will be removed. This cannot be undone."
        confirmLabel="Delete draft"
        tone="danger"
        onConfirm={async () => {
          setAttempts((count) => count + 1);
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (failFirst && attempts === 0) throw new Error('The server did not answer. Try again.');
          setDeleted(true);
        }}
      />
    </>
  );
}

const meta = { title: 'UI/Overlays/ConfirmDialog', component: DeleteDraft } satisfies Meta<
  typeof DeleteDraft
>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const StartsOnCancelAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete draft quotation' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('alertdialog', { name: 'Delete draft quotation?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    // The safe choice has focus, so Enter does not destroy anything by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const StaysOpenWithTheErrorWhenConfirmFails: Story = {
  args: { failFirst: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete draft quotation' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Delete draft quotation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server did not answer. Try again.',
    );
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft Q-2026-0150 deleted.');
  },
};
