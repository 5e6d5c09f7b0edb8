import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WishlistPage from '../../../../src/pages/pages/ecommerce/wishlist.page';
import { cartStore, wishlistStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark, screen } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/Wishlist',
  component: WishlistPage,
  parameters: { initialPath: '/pages/ecommerce/wishlist' },
  beforeEach: freshShop,
} satisfies Meta<typeof WishlistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoveToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Wishlist');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to cart: L-shaped modular kitchen' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(wishlistStore.read()).not.toContain('p-kitchen-l');
    await expect(cartStore.read().lines.map((line) => line.productId)).toContain('p-kitchen-l');
  },
};

export const RemovingAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Queen bed with hydraulic storage from wishlist' }),
    );
    const dialog = await screen().findByRole('alertdialog', { name: 'Remove from the wishlist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(wishlistStore.read()).toContain('p-bed-storage');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Queen bed with hydraulic storage from wishlist' }),
    );
    await userEvent.click(
      within(await screen().findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(wishlistStore.read()).not.toContain('p-bed-storage'));
  },
};

export const NarrowDark: Story = narrowDark;
