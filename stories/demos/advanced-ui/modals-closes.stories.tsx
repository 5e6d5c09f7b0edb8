import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModalsClosesDemo } from '../../../src/ui/demos/advanced-ui/modals-closes-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/ModalsCloses',
  component: ModalsClosesDemo,
} satisfies Meta<typeof ModalsClosesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Modals');
    await expectNoPageOverflow();

    await step('focus moves in and returns to the trigger', async () => {
      const trigger = canvas.getByRole('button', { name: 'Open the site survey summary' });
      await userEvent.click(trigger);
      const dialog = await screen().findByRole('dialog', { name: 'Site survey summary' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Site survey summary' })).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('nested: Escape closes only the top dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open order O-2026-0087' }));
      const order = await screen().findByRole('dialog', { name: 'Order O-2026-0087' });
      await userEvent.click(within(order).getByRole('button', { name: 'Shipping address' }));
      await screen().findByRole('dialog', { name: 'Shipping address' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Shipping address' })).toBeNull());
      await expect(screen().getByRole('dialog', { name: 'Order O-2026-0087' })).toBeVisible();
      await waitFor(() =>
        expect(within(order).getByRole('button', { name: 'Shipping address' })).toHaveFocus(),
      );
      await userEvent.click(within(order).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Order O-2026-0087' })).toBeNull());
    });

    await step('a form keeps changes only on Save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
      const field = await screen().findByRole('textbox', { name: 'Client name' });
      await userEvent.clear(field);
      await userEvent.type(field, 'Priya S. Sharma');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Edit client' })).toBeNull());
      await expect(canvas.getByTestId('client-name')).toHaveTextContent('Client: Priya Sharma');
      await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
      const again = await screen().findByRole('textbox', { name: 'Client name' });
      await expect(again).toHaveValue('Priya Sharma');
      await userEvent.clear(again);
      await userEvent.type(again, 'Priya S. Sharma');
      await userEvent.click(screen().getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(canvas.getByTestId('client-name')).toHaveTextContent('Client: Priya S. Sharma'),
      );
    });

    await step('confirmation starts on Cancel and acts on confirm', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete draft quotation' }));
      const confirm = await screen().findByRole('alertdialog', { name: 'Delete draft quotation?' });
      await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete draft' }));
      await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
      await expect(canvas.getByRole('status')).toHaveTextContent('Draft Q-2026-0150 deleted.');
    });
  },
};

/** The inside-scrolling dialog keeps its header and footer in view while the terms scroll. */
export const ScrollInside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Terms, scroll inside' }));
    const dialog = await screen().findByRole('dialog', { name: 'Quotation terms (scroll inside)' });
    const body = within(dialog).getByTestId('dialog-body');
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const NarrowDark: Story = { ...narrowDark };
