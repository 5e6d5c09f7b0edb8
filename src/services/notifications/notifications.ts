/**
 * The signed-in person's notifications inbox (issue 24). The database makes the rows where events
 * happen (migrations 20261129010000/010100) and row-level security shows each person only their own;
 * refresh_my_notifications() adds the time-based ones (follow-ups due, appointments tomorrow, tickets
 * past their SLA) for the caller, once each, so the inbox asks for it before it reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource, Filter } from '../backend';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { desc, eq } from '../kit/rows';

export const NOTIFICATION_KINDS = [
  'lead_assigned',
  'follow_up_due',
  'appointment_tomorrow',
  'quotation_approval',
  'payment_received',
  'part_rejected',
  'ticket_sla_breached',
  'handover_signed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  lead_assigned: 'Leads assigned',
  follow_up_due: 'Follow-ups',
  appointment_tomorrow: 'Appointments',
  quotation_approval: 'Quotations',
  payment_received: 'Payments',
  part_rejected: 'Quality check',
  ticket_sla_breached: 'Support tickets',
  handover_signed: 'Handovers',
};

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the app, such as /dashboard/leads?lead=…; null when there is nothing to open. */
  link: z.string().nullable(),
  record_id: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'record_id', 'created_at', 'read_at'] as const;

export interface NotificationQuery {
  kind?: NotificationKind | undefined;
  unreadOnly?: boolean | undefined;
  /** The newest this many; 200 when left out. */
  limit?: number | undefined;
}

/** The browser's time zone, which decides what "today" and "tomorrow" are for the time-based ones. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
}

/** Makes the caller's due time-based notifications; a second call makes none. Returns how many. */
export async function refreshMyNotifications(given?: DataSource): Promise<number> {
  const ds = await source(given);
  return z
    .number()
    .int()
    .parse(await ds.rpc<unknown>('refresh_my_notifications', { p_tz: timeZone() }));
}

/** The caller's notifications, newest first. */
export async function listMyNotifications(
  query: NotificationQuery = {},
  given?: DataSource,
): Promise<AppNotification[]> {
  const ds = await source(given);
  const filters: Filter[] = [];
  if (query.kind) filters.push(eq('kind', query.kind));
  if (query.unreadOnly) filters.push({ column: 'read_at', op: 'is', value: null });
  const { rows } = await ds.list<unknown>('notifications', {
    columns: COLUMNS,
    filters,
    sort: [desc('created_at'), desc('id')],
    range: { from: 0, to: (query.limit ?? 200) - 1 },
    count: 'none',
  });
  return z.array(notificationSchema).parse(rows);
}

/** How many of the caller's notifications are unread. */
export async function countUnreadNotifications(given?: DataSource): Promise<number> {
  const ds = await source(given);
  const { count } = await ds.list<unknown>('notifications', {
    columns: ['id'],
    filters: [{ column: 'read_at', op: 'is', value: null }],
    range: { from: 0, to: 0 },
    count: 'exact',
  });
  return count ?? 0;
}

/** The bell's summary: refreshed, the newest few and the unread count. */
export interface NotificationSummary {
  latest: AppNotification[];
  unread: number;
}

export async function notificationSummary(given?: DataSource, latest = 5): Promise<NotificationSummary> {
  const ds = await source(given);
  await refreshMyNotifications(ds);
  const [rows, unread] = await Promise.all([
    listMyNotifications({ limit: latest }, ds),
    countUnreadNotifications(ds),
  ]);
  return { latest: rows, unread };
}

/** Marks the given notifications read, or every one of the caller's when `ids` is null. */
export async function markNotificationsRead(
  ids: readonly string[] | null,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  return z
    .number()
    .int()
    .parse(await ds.rpc<unknown>('mark_notifications_read', { p_ids: ids }));
}

/** Deletes the given notifications, or every one of the caller's when `ids` is null. */
export async function clearNotifications(ids: readonly string[] | null, given?: DataSource): Promise<number> {
  const ds = await source(given);
  return z
    .number()
    .int()
    .parse(await ds.rpc<unknown>('clear_notifications', { p_ids: ids }));
}

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: (query: NotificationQuery) => [...notificationKeys.all, 'inbox', query] as const,
  summary: () => [...notificationKeys.all, 'summary'] as const,
};

export const notificationQueries = {
  /** The inbox page: refreshes the time-based ones, then reads. */
  inbox: (query: NotificationQuery = {}) =>
    queryOptions({
      queryKey: notificationKeys.inbox(query),
      queryFn: async () => {
        const ds = await source();
        await refreshMyNotifications(ds);
        return listMyNotifications(query, ds);
      },
    }),
  /** The header bell: checked again every five minutes while the app is open. */
  summary: () =>
    queryOptions({
      queryKey: notificationKeys.summary(),
      queryFn: () => notificationSummary(),
      refetchInterval: 5 * 60_000,
    }),
};

export const useMarkNotificationsRead = () =>
  useWrite((ids: readonly string[] | null) => markNotificationsRead(ids), [notificationKeys.all], {
    errorTitle: 'Could not mark the notifications read',
  });

export const useClearNotifications = () =>
  useWrite((ids: readonly string[] | null) => clearNotifications(ids), [notificationKeys.all], {
    errorTitle: 'Could not clear the notifications',
  });
