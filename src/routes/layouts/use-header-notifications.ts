/**
 * The header bell's notifications: the signed-in person's newest few and their unread count, read
 * once the page has had its first moments (the inbox may start the embedded database, which the page
 * itself may not need yet) and again every few minutes.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '@/services/kit';
import { notificationQueries } from '@/services/notifications';
import { timeAgo, type HeaderProps } from '@/ui';

export const NOTIFICATIONS_PATH = '/pages/notifications';
const SETTLE_MS = 2_500;

export function useHeaderNotifications(
  signedIn: boolean,
): Pick<HeaderProps, 'notifications' | 'unreadCount' | 'notificationsHref'> {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The layout provides the query client below itself, so the bell names it.
  const summary = useQuery({ ...notificationQueries.summary(), enabled: signedIn && settled }, queryClient);
  const now = new Date();
  return {
    notifications: (summary.data?.latest ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      when: timeAgo(new Date(item.created_at), now),
      unread: item.read_at === null,
      href: item.link,
    })),
    ...(summary.data ? { unreadCount: summary.data.unread } : {}),
    notificationsHref: NOTIFICATIONS_PATH,
  };
}
