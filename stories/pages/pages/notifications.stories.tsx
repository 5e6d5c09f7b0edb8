import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesNotificationsPage from '../../../src/pages/pages/notifications.page';
import { notificationStore } from '../../../src/pages/pages/notifications/notification-fixtures';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Notifications',
  component: PagesNotificationsPage,
  parameters: { initialPath: '/pages/notifications' },
  beforeEach: () => {
    notificationStore.reset();
    return () => notificationStore.reset();
  },
} satisfies Meta<typeof PagesNotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MarkReadFilterClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expectDemoHeading(canvasElement, 'Notifications');
    await expectNoPageOverflow();
    await expect(canvas.getByText('5 unread of 8.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Mark Quotation QT-2311 approved as read' }));
    await expect(canvas.getByText('4 unread of 8.')).toBeVisible();
    await expect(notificationStore.read().find((item) => item.id === 'n1')?.read).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Production' }));
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show unread only' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    // Clearing asks first and only clears what is shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear shown' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Clear 2 notifications?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByRole('heading', { name: 'No notifications' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Showing unread only' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(6),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(canvas.getByText('You are all caught up.')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
