import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../../../src/ui';

const meta = {
  title: 'UI/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    steps: [{ label: 'Home', href: '/dashboard/sales' }, { label: 'Commercials' }, { label: 'Quotations' }],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupAndCurrentPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/sales');
    await expect(canvas.getByText('Quotations')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Commercials' })).toBeNull();
  },
};
