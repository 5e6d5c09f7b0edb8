import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CheckoutPage from '../../../../src/pages/pages/ecommerce/checkout.page';
import { cartStore, orderStore } from '../../../../src/pages/pages/ecommerce/shop-store';
import { expectTitle, freshShop, narrowDark } from './shop-story';

const meta = {
  title: 'Pages/Pages/Ecommerce/Checkout',
  component: CheckoutPage,
  parameters: { initialPath: '/pages/ecommerce/checkout' },
  beforeEach: freshShop,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAddress(canvasElement: HTMLElement, pinCode: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Full name/), 'Ananya Iyer');
  await userEvent.type(canvas.getByLabelText(/Mobile number/), '9845012345');
  await userEvent.type(canvas.getByLabelText(/Email/), 'ananya.iyer@example.in');
  await userEvent.type(canvas.getByLabelText(/Flat, house and street/), 'Flat 4B, Prestige Lakeside');
  await userEvent.type(canvas.getByLabelText(/City/), 'Bengaluru');
  await userEvent.selectOptions(canvas.getByLabelText(/State/), 'Karnataka');
  await userEvent.type(canvas.getByLabelText(/PIN code/), pinCode);
}

export const RefusesAnInvalidPinCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Checkout');
    await fillAddress(canvasElement, '012345');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText('Enter a 6-digit PIN code that does not start with 0'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/PIN code/)).toHaveAttribute('aria-invalid', 'true');
    // Nothing was ordered and the cart is untouched.
    await expect(orderStore.read()).toHaveLength(5);
    await expect(cartStore.read().lines).toHaveLength(2);
  },
};

export const PlacesTheOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹77,172');
    await fillAddress(canvasElement, '560087');
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderStore.read()).toHaveLength(6));
    const [placed] = orderStore.read();
    await expect(placed).toMatchObject({
      number: 'SO-2026-2412',
      status: 'Placed',
      paymentMethod: 'Cash on delivery',
      address: { pinCode: '560087', state: 'Karnataka' },
    });
    await expect(placed?.lines.map((line) => line.quantity)).toEqual([2, 1]);
    await expect(cartStore.read().lines).toHaveLength(0);
  },
};

export const EveryFieldSaysWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText('Enter the name of the person receiving the delivery'),
    ).toBeVisible();
    await expect(canvas.getByText('Enter a 10-digit Indian mobile number')).toBeVisible();
    await expect(canvas.getByText('Choose the state')).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
