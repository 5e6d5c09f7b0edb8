import { describe, expect, it } from 'vitest';
import { buildDigest, DIGEST_ITEM_LIMIT, digestLinks } from './digest';
import type { AppNotification, NotificationKind } from './notifications';

const on = new Date(2026, 10, 30, 8, 0);
/** A time on the digest's day (or, with dayOffset, another day), local. */
const at = (hour: number, dayOffset = 0) => new Date(2026, 10, 30 + dayOffset, hour, 0).toISOString();

function note(
  id: string,
  kind: NotificationKind,
  title: string,
  {
    read = false,
    created = at(7),
    link = `/dashboard/x?id=${id}`,
  }: { read?: boolean; created?: string; link?: string | null } = {},
): AppNotification {
  return {
    id,
    kind,
    title,
    body: '',
    link,
    record_id: id,
    created_at: created,
    read_at: read ? at(7, 0) : null,
  };
}

describe('the morning digest', () => {
  it("groups today's unread items under what they ask, newest first, and leaves out the rest", () => {
    const digest = buildDigest({
      name: 'Asha Rao',
      notifications: [
        note('q1', 'quotation_approval', 'Quotation QT-2026-0042 waiting for approval', { created: at(6) }),
        note('f1', 'follow_up_due', 'Follow-up due: Anita Sharma', { created: at(5) }),
        note('f2', 'follow_up_due', 'Follow-up overdue: Sunita Kulkarni', { created: at(7), link: null }),
        note('a1', 'appointment_tomorrow', 'Tomorrow 11:00: Measure the Mehta kitchen'),
        note('t1', 'ticket_sla_breached', 'Ticket T-0007 past its SLA: hinge broken'),
        note('old', 'follow_up_due', 'Follow-up due yesterday', { created: at(18, -1) }),
        note('read', 'quotation_approval', 'Quotation already seen', { read: true }),
      ],
      origin: 'https://fpw.example.in',
      on,
    });
    expect(digest.count).toBe(5);
    expect(digest.subject).toBe('Morning digest for Monday, 30 November: 5 unread');
    expect(digest.text).toBe(
      [
        'Good morning Asha,',
        '',
        '5 unread today, Monday, 30 November:',
        '',
        'Follow-ups due (2)',
        '• Follow-up overdue: Sunita Kulkarni',
        '• Follow-up due: Anita Sharma',
        '  https://fpw.example.in/dashboard/x?id=f1',
        '',
        'Appointments tomorrow (1)',
        '• Tomorrow 11:00: Measure the Mehta kitchen',
        '  https://fpw.example.in/dashboard/x?id=a1',
        '',
        'Approvals waiting (1)',
        '• Quotation QT-2026-0042 waiting for approval',
        '  https://fpw.example.in/dashboard/x?id=q1',
        '',
        'Tickets breaching their SLA (1)',
        '• Ticket T-0007 past its SLA: hinge broken',
        '  https://fpw.example.in/dashboard/x?id=t1',
        '',
        'Open the inbox: https://fpw.example.in/pages/notifications',
      ].join('\n'),
    );
  });

  it('says so when nothing new came today and counts what it leaves out', () => {
    const none = buildDigest({
      name: 'Asha',
      notifications: [note('old', 'lead_assigned', 'Yesterday', { created: at(9, -1) })],
      origin: 'https://x.in',
      on,
    });
    expect(none.count).toBe(0);
    expect(none.text).toContain('Nothing new. Have a good day.');
    const many = buildDigest({
      name: 'Asha',
      notifications: Array.from({ length: DIGEST_ITEM_LIMIT + 3 }, (_, i) =>
        note(`n${i}`, i % 2 ? 'lead_assigned' : 'payment_received', `Item ${i}`, { link: null }),
      ),
      origin: 'https://x.in',
      on,
    });
    expect(many.count).toBe(DIGEST_ITEM_LIMIT + 3);
    expect(many.text).toContain('Leads assigned to you (9)');
    expect(many.text).toContain('Payments received (9)');
    expect(many.text).toContain('…and 3 more in the inbox');
    expect(many.text.match(/^• /gm)).toHaveLength(DIGEST_ITEM_LIMIT);
  });

  it("opens the person's own WhatsApp and e-mail with the message, encoded", () => {
    const digest = buildDigest({
      name: 'Asha',
      notifications: [note('l1', 'lead_assigned', 'A & B?')],
      origin: 'https://x.in',
      on,
    });
    const links = digestLinks({ phone: '+91 98450 10001', email: 'asha.rao@fpw.in' }, digest);
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/919845010001\?text=/);
    expect(decodeURIComponent(links.whatsapp?.split('?text=')[1] ?? '')).toBe(
      `${digest.subject}\n\n${digest.text}`,
    );
    expect(links.email).toMatch(/^mailto:asha\.rao@fpw\.in\?subject=/);
    expect(decodeURIComponent(links.email?.split('body=')[1] ?? '')).toBe(digest.text);
    expect(digestLinks({ phone: null, email: null }, digest)).toEqual({ whatsapp: null, email: null });
  });
});
