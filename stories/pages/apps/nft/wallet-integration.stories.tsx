import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsNftWalletIntegrationPage from '../../../../src/pages/apps/nft/wallet-integration.page';
import { toaster } from '../../../../src/ui';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Nft/WalletIntegration',
  component: AppsNftWalletIntegrationPage,
  parameters: { initialPath: '/apps/nft/wallet-integration' },
} satisfies Meta<typeof AppsNftWalletIntegrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectAndDisconnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Wallet integration');
    await expectNoPageOverflow();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect MetaMask' }));
    await expect(canvas.getByText('Waiting for the wallet to approve…')).toBeVisible();
    await expect(await canvas.findByText('Connected to MetaMask', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Disconnect the wallet?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await canvas.findByText('No wallet connected')).toBeVisible();
    toaster.dismiss();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
