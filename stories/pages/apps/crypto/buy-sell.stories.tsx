import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsCryptoBuySellPage from '../../../../src/pages/apps/crypto/buy-sell.page';
import { transactionStore } from '../../../../src/pages/apps/crypto/crypto-store';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Crypto/BuySell',
  component: AppsCryptoBuySellPage,
  parameters: { initialPath: '/apps/crypto/buy-sell' },
  // The balances come from the wallet's demo store: start from the fixture holdings.
  beforeEach: () => transactionStore.reset(),
} satisfies Meta<typeof AppsCryptoBuySellPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveTotalsAndValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Buy and sell');
    await expectNoPageOverflow();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Coin' }), 'SOL');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (SOL)' }), '2');
    // 2 × ₹19,750 = ₹39,500, fee 0.5% ₹197.50, GST 18% on the fee ₹35.55.
    await waitFor(() => expect(canvas.getByTestId('order-total')).toHaveTextContent('You pay: ₹39,733.05'));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Quantity (SOL)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (SOL)' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy SOL' }));
    await expect(await canvas.findByText(/That costs more than your/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sell' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sell SOL' }));
    await expect(await canvas.findByText('You hold only 12 SOL.')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
