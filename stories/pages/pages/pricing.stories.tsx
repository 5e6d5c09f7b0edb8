import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../../src/ui';
import PagesPricingPage from '../../../src/pages/pages/pricing.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Pricing',
  component: PagesPricingPage,
  parameters: { initialPath: '/pages/pricing' },
} satisfies Meta<typeof PagesPricingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyAndYearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Pricing');
    await expectNoPageOverflow();
    await expect(canvas.getByTestId('price-pro')).toHaveTextContent('₹3,499');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bill yearly' }));
    // Ten months charged for twelve.
    await expect(canvas.getByTestId('price-pro')).toHaveTextContent('₹34,990');
    await waitFor(() => expect(canvas.getByText('You save ₹6,998 a year')).toBeVisible(), {
      timeout: 5000,
    });
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'Price per year' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('img', { name: 'Not in Basic' }).length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Choose Elite' }));
    await expect(canvas.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    // The toast slides in; judge it once it has arrived.
    await waitFor(() => expect(within(document.body).getByText('Elite plan selected')).toBeVisible(), {
      timeout: 5000,
    });
    // Toasts are checked in the toaster's own stories; this one is closed before the accessibility check.
    toaster.dismiss();
    await waitFor(() => expect(within(document.body).queryByText('Elite plan selected')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
