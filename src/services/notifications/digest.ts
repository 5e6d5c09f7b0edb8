/**
 * The morning digest (issue 24): the person's unread notifications of the day as one message from a
 * template, grouped by what they ask of the person (follow-ups due, appointments tomorrow, approvals
 * waiting, tickets breaching their SLA…), opened from the inbox in WhatsApp (wa.me) or the mail app
 * (mailto) addressed to the person themselves; nothing is sent without them. The template is filled
 * by kit/message-text, as the receivables reminder is; links are built by kit/contact-links, the one
 * place every wa.me and mailto href is made.
 */
import { mailtoHref, whatsappHref } from '../kit/contact-links';
import { fillMessage } from '../kit/message-text';
import type { AppNotification, NotificationKind } from './notifications';

/** Placeholders: {name} {date} {count} {items} {inbox}. */
export const DIGEST_TEMPLATE = {
  subject: 'Morning digest for {date}: {count} unread',
  body: 'Good morning {name},\n\n{count} unread today, {date}:\n\n{items}\n\nOpen the inbox: {inbox}',
} as const;

/** Each group's heading, in the order the digest lists them: what needs doing first comes first. */
export const DIGEST_GROUPS: Readonly<Record<NotificationKind, string>> = {
  follow_up_due: 'Follow-ups due',
  appointment_tomorrow: 'Appointments tomorrow',
  quotation_approval: 'Approvals waiting',
  ticket_sla_breached: 'Tickets breaching their SLA',
  part_rejected: 'Parts rejected at quality check',
  lead_assigned: 'Leads assigned to you',
  payment_received: 'Payments received',
  handover_signed: 'Handovers signed',
};

/** At most this many items are listed; the rest are counted. */
export const DIGEST_ITEM_LIMIT = 15;

export interface DigestInput {
  name: string;
  notifications: readonly AppNotification[];
  /** Absolute URL of the app, e.g. https://fpw.example.in; links inside the app are made absolute with it. */
  origin: string;
  /** The morning the digest is for: only what was made on this day (local time) is in it. */
  on: Date;
}

export interface Digest {
  subject: string;
  text: string;
  count: number;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long' });

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The digest of the unread notifications made on the day `on`, grouped, newest first in each group. */
export function buildDigest({ name, notifications, origin, on }: DigestInput): Digest {
  const today = notifications
    .filter((item) => item.read_at === null && sameDay(new Date(item.created_at), on))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  let room = DIGEST_ITEM_LIMIT;
  const groups: string[] = [];
  for (const [kind, heading] of Object.entries(DIGEST_GROUPS)) {
    const items = today.filter((item) => item.kind === kind);
    const listed = items.slice(0, Math.max(room, 0));
    room -= listed.length;
    if (listed.length === 0) continue;
    const lines = listed.map((item) =>
      item.link ? `• ${item.title}\n  ${origin}${item.link}` : `• ${item.title}`,
    );
    groups.push([`${heading} (${items.length})`, ...lines].join('\n'));
  }
  const left = today.length - DIGEST_ITEM_LIMIT;
  if (left > 0) groups.push(`…and ${left} more in the inbox`);
  const values = {
    name: name.trim().split(/\s+/)[0] ?? name,
    date: dayFormat.format(on),
    count: String(today.length),
    items: groups.length > 0 ? groups.join('\n\n') : 'Nothing new. Have a good day.',
    inbox: `${origin}/pages/notifications`,
  };
  return {
    subject: fillMessage(DIGEST_TEMPLATE.subject, values),
    text: fillMessage(DIGEST_TEMPLATE.body, values),
    count: today.length,
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
