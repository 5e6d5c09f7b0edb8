import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AlertsDemo } from '../../../src/ui/demos/ui-elements/alerts-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Alerts',
  component: AlertsDemo,
} satisfies Meta<typeof AlertsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Alerts');
    await expectNoPageOverflow();
    for (const title of [
      'Site survey booked',
      'Quotation approved',
      'Edge band running low',
      'Cutting plan failed',
    ]) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss: GST rates updated' }));
    await expect(canvas.queryByText('GST rates updated')).toBeNull();
    await expect(canvas.getByText('Stock count due')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss: Stock count due' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the alerts again' }));
    await expect(canvas.getByText('GST rates updated')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
