/**
 * pages/notifications: the signed-in person's inbox, made by the database where events happen
 * (lead assigned, quotation waiting for approval, payment received, part rejected at quality check,
 * follow-ups due, appointments tomorrow, tickets past their SLA). Read, mark read, clear, filter by
 * kind (kept in the URL), and send oneself the morning digest.
 */
import { Button, Flex, Stack, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { BellOff, Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader, toaster } from '@/ui';
import { useStoredUser } from '@/services/auth';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationQueries,
  useClearNotifications,
  useMarkNotificationsRead,
  type NotificationKind,
} from '@/services/notifications';
import { DigestMenu } from './notifications/digest-menu';
import { NotificationItem } from './notifications/notification-item';

const isKind = (value: string | null): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value ?? '');

export default function PagesNotificationsPage() {
  const user = useStoredUser();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const unreadOnly = params.get('unread') === '1';
  const [confirmClear, setConfirmClear] = useState(false);

  // Signed out there is no inbox to read (row-level security would refuse it).
  const signedIn = user !== null;
  const inbox = useQuery({ ...notificationQueries.inbox({ kind, unreadOnly }), enabled: signedIn });
  const unreadAll = useQuery({ ...notificationQueries.inbox({ unreadOnly: true }), enabled: signedIn });
  const markRead = useMarkNotificationsRead();
  const clear = useClearNotifications();
  const busy = markRead.isPending || clear.isPending;

  const shown = inbox.data ?? [];
  const unread = unreadAll.data?.length;
  const filtered = kind !== undefined || unreadOnly;
  const setFilter = (name: 'kind' | 'unread', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Notifications"
        description={
          unread === undefined ? 'Your inbox.' : unread === 0 ? 'You are all caught up.' : `${unread} unread.`
        }
        actions={
          <>
            <DigestMenu staffId={user?.staffId ?? null} unread={unreadAll.data ?? []} />
            <Button
              size="sm"
              variant="outline"
              disabled={!unread || busy}
              onClick={() =>
                markRead.mutate(null, {
                  onSuccess: () =>
                    toaster.create({ type: 'success', title: 'All notifications marked as read' }),
                })
              }
            >
              <Check aria-hidden="true" />
              Mark all as read
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={shown.length === 0 || busy}
              onClick={() => setConfirmClear(true)}
            >
              <Trash2 aria-hidden="true" />
              Clear {filtered ? 'shown' : 'all'}
            </Button>
          </>
        }
      />
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" justify="space-between" align="center">
          <Wrap gap="2" role="group" aria-label="Filter by kind">
            {([undefined, ...NOTIFICATION_KINDS] as const).map((name) => (
              <Button
                key={name ?? 'all'}
                size="xs"
                variant={kind === name ? 'solid' : 'outline'}
                colorPalette={kind === name ? 'brand' : 'gray'}
                aria-pressed={kind === name}
                onClick={() => setFilter('kind', name ?? null)}
              >
                {name ? NOTIFICATION_KIND_LABELS[name] : 'All'}
              </Button>
            ))}
          </Wrap>
          <Button
            size="xs"
            variant="ghost"
            aria-pressed={unreadOnly}
            onClick={() => setFilter('unread', unreadOnly ? null : '1')}
          >
            {unreadOnly ? 'Showing unread only' : 'Show unread only'}
          </Button>
        </Flex>
        {!signedIn ? (
          <EmptyState
            icon={<BellOff />}
            title="No notifications"
            description="Sign in to see your notifications."
          />
        ) : inbox.isPending ? (
          <LoadingState label="Loading notifications…" />
        ) : inbox.isError ? (
          <ErrorState
            title="Could not load your notifications"
            message={inbox.error.message}
            onRetry={() => void inbox.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<BellOff />}
            title="No notifications"
            description={filtered ? 'Nothing matches this filter.' : 'New ones arrive here as things happen.'}
          />
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Notifications">
            {shown.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={busy}
                onRead={() => markRead.mutate([notification.id])}
                onClear={() => clear.mutate([notification.id])}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={`Clear ${shown.length} notification${shown.length === 1 ? '' : 's'}?`}
        description="Cleared notifications are deleted from your inbox."
        confirmLabel="Clear"
        tone="danger"
        onConfirm={() =>
          clear.mutate(filtered ? shown.map((item) => item.id) : null, {
            onSuccess: () => toaster.create({ type: 'info', title: 'Notifications cleared' }),
          })
        }
      />
    </>
  );
}
