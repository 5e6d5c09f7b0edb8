import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MailAppPage from '../../../../src/pages/pages/email/mailapp.page';
import { messageStore } from '../../../../src/pages/pages/email/mail-store';
import { expectTitle, narrowDark, screen } from '../ecommerce/shop-story';
import { freshMailbox } from './mail-story';

const meta = {
  title: 'Pages/Pages/Email/MailApp',
  component: MailAppPage,
  parameters: { initialPath: '/pages/email/mailapp' },
  beforeEach: freshMailbox,
} satisfies Meta<typeof MailAppPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadStarAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Mail');
    const folders = canvas.getByRole('navigation', { name: 'Mail folders' });
    await expect(within(folders).getByRole('button', { name: 'Inbox 2 unread' })).toBeVisible();
    // Opening an unread message reads it and lowers the count.
    await userEvent.click(
      canvas.getByRole('button', { name: /Hettich India.*Dispatch of soft-close hinges/ }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Dispatch of soft-close hinges, PO 7781' }),
    ).toBeVisible();
    await expect(within(folders).getByRole('button', { name: 'Inbox 1 unread' })).toBeVisible();
    // Star it: the starred view gains it.
    const star = canvas.getByRole('button', { name: 'Star Dispatch of soft-close hinges, PO 7781' });
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(within(folders).getByRole('button', { name: /^Starred/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Starred: 3 messages');
    // Search within the folder.
    await userEvent.click(within(folders).getByRole('button', { name: /^Inbox/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Inbox' }), 'plywood');
    await expect(canvas.getByRole('status')).toHaveTextContent('Inbox: 1 message');
  },
};

export const ComposeRefusesABadAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'New message' }));
    // The signature from the settings is already in the message.
    await expect(dialog.getByLabelText(/Message/)).toHaveValue(
      '\n\n--\nSales desk, FPW Interiors\n+91 80 4123 4567',
    );
    await userEvent.type(dialog.getByLabelText(/To/), 'ananya.iyer@example.in, rohit.at.example');
    await userEvent.type(dialog.getByLabelText(/Subject/), 'Matt sage shutters');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('rohit.at.example is not a valid email address')).toBeVisible();
    await expect(messageStore.read().filter((message) => message.folder === 'sent')).toHaveLength(1);

    const to = dialog.getByLabelText(/To/);
    await userEvent.clear(to);
    await userEvent.type(to, 'ananya.iyer@example.in');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(messageStore.read().filter((message) => message.folder === 'sent')).toHaveLength(2),
    );
    await expect(messageStore.read()[0]).toMatchObject({
      to: ['ananya.iyer@example.in'],
      subject: 'Matt sage shutters',
      folder: 'sent',
    });
  },
};

export const DeleteGoesToTrashThenAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rohit Malhotra/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(messageStore.read().find((message) => message.id === 'm-103')?.folder).toBe('trash'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Trash/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Rohit Malhotra/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete forever' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete this message forever?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(messageStore.read().some((message) => message.id === 'm-103')).toBe(false));
  },
};

export const NarrowDark: Story = narrowDark;
