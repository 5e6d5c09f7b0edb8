/** The mail app's messages, folders and settings, and the rules the pages share (search, counts, recipients). */
import { z } from 'zod';

export const FOLDERS = ['inbox', 'starred', 'sent', 'drafts', 'spam', 'trash'] as const;
export type Folder = (typeof FOLDERS)[number];
/** Where a message actually lives; "starred" is a view across folders. */
export type StoredFolder = Exclude<Folder, 'starred'>;

export const FOLDER_NAMES: Record<Folder, string> = {
  inbox: 'Inbox',
  starred: 'Starred',
  sent: 'Sent',
  drafts: 'Drafts',
  spam: 'Spam',
  trash: 'Trash',
};

export const MAIL_LABELS = ['Orders', 'Site visits', 'Suppliers', 'Accounts'] as const;

export const messageSchema = z.object({
  id: z.string(),
  folder: z.enum(['inbox', 'sent', 'drafts', 'spam', 'trash']),
  fromName: z.string(),
  fromEmail: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  label: z.enum(MAIL_LABELS).nullable(),
});
export type MailMessage = z.infer<typeof messageSchema>;

export const mailSettingsSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(2, 'Enter the name people see on your mail')
      .max(60, 'Keep it under 60 characters'),
    replyTo: z.union([
      z.literal(''),
      z.email('Enter an email address such as name@fpw.in, or leave it empty'),
    ]),
    signature: z.string().max(400, 'Keep the signature under 400 characters'),
    pageSize: z.enum(['10', '25', '50']),
    notifyNewMail: z.boolean(),
    notifyMentions: z.boolean(),
    autoReply: z.boolean(),
    autoReplyMessage: z.string(),
  })
  .refine((settings) => !settings.autoReply || settings.autoReplyMessage.trim().length >= 10, {
    path: ['autoReplyMessage'],
    message: 'Write the automatic reply (at least 10 characters) or turn it off',
  });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const MY_ADDRESS = 'sales@fpw.in';

/** Messages of a folder (or the starred view) matching every word of the search, newest first. */
export function messagesIn(messages: readonly MailMessage[], folder: Folder, search: string): MailMessage[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return messages
    .filter((message) =>
      folder === 'starred' ? message.starred && message.folder !== 'trash' : message.folder === folder,
    )
    .filter((message) => {
      const text =
        `${message.fromName} ${message.fromEmail} ${message.to.join(' ')} ${message.subject} ${message.body}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

export function unreadCount(messages: readonly MailMessage[], folder: Folder): number {
  return messagesIn(messages, folder, '').filter((message) => !message.read).length;
}

const emailShape = z.email();

/** Splits "a@x.in, b@y.in; c@z.in" and names the first address that is not one. */
export function parseRecipients(value: string): { addresses: string[]; invalid: string | null } {
  const addresses = value
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const invalid = addresses.find((address) => !emailShape.safeParse(address).success) ?? null;
  return { addresses, invalid };
}

export const composeSchema = z.object({
  to: z.string().superRefine((value, context) => {
    const { addresses, invalid } = parseRecipients(value);
    if (addresses.length === 0) context.addIssue({ code: 'custom', message: 'Add at least one recipient' });
    else if (invalid)
      context.addIssue({ code: 'custom', message: `${invalid} is not a valid email address` });
  }),
  cc: z.string().superRefine((value, context) => {
    const { invalid } = parseRecipients(value);
    if (invalid) context.addIssue({ code: 'custom', message: `${invalid} is not a valid email address` });
  }),
  subject: z
    .string()
    .trim()
    .min(1, 'Give the message a subject')
    .max(150, 'Keep the subject under 150 characters'),
  body: z.string().trim().min(1, 'Write the message'),
});
export type ComposeValues = z.infer<typeof composeSchema>;

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const fullFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Today's messages show the time, older ones the date. */
export function shortWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : dayFormat.format(date);
}

export const fullWhen = (iso: string) => fullFormat.format(new Date(iso));
