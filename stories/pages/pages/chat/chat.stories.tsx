import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ChatPage from '../../../../src/pages/pages/chat.page';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Chat',
  component: ChatPage,
  parameters: { initialPath: '/pages/chat' },
  beforeEach: () => {
    localStorage.removeItem('fpw.demo.chat');
    return () => localStorage.removeItem('fpw.demo.chat');
  },
} satisfies Meta<typeof ChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadAndSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Chat');
    await expect(canvas.getByText(/3 unread/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Suresh Kumar/ }));
    await expect(canvas.getByText(/1 unread/)).toBeVisible();
    const conversation = within(canvas.getByRole('region', { name: 'Conversation with Suresh Kumar' }));
    await userEvent.click(conversation.getByRole('button', { name: 'Send' }));
    await expect(conversation.getByText('Write a message first')).toBeVisible();
    await userEvent.type(
      conversation.getByRole('textbox', { name: 'Message' }),
      'Please send photos of the counter.',
    );
    await userEvent.click(conversation.getByRole('button', { name: 'Send' }));
    const messages = conversation.getByRole('list', { name: 'Messages' });
    await expect(within(messages).getAllByRole('listitem')).toHaveLength(4);
    await expect(localStorage.getItem('fpw.demo.chat')).toContain('Please send photos of the counter.');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), 'hinges');
    await expect(
      within(canvas.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

export const NarrowDark: Story = narrowDark;
