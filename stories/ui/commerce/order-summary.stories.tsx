import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { OrderSummary } from '../../../src/ui/components/order-summary/order-summary';

const meta = {
  title: 'UI/Commerce/OrderSummary',
  component: OrderSummary,
  decorators: [(Story) => <Box maxW="sm">{Story()}</Box>],
  args: {
    rows: [
      { label: 'Subtotal (3 items)', value: '₹65,400' },
      { label: 'Coupon FPW10', value: '₹6,540', deduction: true },
      { label: 'Delivery and installation', value: 'Free' },
      { label: 'GST 18 %', value: '₹10,594.80' },
    ],
    total: '₹69,454.80',
    children: (
      <Button colorPalette="brand" w="full">
        Proceed to checkout
      </Button>
    ),
  },
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCoupon: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByText('−₹6,540')).toBeVisible();
    await expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹69,454.80');
    await expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Subtotal (3 items)', 'Coupon FPW10', 'Delivery and installation', 'GST 18 %', 'Total']);
  },
};

export const InvoiceDark: Story = {
  globals: { colorMode: 'dark' },
  args: {
    title: 'Invoice total',
    totalLabel: 'Amount due',
    rows: [{ label: 'Taxable value', value: '₹1,00,000' }],
    total: '₹1,18,000',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Invoice total' })).toBeVisible();
  },
};
