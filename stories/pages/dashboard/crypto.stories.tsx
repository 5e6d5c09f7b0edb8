import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardCryptoPage from '../../../src/pages/dashboard/crypto.page';
import { watchlistStore } from '../../../src/pages/apps/crypto/crypto-store';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Dashboard/Crypto',
  component: DashboardCryptoPage,
  parameters: { initialPath: '/dashboard/crypto' },
  beforeEach: () => {
    watchlistStore.reset();
    return () => watchlistStore.reset();
  },
} satisfies Meta<typeof DashboardCryptoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RangeChangesEveryFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Crypto dashboard');
    await expectNoPageOverflow();
    const figure = (label: string) => canvas.getByTestId(`stat-${label}`).textContent;
    const labels = ['Portfolio value', 'Profit or loss', 'Net bought', 'Transactions'];
    const transactions = () => Number(/^Transactions(\d+)/.exec(figure('Transactions') ?? '')?.[1]);
    const month = labels.map(figure);
    const monthTransactions = transactions();
    const watchlist = () => canvas.getByRole('list', { name: 'Watchlist' }).textContent;
    const monthWatchlist = watchlist();
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(transactions()).toBeGreaterThan(monthTransactions));
    labels.forEach((label, index) => expect(figure(label)).not.toBe(month[index]));
    // The watchlist's own range column follows too; its 24-hour change does not.
    await expect(watchlist()).not.toBe(monthWatchlist);
    await expect(within(canvas.getByRole('list', { name: 'Watchlist' })).getByText(/^Bitcoin/)).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /Bitcoin price in rupees, last 90 days/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'ETH' }));
    await expect(
      await canvas.findByRole('img', { name: /Ether price in rupees, last 90 days/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: /Holdings by coin in rupees, 90 days ago/ }),
    ).toBeInTheDocument();
  },
};

export const NarrowDark: Story = { ...narrowDark };
