/** The notification centre's demo content: what a furniture workshop's staff hear about in a day. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const NOTIFICATION_KINDS = ['Orders', 'Site visits', 'Production', 'Payments', 'System'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** ISO date-time. */
  at: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_FIXTURES: AppNotification[] = [
  {
    id: 'n1',
    kind: 'Orders',
    title: 'Quotation QT-2311 approved',
    body: 'Anita Sharma approved the kitchen quotation of ₹4,86,000. Create the order to start production.',
    at: '2026-11-22T09:40:00+05:30',
    read: false,
  },
  {
    id: 'n2',
    kind: 'Site visits',
    title: 'Site visit booked for tomorrow',
    body: 'Rahul will measure the Mehta residence, Baner, at 11:00. Wardrobes in two bedrooms.',
    at: '2026-11-22T08:15:00+05:30',
    read: false,
  },
  {
    id: 'n3',
    kind: 'Production',
    title: 'Cutting plan ready for ORD-1042',
    body: '18 sheets of 18 mm HDHMR, yield 91%. Review the plan before releasing it to the saw.',
    at: '2026-11-21T17:05:00+05:30',
    read: false,
  },
  {
    id: 'n4',
    kind: 'Payments',
    title: 'Payment received: ₹1,20,000',
    body: 'Iyer TV unit, design sign-off stage (50%). Receipt RC-889 sent to the client.',
    at: '2026-11-21T12:30:00+05:30',
    read: true,
  },
  {
    id: 'n5',
    kind: 'Production',
    title: 'Edge band below reorder level',
    body: 'White 0.8 mm × 22 mm: 2 rolls left, reorder level 5 rolls.',
    at: '2026-11-20T16:45:00+05:30',
    read: false,
  },
  {
    id: 'n6',
    kind: 'Site visits',
    title: 'Installation completed',
    body: 'Team B finished the Kapoor wardrobe. Photos and the handover checklist are in the project.',
    at: '2026-11-20T19:10:00+05:30',
    read: true,
  },
  {
    id: 'n7',
    kind: 'System',
    title: 'GST rate table updated',
    body: 'The default rate for furniture stays at 18%. Check products with custom rates.',
    at: '2026-11-19T10:00:00+05:30',
    read: true,
  },
  {
    id: 'n8',
    kind: 'Orders',
    title: 'New lead from the website',
    body: 'Vikram Rao asked for a modular kitchen quote, 3BHK in Wakad.',
    at: '2026-11-19T09:20:00+05:30',
    read: false,
  },
];

export const notificationStore = createDemoStore(
  'notifications',
  z.array(notificationSchema),
  NOTIFICATION_FIXTURES,
);
