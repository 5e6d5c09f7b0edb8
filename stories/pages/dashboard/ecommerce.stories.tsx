import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardEcommercePage from '../../../src/pages/dashboard/ecommerce.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Dashboard/Ecommerce',
  component: DashboardEcommercePage,
  parameters: { initialPath: '/dashboard/ecommerce' },
} satisfies Meta<typeof DashboardEcommercePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RangeChangesEveryFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'E-commerce dashboard');
    await expectNoPageOverflow();
    // A card reads label, value, then its change ("Orders147+8.1%vs previous 30 days").
    const orders = () =>
      Number(/^Orders(\d+)/.exec(canvas.getByTestId('stat-Orders').textContent ?? '')?.[1]);
    const revenue = () => canvas.getByTestId('stat-Revenue').textContent;
    const monthOrders = orders();
    const monthRevenue = revenue();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(orders()).toBeLessThan(monthOrders));
    await expect(revenue()).not.toBe(monthRevenue);
    await expect(canvas.getByText(/last 7 days\./)).toBeVisible();
    await expect(canvas.getByTestId('stat-Revenue')).toHaveTextContent(/vs previous 7 days/);
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(orders()).toBeGreaterThan(monthOrders));
    await expect(
      await canvas.findByRole('img', { name: /Revenue per day, last 90 days/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The range lives in the URL, so a shared link opens on the same figures. */
export const OpensOnTheRangeOfTheLink: Story = {
  parameters: { initialPath: '/dashboard/ecommerce?range=7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(canvas.getByText(/last 7 days\./)).toBeVisible();
    await expect(canvas.getByTestId('stat-Orders')).toHaveTextContent(/vs previous 7 days/);
  },
};

export const NarrowDark: Story = { ...narrowDark };
