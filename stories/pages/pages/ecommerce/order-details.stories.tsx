import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderDetailsPage from '../../../../src/pages/pages/ecommerce/order-details.page';
import { orderStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark, screen } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/OrderDetails',
  component: OrderDetailsPage,
  parameters: { initialPath: '/pages/ecommerce/order-details?id=o-2398' },
  beforeEach: freshShop,
} satisfies Meta<typeof OrderDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsTheOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Order details');
    await expect(canvas.getByRole('heading', { level: 2, name: 'SO-2026-2398' })).toBeVisible();
    const items = canvas.getByRole('table', { name: 'Items of the order' });
    await expect(within(items).getAllByRole('row')).toHaveLength(3);
    // ₹94,300 delivered free, plus 18 % GST.
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹1,11,274');
    await expect(canvas.getByText('Gurugram, Haryana 122002')).toBeVisible();
    // Dispatched orders can no longer be cancelled.
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const CancelAsksFirst: Story = {
  parameters: { initialPath: '/pages/ecommerce/order-details?id=o-2411' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Cancel order SO-2026-2411?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(orderStore.read().find((order) => order.id === 'o-2411')?.status).toBe('Cancelled'),
    );
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
