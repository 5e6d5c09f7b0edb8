import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProductDetailsPage from '../../../../src/pages/pages/ecommerce/productdetails.page';
import { cartStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/ProductDetails',
  component: ProductDetailsPage,
  parameters: { initialPath: '/pages/ecommerce/productdetails?id=p-wardrobe-3d' },
  beforeEach: freshShop,
} satisfies Meta<typeof ProductDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseVariantAndAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Product details');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Three-door sliding wardrobe' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Three-door sliding wardrobe in Walnut laminate' }),
    ).toBeVisible();
    // Choosing a finish shows its picture; the gallery thumbnails do the same.
    await userEvent.click(canvas.getByText('Graphite matt'));
    await expect(
      await canvas.findByRole('img', { name: 'Three-door sliding wardrobe in Graphite matt' }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show Three-door sliding wardrobe in Frosty white' }),
    );
    await expect(
      await canvas.findByRole('img', { name: 'Three-door sliding wardrobe in Frosty white' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('2400 × 2100 mm'));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Three-door sliding wardrobe' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(cartStore.read().lines.at(-1)).toEqual({
        productId: 'p-wardrobe-3d',
        finish: 'Graphite matt',
        size: '2400 × 2100 mm',
        quantity: 2,
      }),
    );
  },
};

export const UnknownProduct: Story = {
  parameters: { initialPath: '/pages/ecommerce/productdetails?id=nope' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Product not found' })).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
