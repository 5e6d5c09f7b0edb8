/** A morning's inbox for the notifications page story: what a furniture workshop's staff hear about. */
import type { AppNotification } from '../../../src/services/notifications';

/**
 * So many hours ago, but never before today's midnight (then that many seconds past it, in the same
 * order): the morning digest takes only today's notifications, wherever the clock stands.
 */
const at = (hoursAgo: number) => {
  const midnight = new Date().setHours(0, 0, 0, 0);
  return new Date(
    Math.max(Date.now() - hoursAgo * 3_600_000, midnight + (24 - hoursAgo) * 1000),
  ).toISOString();
};

export function notificationFixtures(): AppNotification[] {
  return [
    {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'quotation_approval',
      title: 'Quotation QT-2026-0042 waiting for approval',
      body: 'Kitchen and utility · Anita Sharma',
      link: '/dashboard/quotation?id=q42',
      record_id: 'q42',
      created_at: at(1),
      read_at: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'lead_assigned',
      title: 'Lead assigned to you: Rohit Mehta',
      body: 'From Vikram Singh · Pune · Wardrobes in two bedrooms',
      link: '/dashboard/leads?lead=l7',
      record_id: 'l7',
      created_at: at(2),
      read_at: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'payment_received',
      title: 'Payment received: ₹1,20,000',
      body: 'PRJ-0009 Iyer TV unit · upi · UTR 4471 · recorded by Kavya Menon',
      link: '/dashboard/Project-details?id=p9',
      record_id: 'pay9',
      created_at: at(3),
      read_at: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000004',
      kind: 'follow_up_due',
      title: 'Follow-up overdue: Sunita Kulkarni',
      body: 'Planned for 28 Nov 16:00',
      link: '/dashboard/leads?lead=l3',
      record_id: 'l3',
      created_at: at(5),
      read_at: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000005',
      kind: 'appointment_tomorrow',
      title: 'Tomorrow 11:00: Measure the Mehta kitchen',
      body: 'site visit · Baner, Pune',
      link: '/dashboard/appointments?appointment=a5',
      record_id: 'a5',
      created_at: at(8),
      read_at: at(7),
    },
    {
      id: '00000000-0000-4000-8000-000000000006',
      kind: 'part_rejected',
      title: 'Part rejected at quality check: Shutter L2',
      body: 'Edge band lifting on the top edge · ORD-1042',
      link: null,
      record_id: null,
      created_at: at(20),
      read_at: at(19),
    },
  ];
}
