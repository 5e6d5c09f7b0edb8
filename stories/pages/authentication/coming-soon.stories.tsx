import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ComingSoonPage from '../../../src/pages/authentication/coming-soon.page';
import { fitsWidth, inAuthLayout, clearToastsAfterwards } from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/ComingSoon',
  component: ComingSoonPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/coming-soon' },
  beforeEach: clearToastsAfterwards,
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownTicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Coming soon');
    const timer = canvas.getByRole('timer', { name: 'Time until the client portal opens' });
    const seconds = () => timer.querySelector('[data-unit="seconds"]')?.textContent;
    const days = Number(timer.querySelector('[data-unit="days"]')?.textContent);
    // The launch is always between one and two months ahead.
    await expect(days).toBeGreaterThanOrEqual(28);
    await expect(days).toBeLessThanOrEqual(62);
    const before = seconds();
    await waitFor(() => expect(seconds()).not.toBe(before), { timeout: 2500 });
    await expect(canvas.getByText(/Opens on/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/sales',
    );
    await expect(fitsWidth()).toBe(true);
  },
};
