import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsNftLiveAuctionPage from '../../../../src/pages/apps/nft/live-auction.page';
import { toaster } from '../../../../src/ui';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Nft/LiveAuction',
  component: AppsNftLiveAuctionPage,
  parameters: { initialPath: '/apps/nft/live-auction' },
} satisfies Meta<typeof AppsNftLiveAuctionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BidAboveTheHighest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Live auction');
    await expectNoPageOverflow();
    await expect(canvas.getByTestId('highest-bid')).toHaveTextContent('₹1,85,000');
    const form = canvas.getByRole('form', { name: 'Place a bid' });
    const amount = within(form).getByRole('textbox', { name: 'Your bid (₹)' });
    await userEvent.type(amount, '186000');
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    await expect(await within(form).findByText(/Bid at least ₹1,90,000/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200000');
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(canvas.getByTestId('highest-bid')).toHaveTextContent('₹2,00,000'));
    await expect(canvas.getByText('4 bids', { exact: false })).toBeVisible();
    toaster.dismiss();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
