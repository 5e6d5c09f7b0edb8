import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import UnderMaintenancePage from '../../../src/pages/authentication/under-maintanace.page';
import { fitsWidth, inAuthLayout, clearToastsAfterwards } from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/UnderMaintenance',
  component: UnderMaintenancePage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/under-maintanace' },
  beforeEach: clearToastsAfterwards,
} satisfies Meta<typeof UnderMaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SaysWhatIsHappening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Under maintenance');
    await expect(canvas.getByText(/Your leads, quotations and cutting plans are safe/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try the dashboard again' })).toHaveAttribute(
      'href',
      '/dashboard/sales',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(fitsWidth()).toBe(true);
  },
};
