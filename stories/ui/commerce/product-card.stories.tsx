import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { furnitureImageSrc } from '../../../src/ui';
import { ProductCard } from '../../../src/ui/components/product-card/product-card';

const addToCart = fn();

const meta = {
  title: 'UI/Commerce/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <Box maxW="xs">{Story()}</Box>],
  args: {
    name: 'Three-door sliding wardrobe',
    to: '/pages/ecommerce/productdetails?id=p-wardrobe-3d',
    imageSrc: furnitureImageSrc('wardrobe'),
    caption: 'Wardrobes · WRD-3D-210',
    price: '₹84,500',
    listPrice: '₹96,000',
    rating: 4.6,
    reviewCount: 128,
    badge: { label: '12 % off', colorPalette: 'green' },
    actions: (
      <Button size="sm" colorPalette="brand" onClick={addToCart}>
        Add to cart
      </Button>
    ),
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnOffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Three-door sliding wardrobe' });
    await expect(within(card).getByRole('link', { name: 'Three-door sliding wardrobe' })).toHaveAttribute(
      'href',
      '/pages/ecommerce/productdetails?id=p-wardrobe-3d',
    );
    await expect(within(card).getByText('₹96,000')).toHaveStyle({ textDecorationLine: 'line-through' });
    await expect(within(card).getByRole('img', { name: 'Rating: 4.6 out of 5 stars' })).toBeVisible();
    // The action sits above the card's link overlay and still gets the click.
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await expect(addToCart).toHaveBeenCalledOnce();
  },
};

export const NoOfferDark: Story = {
  globals: { colorMode: 'dark' },
  args: { listPrice: '₹84,500', badge: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/List price/)).toBeNull();
  },
};
