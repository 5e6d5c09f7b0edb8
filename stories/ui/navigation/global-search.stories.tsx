import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { GlobalSearch } from '../../../src/ui';

const onSelect = fn();

const meta = {
  title: 'UI/Navigation/GlobalSearch',
  component: GlobalSearch,
  args: {
    onSelect,
    targets: [
      { value: '/dashboard/quotation', label: 'Quotations', group: 'Commercials' },
      { value: '/dashboard/panel', label: 'Panels', group: 'Catalogue' },
      { value: '/dashboard/edgeband', label: 'Edge bands', group: 'Catalogue' },
      { value: '/dashboard/leads', label: 'Leads', group: 'CRM' },
    ],
  },
} satisfies Meta<typeof GlobalSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersAndJumps: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search pages' });
    await userEvent.type(input, 'edge');
    await waitFor(() => expect(screen.getByRole('option', { name: /Edge bands/ })).toBeVisible());
    await expect(screen.queryByRole('option', { name: /Quotations/ })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('/dashboard/edgeband');
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search pages' }), 'zzz');
    await waitFor(() => expect(screen.getByText('No page matches')).toBeVisible());
  },
};
