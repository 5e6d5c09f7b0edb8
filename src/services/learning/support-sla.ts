/**
 * The support SLA: hours from a ticket's creation to its resolution, per priority. The same table
 * is public.support_sla_hours in migration 20261125088050_support_tickets.sql (the list view's
 * sla_deadline and sla_breached); supabase/tests/support-tickets.test.ts checks the SQL side.
 */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const SLA_HOURS: Readonly<Record<TicketPriority, number>> = {
  urgent: 4,
  high: 8,
  medium: 24,
  low: 72,
};

const HOUR = 60 * 60 * 1000;

/** When a ticket of this priority, created at `createdAt`, must be resolved. */
export function slaDeadline(createdAt: Date | string, priority: TicketPriority): Date {
  const start = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return new Date(start.getTime() + SLA_HOURS[priority] * HOUR);
}

/** Breached: not resolved by the deadline (an open ticket is judged at `now`). */
export function slaBreached(
  createdAt: Date | string,
  priority: TicketPriority,
  resolvedAt: Date | string | null,
  now: Date = new Date(),
): boolean {
  const end = resolvedAt === null ? now : new Date(resolvedAt);
  return end.getTime() > slaDeadline(createdAt, priority).getTime();
}
