import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CartPage from '../../../../src/pages/pages/ecommerce/cart.page';
import { cartStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark, screen } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/Cart',
  component: CartPage,
  parameters: { initialPath: '/pages/ecommerce/cart' },
  beforeEach: freshShop,
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('summary-total').textContent;

export const TotalFollowsQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Cart');
    // Fixture cart: 2 study tables at ₹16,500 and a TV unit at ₹32,400: ₹65,400 + 18 % GST.
    await expect(total(canvasElement)).toBe('₹77,172');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Study table with drawer unit' }),
    );
    await expect(
      canvas.getByRole('status', { name: 'Quantity of Study table with drawer unit' }),
    ).toHaveTextContent('3');
    // ₹81,900 + GST = ₹96,642.
    await expect(total(canvasElement)).toBe('₹96,642');
    await expect(canvas.getByLabelText('Line total for Study table with drawer unit')).toHaveTextContent(
      '₹49,500',
    );
    await expect(cartStore.read().lines[0]?.quantity).toBe(3);
  },
};

export const CouponAppliesOrExplains: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Coupon code');
    await userEvent.type(code, 'KITCHEN5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('KITCHEN5000 needs a subtotal of ₹1,00,000 or more')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, 'fpw10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // 10 % off ₹65,400 = ₹6,540; (₹58,860) + 18 % = ₹69,454.80.
    await waitFor(() => expect(total(canvasElement)).toBe('₹69,454.8'));
    await expect(canvas.getByText('Coupon FPW10')).toBeVisible();
  },
};

export const RemovingAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Floating TV unit with back panel' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Remove from the cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(canvas.queryByRole('listitem', { name: 'Floating TV unit with back panel' })).toBeNull(),
    );
    await expect(cartStore.read().lines).toHaveLength(1);
  },
};

export const Empty: Story = {
  beforeEach: () => cartStore.write({ lines: [], coupon: null }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
