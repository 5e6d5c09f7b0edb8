import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsCryptoMarketcapPage from '../../../../src/pages/apps/crypto/marketcap.page';
import { COIN_MARKETS } from '../../../../src/pages/apps/crypto/crypto-fixtures';
import { watchlistStore } from '../../../../src/pages/apps/crypto/crypto-store';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Crypto/Marketcap',
  component: AppsCryptoMarketcapPage,
  parameters: { initialPath: '/apps/crypto/marketcap' },
  // Each story starts from the default watchlist, whatever an earlier one starred.
  beforeEach: () => watchlistStore.reset(),
} satisfies Meta<typeof AppsCryptoMarketcapPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const coinRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Coins' }))
    .getAllByRole('row')
    .slice(1);

const byChange = [...COIN_MARKETS].sort((a, b) => a.change24h - b.change24h);

export const SortAndWatchlist: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Market cap');
    await expectNoPageOverflow();

    await step('the table opens by rank, ten coins a page, each with its 7-day line', async () => {
      const rows = coinRows(canvasElement);
      await expect(rows).toHaveLength(10);
      await expect(rows[0]).toHaveTextContent(COIN_MARKETS[0]!.name);
      await expect(within(rows[0]!).getByRole('img', { name: /price, last 7 days: from/ })).toBeVisible();
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    });

    await step('sorting by 24h change reorders the rows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '24h' }));
      await waitFor(() => expect(coinRows(canvasElement)[0]).toHaveTextContent(byChange[0]!.name));
      await userEvent.click(canvas.getByRole('button', { name: '24h' }));
      await waitFor(() => expect(coinRows(canvasElement)[0]).toHaveTextContent(byChange.at(-1)!.name));
      await expect(canvas.getByRole('columnheader', { name: '24h' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });

    await step('a starred coin joins the watchlist filter; an unstarred one leaves it', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search coins' }), 'cardano');
      const star = await canvas.findByRole('button', { name: 'Watch Cardano' });
      await userEvent.click(star);
      await expect(canvas.getByRole('button', { name: 'Watch Cardano' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search coins' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Watchlist only' }));
      await waitFor(() => expect(coinRows(canvasElement)).toHaveLength(4));
      for (const name of ['Watch Bitcoin', 'Watch Ether', 'Watch Solana', 'Watch Cardano']) {
        await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      }
      await userEvent.click(canvas.getByRole('button', { name: 'Watch Bitcoin' }));
      await waitFor(() => expect(coinRows(canvasElement)).toHaveLength(3));
      await expect(canvas.queryByRole('button', { name: 'Watch Bitcoin' })).not.toBeInTheDocument();
      await expect(watchlistStore.read()).toEqual(['ETH', 'SOL', 'ADA']);
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
