import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardNftPage from '../../../src/pages/dashboard/nft.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Dashboard/Nft',
  component: DashboardNftPage,
  parameters: { initialPath: '/dashboard/nft' },
} satisfies Meta<typeof DashboardNftPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RangeChangesEveryFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'NFT dashboard');
    await expectNoPageOverflow();
    const figure = (label: string) => canvas.getByTestId(`stat-${label}`).textContent;
    const labels = ['Trading volume', 'Items sold', 'Floor price', 'Active auctions'];
    const sold = () => Number(/^Items sold(\d+)/.exec(figure('Items sold') ?? '')?.[1]);
    const month = labels.map(figure);
    const monthSold = sold();
    const topRows = () =>
      within(canvas.getByRole('table', { name: /Top collections by volume/ }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    const monthRows = topRows();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(sold()).toBeLessThan(monthSold));
    labels.forEach((label, index) => expect(figure(label)).not.toBe(month[index]));
    await expect(topRows()).not.toEqual(monthRows);
    await expect(canvas.getByRole('heading', { name: 'Recent activity, last 7 days' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /Trading volume per day, last 7 days/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const NarrowDark: Story = { ...narrowDark };
