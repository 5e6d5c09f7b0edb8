import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsSweetAlertsPage from '../../../src/pages/apps/sweet-alerts.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/SweetAlerts',
  component: AppsSweetAlertsPage,
  parameters: { initialPath: '/apps/sweet-alerts' },
} satisfies Meta<typeof AppsSweetAlertsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const EveryDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Alert dialogs');
    await expectNoPageOverflow();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete quotation QT-2290' }));
    let dialog = await body().findByRole('alertdialog', { name: 'Delete quotation QT-2290?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Kept QT-2290.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete quotation QT-2290' }));
    dialog = await body().findByRole('alertdialog', { name: 'Delete quotation QT-2290?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete quotation' }));
    await expect(await canvas.findByText('Quotation QT-2290 deleted.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Send the quotation' }));
    dialog = await body().findByRole('alertdialog', { name: 'Quotation sent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('Quotation QT-2311 sent to Anita Sharma.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Release the cutting plan' }));
    dialog = await body().findByRole('alertdialog', { name: 'Cutting plan not released' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Understood' }));
    await expect(await canvas.findByText('Cutting plan not released: stock too low.')).toBeVisible();

    // The input dialog refuses a short reason, beside the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the design' }));
    dialog = await body().findByRole('alertdialog', { name: 'Reject the design?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject design' }));
    await expect(
      await within(dialog).findByText('Give the client a reason of at least 10 characters.'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      ' walnut, the client wants oak',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject design' }));
    await expect(await canvas.findByText('Design rejected: No walnut, the client wants oak')).toBeVisible();
  },
};

export const TimerClosesByItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cut list' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Cut list saved' });
    await waitFor(() => expect(within(dialog).getByText(/Closes in [45] seconds/)).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Cut list saved.')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
