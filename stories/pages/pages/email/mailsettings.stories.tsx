import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MailSettingsPage from '../../../../src/pages/pages/email/mailsettings.page';
import { mailSettingsStore } from '../../../../src/pages/pages/email/mail-store';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';
import { freshMailbox } from './mail-story';

const meta = {
  title: 'Pages/Pages/Email/MailSettings',
  component: MailSettingsPage,
  parameters: { initialPath: '/pages/email/mailsettings' },
  beforeEach: freshMailbox,
} satisfies Meta<typeof MailSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidatesAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Mail settings');
    await userEvent.type(canvas.getByLabelText('Reply-to address'), 'not-an-address');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send an automatic reply' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(
      await canvas.findByText('Enter an email address such as name@fpw.in, or leave it empty'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Write the automatic reply (at least 10 characters) or turn it off'),
    ).toBeVisible();
    await expect(mailSettingsStore.read().autoReply).toBe(false);

    const replyTo = canvas.getByLabelText('Reply-to address');
    await userEvent.clear(replyTo);
    await userEvent.type(replyTo, 'orders@fpw.in');
    await userEvent.type(canvas.getByLabelText(/Automatic reply/), 'Away at the factory until Monday.');
    await userEvent.selectOptions(canvas.getByLabelText('Messages per page'), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(mailSettingsStore.read()).toMatchObject({
        replyTo: 'orders@fpw.in',
        autoReply: true,
        autoReplyMessage: 'Away at the factory until Monday.',
        pageSize: '50',
      }),
    );
  },
};

export const NarrowDark: Story = narrowDark;
