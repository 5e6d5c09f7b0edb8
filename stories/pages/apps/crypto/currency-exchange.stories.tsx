import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AppsCryptoCurrencyExchangePage from '../../../../src/pages/apps/crypto/currency-exchange.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Crypto/CurrencyExchange',
  component: AppsCryptoCurrencyExchangePage,
  parameters: { initialPath: '/apps/crypto/currency-exchange' },
} satisfies Meta<typeof AppsCryptoCurrencyExchangePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Converts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Currency exchange');
    await expectNoPageOverflow();
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From' }), 'USD');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To' }), 'INR');
    // 1000 USD less the 0.5% fee, at ₹84.20: 995 × 84.2 = 83,779.
    await expect(canvas.getByTestId('converted-amount')).toHaveTextContent('83,779.00 INR');
    await userEvent.click(canvas.getByRole('button', { name: 'Swap the currencies' }));
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveValue('INR');
    // 995 rupees at 1/84.2.
    await expect(canvas.getByTestId('converted-amount')).toHaveTextContent('11.82 USD');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    await expect(canvas.getByText('The amount must be more than 0.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exchange now' })).toBeDisabled();
  },
};

export const NarrowDark: Story = { ...narrowDark };
