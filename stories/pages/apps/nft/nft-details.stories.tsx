import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsNftNftDetailsPage from '../../../../src/pages/apps/nft/nft-details.page';
import { nftStore } from '../../../../src/pages/apps/nft/nft-market';
import { toaster } from '../../../../src/ui';
import {
  expectDemoHeading,
  expectNoPageOverflow,
  narrowDark,
  screen,
} from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Nft/NftDetails',
  component: AppsNftNftDetailsPage,
  parameters: { initialPath: '/apps/nft/nft-details?id=nft-walnut-ripple' },
  beforeEach: () => nftStore.reset(),
} satisfies Meta<typeof AppsNftNftDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceABid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'NFT details');
    await expectNoPageOverflow();
    await expect(
      canvas.getByRole('heading', { name: 'Walnut Ripple wardrobe, signed 3D model #1/1' }),
    ).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Time left in the auction' })).toBeVisible();
    await expect(canvas.getByTestId('nft-price')).toHaveTextContent('₹1,85,000');

    await userEvent.click(canvas.getByRole('button', { name: 'Place a bid' }));
    const dialog = await screen().findByRole('dialog', { name: 'Place a bid' });
    const amount = within(dialog).getByRole('textbox', { name: 'Your bid (₹)' });
    await userEvent.type(amount, '186000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place bid' }));
    await expect(await within(dialog).findByText(/Bid at least ₹1,90,000/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '600000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place bid' }));
    await expect(await within(dialog).findByText(/Your wallet holds ₹5,00,000/)).toBeVisible();
    await expect(nftStore.read()[0]?.bids).toHaveLength(3);

    await userEvent.clear(amount);
    await userEvent.type(amount, '200000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(canvas.getByTestId('nft-price')).toHaveTextContent('₹2,00,000'));
    const history = canvas.getByRole('table', { name: 'History' });
    await waitFor(() => expect(within(history).getByText('₹2,00,000')).toBeVisible());
    await expect(within(history).getByText('You')).toBeVisible();
    // Kept in the demo store, so the bid survives a reload.
    await expect(nftStore.read()[0]?.bids[0]).toMatchObject({ bidder: 'You', amount: 200_000 });
    toaster.dismiss();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const OfferOnABuyNowDesign: Story = {
  parameters: { initialPath: '/apps/nft/nft-details?id=nft-study-nook' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText('No offers yet: be the first.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen().findByRole('dialog', { name: 'Make an offer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your offer (₹)' }), '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const offers = await canvas.findByRole('list', { name: 'Offers' });
    await expect(within(offers).getByText('₹20,000')).toBeVisible();
    toaster.dismiss();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
