/** Demo content of the chat page: its typed fixtures and the store that keeps the user's changes. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const chatMessageSchema = z.object({ from: z.enum(['me', 'them']), text: z.string(), at: z.string() });
export const conversationSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  unread: z.number().int().nonnegative(),
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatStore = createDemoStore('chat', z.array(conversationSchema), [
  {
    id: 'ch-1',
    name: 'Suresh Kumar',
    role: 'Lead installer',
    unread: 2,
    messages: [
      { from: 'me', text: 'Are you at the Varthur site today?', at: '2026-11-21T09:05:00+05:30' },
      { from: 'them', text: 'Yes, base cabinets are fixed.', at: '2026-11-21T10:40:00+05:30' },
      { from: 'them', text: 'Counter top arrives after lunch.', at: '2026-11-21T10:41:00+05:30' },
    ],
  },
  {
    id: 'ch-2',
    name: 'Neha Gupta',
    role: 'Hettich India',
    unread: 1,
    messages: [
      { from: 'them', text: 'The hinges for PO 7781 are dispatched.', at: '2026-11-21T08:12:00+05:30' },
    ],
  },
  {
    id: 'ch-3',
    name: 'Imran Khan',
    role: 'Site supervisor',
    unread: 0,
    messages: [
      { from: 'them', text: 'Measurements for Hebbal are uploaded.', at: '2026-11-20T17:00:00+05:30' },
      { from: 'me', text: 'Thanks, I will start the layout.', at: '2026-11-20T17:10:00+05:30' },
    ],
  },
]);
