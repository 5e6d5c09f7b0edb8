import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogFrame } from '../../../src/ui/components/dialog-frame/dialog-frame';
import { FormField } from '../../../src/ui/components/form-field/form-field';

/** A follow-up note in a dialog; `withFooter` puts the buttons in the frame's footer instead of the form. */
function FollowUpNote({ withFooter = false }: { withFooter?: boolean }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const [note, setNote] = useState('');
  const save = () => {
    setSaved(note);
    setOpen(false);
  };
  const buttons = (
    <>
      <Button variant="outline" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      <Button type="submit" form="follow-up-note" colorPalette="brand">
        Save note
      </Button>
    </>
  );
  return (
    <>
      <Button
        onClick={() => {
          setNote('');
          setOpen(true);
        }}
      >
        Add a note for Iyer apartment
      </Button>
      <Text role="status">{saved ? `Saved: ${saved}` : ''}</Text>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title="Note for Iyer apartment"
        fresh
        {...(withFooter ? { footer: buttons } : {})}
      >
        <form
          id="follow-up-note"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack gap="4">
            <FormField label="Note">
              <Input value={note} onChange={(event) => setNote(event.target.value)} />
            </FormField>
            {withFooter ? null : (
              <Stack direction="row" justify="flex-end">
                {buttons}
              </Stack>
            )}
          </Stack>
        </form>
      </DialogFrame>
    </>
  );
}

const meta = { title: 'UI/Overlays/DialogFrame', component: FollowUpNote } satisfies Meta<
  typeof FollowUpNote
>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const NamedByItsTitleAndClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Add a note for Iyer apartment' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: 'Note for Iyer apartment' });
    // The dialog fades in: its close button is visible once the animation has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(), {
      timeout: 5000,
    });
    // Escape reaches the dialog once it has taken the focus (it opens with an animation).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const SavesFromItsFooterAndStartsFreshNextTime: Story = {
  args: { withFooter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a note for Iyer apartment' }));
    const dialog = await page().findByRole('dialog', { name: 'Note for Iyer apartment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call after Diwali');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved: Call after Diwali');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a note for Iyer apartment' }));
    const again = await page().findByRole('dialog', { name: 'Note for Iyer apartment' });
    await expect(within(again).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  },
};
