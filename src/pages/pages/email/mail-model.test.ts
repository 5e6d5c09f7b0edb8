import { describe, expect, it } from 'vitest';
import { MESSAGE_FIXTURES } from './fixtures';
import { composeSchema, messagesIn, parseRecipients, unreadCount } from './mail-model';

describe('parseRecipients', () => {
  it('splits on commas, semicolons and spaces and names the first bad address', () => {
    expect(parseRecipients('a@fpw.in; b@fpw.in, c@fpw.in')).toEqual({
      addresses: ['a@fpw.in', 'b@fpw.in', 'c@fpw.in'],
      invalid: null,
    });
    expect(parseRecipients('a@fpw.in, rohit.at.example, also@bad').invalid).toBe('rohit.at.example');
  });
});

describe('composeSchema', () => {
  it('needs a recipient, a subject and a body', () => {
    const result = composeSchema.safeParse({ to: ' ', cc: '', subject: '', body: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Add at least one recipient',
      'Give the message a subject',
      'Write the message',
    ]);
    expect(composeSchema.safeParse({ to: 'a@fpw.in', cc: '', subject: 'Hi', body: 'Hello' }).success).toBe(
      true,
    );
  });
});

describe('messagesIn', () => {
  it('lists a folder newest first and searches every word', () => {
    expect(messagesIn(MESSAGE_FIXTURES, 'inbox', '').map((message) => message.id)).toEqual([
      'm-101',
      'm-102',
      'm-103',
      'm-104',
      'm-105',
    ]);
    expect(messagesIn(MESSAGE_FIXTURES, 'inbox', 'BWP rates').map((message) => message.id)).toEqual([
      'm-105',
    ]);
    expect(messagesIn(MESSAGE_FIXTURES, 'starred', '').map((message) => message.id)).toEqual([
      'm-101',
      'm-104',
    ]);
  });

  it('counts unread messages per folder', () => {
    expect(unreadCount(MESSAGE_FIXTURES, 'inbox')).toBe(2);
    expect(unreadCount(MESSAGE_FIXTURES, 'spam')).toBe(1);
  });
});
