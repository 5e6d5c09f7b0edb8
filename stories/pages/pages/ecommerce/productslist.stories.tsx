import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProductsListPage from '../../../../src/pages/pages/ecommerce/productslist.page';
import { cartStore, wishlistStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/ProductsList',
  component: ProductsListPage,
  parameters: { initialPath: '/pages/ecommerce/productslist' },
  beforeEach: freshShop,
} satisfies Meta<typeof ProductsListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const productNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

export const FilterAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Products');
    await expect(canvas.getByRole('status')).toHaveTextContent('10 products');
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'TV units');
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'price-desc');
    await expect(productNames(canvasElement)).toEqual([
      'Floating TV unit with back panel',
      'Low TV unit with open shelves',
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(productNames(canvasElement)).toEqual(['Floating TV unit with back panel']));
    await userEvent.type(canvas.getByLabelText('Search'), 'sofa');
    await expect(await canvas.findByRole('heading', { name: 'No products match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 products');
  },
};

export const AddToCartAndWishlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Shoe rack with seat' }));
    await expect(await canvas.findByRole('link', { name: 'Cart 4 items' })).toBeVisible();
    await expect(cartStore.read().lines.at(-1)).toMatchObject({ productId: 'p-shoe-rack', quantity: 1 });
    await expect(
      canvas.getByRole('button', { name: 'Add to cart: Low TV unit with open shelves' }),
    ).toBeDisabled();
    const heart = canvas.getByRole('button', { name: 'Save Study table with drawer unit to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(wishlistStore.read()).toContain('p-study-table');
  },
};

export const NarrowDark: Story = narrowDark;
