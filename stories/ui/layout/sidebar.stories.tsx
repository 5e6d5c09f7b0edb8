import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { Boxes, Users } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar, type NavItem } from '../../../src/ui';

const items: NavItem[] = [
  {
    id: 'crm',
    label: 'CRM',
    icon: <Users size={16} />,
    children: [
      { id: '/dashboard/leads', label: 'Leads', href: '/dashboard/leads' },
      { id: '/dashboard/deals', label: 'Deals', href: '/dashboard/deals' },
    ],
  },
  {
    id: 'catalogue',
    label: 'Catalogue',
    icon: <Boxes size={16} />,
    children: [
      { id: '/dashboard/panel', label: 'Panels', href: '/dashboard/panel' },
      {
        id: 'more',
        label: 'Finishes',
        children: [{ id: '/dashboard/skin', label: 'Skins', href: '/dashboard/skin' }],
      },
    ],
  },
];

const meta = {
  title: 'UI/Layout/Sidebar',
  component: Sidebar,
  args: { items, currentPath: '/dashboard/deals' },
  decorators: [
    (Story) => (
      <Box w="64" borderWidth="1px" bg="bg.sidebar">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPageHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'CRM' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Catalogue' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NestedGroupsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const catalogue = canvas.getByRole('button', { name: 'Catalogue' });
    catalogue.focus();
    await userEvent.keyboard('{Enter}');
    await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Panels' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('link', { name: 'Skins' })).toBeVisible();
  },
};

export const CollapsedToIcons: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'CRM' })).toBeVisible();
    await expect(canvas.queryByText('Leads')).toBeNull();
  },
};

/** The pointer or the keyboard resting on a link names its page as the likely next one (its code loads). */
export const LikelyNextPage: Story = {
  args: { onIntent: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Leads' }));
    await expect(args.onIntent).toHaveBeenLastCalledWith('/dashboard/leads');
    canvas.getByRole('link', { name: 'Deals' }).focus();
    await expect(args.onIntent).toHaveBeenLastCalledWith('/dashboard/deals');
    // A group is not a page: hovering it names nothing.
    const calls = (args.onIntent as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.hover(canvas.getByRole('button', { name: 'Catalogue' }));
    await expect(args.onIntent).toHaveBeenCalledTimes(calls);
  },
};
