import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { Header } from '../../../src/ui';

const onSignOut = fn();

const meta = {
  title: 'UI/Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'FPW',
    user: { name: 'Asha Rao', email: 'asha.rao@fpw.in' },
    notifications: [
      { id: '1', title: 'Quotation QT-2026-0042 approved', when: '10 minutes ago', unread: true },
      { id: '2', title: 'Recce due tomorrow', when: '1 hour ago' },
    ],
    onSignOut,
    onOpenMenu: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('FPW')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Asha Rao' }));
    await waitFor(() => expect(screen.getByText('asha.rao@fpw.in')).toBeVisible());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await expect(onSignOut).toHaveBeenCalledOnce();
  },
};

export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 1 unread' }));
    await waitFor(() => expect(screen.getByText('Quotation QT-2026-0042 approved')).toBeVisible());
  },
};

/** As the app shell passes them: the newest few with links, the unread count of the whole inbox. */
export const NotificationsFromTheInbox: Story = {
  args: {
    notifications: [
      {
        id: '1',
        title: 'Lead assigned to you: Rohit Mehta',
        when: '5 minutes ago',
        unread: true,
        href: '/dashboard/leads?lead=l7',
      },
      {
        id: '2',
        title: 'Payment received: ₹1,20,000',
        when: '2 hours ago',
        href: '/dashboard/Project-details?id=p9',
      },
    ],
    unreadCount: 7,
    notificationsHref: '/pages/notifications',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 7 unread' }));
    const lead = await screen.findByRole('link', { name: 'Lead assigned to you: Rohit Mehta' });
    await expect(lead).toHaveAttribute('href', '/dashboard/leads?lead=l7');
    await expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/pages/notifications',
    );
    await userEvent.click(lead);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'See all notifications' })).toBeNull());
  },
};

export const ThemeChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Colour theme/ }));
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible());
    await expect(screen.getByRole('menuitemradio', { name: 'System' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const SignedOut: Story = {
  args: { user: null, notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu for Guest' })).toBeVisible();
  },
};
