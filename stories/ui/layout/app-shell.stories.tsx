import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { Boxes } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { AppShell, Header, PageHeader, Sidebar, type NavItem } from '../../../src/ui';

const items: NavItem[] = [
  {
    id: 'catalogue',
    label: 'Catalogue',
    icon: <Boxes size={16} />,
    children: [
      { id: '/dashboard/panel', label: 'Panels', href: '/dashboard/panel' },
      { id: '/dashboard/edgeband', label: 'Edge bands', href: '/dashboard/edgeband' },
    ],
  },
];

const meta = {
  title: 'UI/Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (openMenu) => (
      <Header
        brand="FPW"
        user={{ name: 'Priya Nair', email: 'priya.nair@fpw.in' }}
        onSignOut={fn()}
        onOpenMenu={openMenu}
      />
    ),
    sidebar: ({ collapsed, expand, closeDrawer }) => (
      <Sidebar
        items={items}
        currentPath="/dashboard/panel"
        collapsed={collapsed}
        onRequestExpand={expand}
        onNavigate={closeDrawer}
      />
    ),
    children: (
      <>
        <PageHeader title="Panels" description="Boards by material, make, grade and size" />
        <Text>18 mm HDHMR, 2440 × 1220 mm.</Text>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Panels' }),
    );
    await expect(canvas.getByRole('link', { name: 'Panels' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu to icons' }));
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Panels' })).toBeNull();
  },
};

/** Below 768 px the menu button shows and opens the drawer (the breakpoint itself is checked end to end). */
export const NarrowDrawer: Story = {
  play: async ({ canvasElement }) => {
    const openMenu = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
    await expect(openMenu).not.toBeNull();
    openMenu?.click();
    const drawer = await waitFor(() => screen.getByRole('dialog', { name: 'Menu' }));
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Edge bands' })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};
