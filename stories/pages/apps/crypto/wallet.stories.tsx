import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import AppsCryptoWalletPage from '../../../../src/pages/apps/crypto/wallet.page';
import {
  COIN_NETWORKS,
  WALLET_ADDRESSES,
  WALLET_HOLDINGS,
} from '../../../../src/pages/apps/crypto/crypto-fixtures';
import { formatCoin, walletBalances } from '../../../../src/pages/apps/crypto/crypto-model';
import { transactionStore } from '../../../../src/pages/apps/crypto/crypto-store';
import { rupeesAndPaise as rupees } from '../../../../src/ui/format/rupees';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Crypto/Wallet',
  component: AppsCryptoWalletPage,
  parameters: { initialPath: '/apps/crypto/wallet' },
  // Each story starts from the fixture holdings, whatever an earlier story sent.
  beforeEach: () => transactionStore.reset(),
} satisfies Meta<typeof AppsCryptoWalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const RECIPIENT = '0x52908400098527886E0F7030069857D2E4169EE7';

export const SendAndReceive: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Wallet');
    await expectNoPageOverflow();
    const total = walletBalances([]).reduce((sum, balance) => sum + balance.valueInr, 0);
    await expect(canvas.getByTestId('wallet-total')).toHaveTextContent(rupees.format(total));
    await expect(
      await canvas.findByRole('img', { name: /Wallet allocation/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();

    await step('receive shows the address and copies it', async () => {
      const writeText = fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Coin to receive' }), 'SOL');
      await expect(canvas.getByTestId('receive-address')).toHaveTextContent(WALLET_ADDRESSES.SOL);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
      await expect(writeText).toHaveBeenCalledWith(WALLET_ADDRESSES.SOL);
    });

    const send = within(canvas.getByRole('form', { name: 'Send' }));
    const amount = send.getByRole('textbox', { name: 'Amount (ETH)' });

    await step('send refuses more than the balance and a malformed address', async () => {
      await userEvent.type(send.getByRole('textbox', { name: 'Recipient address' }), '0x1234');
      await userEvent.type(amount, '1');
      await expect(send.getByTestId('send-total')).toHaveTextContent(
        formatCoin(1 + COIN_NETWORKS.ETH.fee, 'ETH'),
      );
      await userEvent.click(send.getByRole('button', { name: 'Send ETH' }));
      await expect(await send.findByText(/That is more than your balance/)).toBeVisible();
      await expect(send.getByText(/That is not an Ethereum address/)).toBeVisible();
      await expect(transactionStore.read().some((entry) => entry.origin === 'wallet')).toBe(false);
    });

    await step('a valid send is recorded as pending and leaves the balance', async () => {
      await userEvent.clear(send.getByRole('textbox', { name: 'Recipient address' }));
      await userEvent.type(send.getByRole('textbox', { name: 'Recipient address' }), RECIPIENT);
      await userEvent.clear(amount);
      await userEvent.type(amount, '0.5');
      await userEvent.click(send.getByRole('button', { name: 'Send ETH' }));
      const recent = within(canvas.getByRole('list', { name: 'Your recent sends' }));
      await waitFor(() => expect(recent.getByText('Pending')).toBeVisible());
      await expect(recent.getByText(formatCoin(0.5, 'ETH'))).toBeVisible();
      const left = WALLET_HOLDINGS.ETH - 0.5 - COIN_NETWORKS.ETH.fee;
      await expect(canvas.getByTestId('balance-ETH')).toHaveTextContent(formatCoin(left, 'ETH'));
      // The transactions page reads the same store: the send is there, pending.
      await expect(transactionStore.read()[0]).toMatchObject({
        origin: 'wallet',
        status: 'pending',
        coin: 'ETH',
        amount: 0.5,
        address: RECIPIENT,
      });
      await expect(amount).toHaveValue('');
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
