/**
 * The morning digest (issue 24): the person's unread notifications as one message from a template,
 * opened from the inbox in WhatsApp (wa.me) or the mail app (mailto) addressed to the person
 * themselves; nothing is sent without them. Links are built by kit/contact-links, the one place
 * every wa.me and mailto href is made.
 */
import { mailtoHref, whatsappHref } from '../kit/contact-links';
import { NOTIFICATION_KIND_LABELS, type AppNotification } from './notifications';

/** Placeholders: {name} {date} {count} {items} {inbox}. */
export const DIGEST_TEMPLATE = {
  subject: 'Your morning digest for {date}: {count} unread',
  body: 'Good morning {name},\n\n{count} unread on {date}:\n\n{items}\n\nOpen the inbox: {inbox}',
} as const;

/** At most this many items are listed; the rest are counted. */
export const DIGEST_ITEM_LIMIT = 15;

export interface DigestInput {
  name: string;
  notifications: readonly AppNotification[];
  /** Absolute URL of the app, e.g. https://fpw.example.in; links inside the app are made absolute with it. */
  origin: string;
  on: Date;
}

export interface Digest {
  subject: string;
  text: string;
  count: number;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long' });

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The digest of the unread notifications among those given, oldest news last. */
export function buildDigest({ name, notifications, origin, on }: DigestInput): Digest {
  const unread = notifications.filter((item) => item.read_at === null);
  const listed = unread.slice(0, DIGEST_ITEM_LIMIT).map((item) => {
    const line = `• ${NOTIFICATION_KIND_LABELS[item.kind]}: ${item.title}`;
    return item.link ? `${line}\n  ${origin}${item.link}` : line;
  });
  if (unread.length > DIGEST_ITEM_LIMIT) listed.push(`…and ${unread.length - DIGEST_ITEM_LIMIT} more`);
  const values = {
    name: name.trim().split(/\s+/)[0] ?? name,
    date: dayFormat.format(on),
    count: String(unread.length),
    items: listed.length > 0 ? listed.join('\n') : 'Nothing new. Have a good day.',
    inbox: `${origin}/pages/notifications`,
  };
  return {
    subject: fill(DIGEST_TEMPLATE.subject, values),
    text: fill(DIGEST_TEMPLATE.body, values),
    count: unread.length,
  };
}

/** Where the person can receive the digest: their own WhatsApp and e-mail, when the staff record has them. */
export function digestLinks(
  person: { phone: string | null; email: string | null },
  digest: Digest,
): { whatsapp: string | null; email: string | null } {
  return {
    whatsapp: person.phone ? whatsappHref(person.phone, `${digest.subject}\n\n${digest.text}`) : null,
    email: person.email ? mailtoHref(person.email, digest.subject, digest.text) : null,
  };
}
