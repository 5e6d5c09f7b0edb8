import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecordDrawer } from '../../../src/ui/components/record-drawer/record-drawer';

/** A subscriber opened from a list: fields, a short history, and an action in the footer. */
function SubscriberRecord({ onRenew }: { onRenew: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Kapoor Interiors</Button>
      <RecordDrawer
        open={open}
        onOpenChange={setOpen}
        title="Kapoor Interiors"
        subtitle="Neha Kapoor · neha@kapoorinteriors.in"
        fields={[
          { label: 'Plan', value: 'Pro' },
          { label: 'Status', value: 'Active' },
          { label: 'City', value: 'Pune' },
          { label: 'End date', value: null },
        ]}
        footer={<Button onClick={onRenew}>Renew</Button>}
      >
        <ol aria-label="Plan history">
          <li>Free trial → Pro on 12 Oct 2026</li>
        </ol>
      </RecordDrawer>
    </>
  );
}

const meta = {
  title: 'UI/Data/RecordDrawer',
  component: SubscriberRecord,
  args: { onRenew: fn() },
} satisfies Meta<typeof SubscriberRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensWithFieldsAndActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Kapoor Interiors' }));
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Kapoor Interiors' });
    const inDrawer = within(drawer);
    // The drawer slides in: wait for the end of its opening animation before judging visibility.
    await waitFor(() => expect(inDrawer.getByText('Pune')).toBeVisible());
    // An empty value shows a dash rather than nothing.
    await waitFor(() => expect(inDrawer.getByText('—')).toBeVisible());
    await waitFor(() => expect(inDrawer.getByRole('list', { name: 'Plan history' })).toBeVisible());
    await userEvent.click(inDrawer.getByRole('button', { name: 'Renew' }));
    await expect(args.onRenew).toHaveBeenCalledTimes(1);
    await userEvent.click(inDrawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Kapoor Interiors' })).toBeNull());
  },
};
