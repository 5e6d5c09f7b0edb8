import { describe, expect, it } from 'vitest';
import { buildDigest, DIGEST_ITEM_LIMIT, digestLinks } from './digest';
import type { AppNotification } from './notifications';

function note(id: string, title: string, read = false, link: string | null = `/dashboard/leads?lead=${id}`) {
  return {
    id,
    kind: 'lead_assigned',
    title,
    body: '',
    link,
    record_id: id,
    created_at: '2026-11-29T08:00:00+05:30',
    read_at: read ? '2026-11-29T09:00:00+05:30' : null,
  } satisfies AppNotification;
}

const on = new Date('2026-11-30T08:00:00+05:30');

describe('the morning digest', () => {
  it('lists the unread items with their links and counts them', () => {
    const digest = buildDigest({
      name: 'Asha Rao',
      notifications: [note('l1', 'Lead assigned to you: Anita Sharma'), note('l2', 'Old news', true)],
      origin: 'https://fpw.example.in',
      on,
    });
    expect(digest.count).toBe(1);
    expect(digest.subject).toBe('Your morning digest for Monday, 30 November: 1 unread');
    expect(digest.text).toBe(
      'Good morning Asha,\n\n1 unread on Monday, 30 November:\n\n' +
        '• Leads assigned: Lead assigned to you: Anita Sharma\n  https://fpw.example.in/dashboard/leads?lead=l1\n\n' +
        'Open the inbox: https://fpw.example.in/pages/notifications',
    );
  });

  it('says so when nothing is unread and counts what it leaves out', () => {
    const none = buildDigest({ name: 'Asha', notifications: [], origin: 'https://x.in', on });
    expect(none.text).toContain('Nothing new. Have a good day.');
    const many = buildDigest({
      name: 'Asha',
      notifications: Array.from({ length: DIGEST_ITEM_LIMIT + 3 }, (_, i) =>
        note(`n${i}`, `Item ${i}`, false, null),
      ),
      origin: 'https://x.in',
      on,
    });
    expect(many.text).toContain('…and 3 more');
    expect(many.text.match(/^• /gm)).toHaveLength(DIGEST_ITEM_LIMIT);
  });

  it("opens the person's own WhatsApp and e-mail with the message, encoded", () => {
    const digest = buildDigest({
      name: 'Asha',
      notifications: [note('l1', 'A & B?')],
      origin: 'https://x.in',
      on,
    });
    const links = digestLinks({ phone: '+91 98450 10001', email: 'asha.rao@fpw.in' }, digest);
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/919845010001\?text=/);
    expect(decodeURIComponent(links.whatsapp?.split('?text=')[1] ?? '')).toContain('A & B?');
    expect(links.email).toMatch(/^mailto:asha\.rao@fpw\.in\?subject=/);
    expect(decodeURIComponent(links.email?.split('body=')[1] ?? '')).toBe(digest.text);
    expect(digestLinks({ phone: null, email: null }, digest)).toEqual({ whatsapp: null, email: null });
  });
});
