import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrdersPage from '../../../../src/pages/pages/ecommerce/orders.page';
import { expectTitle, freshShop, narrowDark } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/Orders',
  component: OrdersPage,
  parameters: { initialPath: '/pages/ecommerce/orders' },
  beforeEach: freshShop,
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirstAndFilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Orders');
    const table = canvas.getByRole('table', { name: 'Orders' });
    const links = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await expect(links()).toEqual([
      'SO-2026-2411',
      'SO-2026-2398',
      'SO-2026-2372',
      'SO-2026-2350',
      'SO-2026-2331',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Installed');
    await waitFor(() => expect(links()).toEqual(['SO-2026-2372']));
    // 2 × ₹16,500 less FPW10 (₹3,300) plus GST = ₹35,046.
    await expect(within(table).getByText('₹35,046')).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
