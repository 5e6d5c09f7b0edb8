import { Badge, Box, Button, Circle, Flex, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { BellOff, Check, CreditCard, Factory, MapPin, Settings, ShoppingBag, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { useDemoStore } from '@/services/kit';
import {
  NOTIFICATION_KINDS,
  notificationStore,
  type AppNotification,
} from './notifications/notification-fixtures';

type KindFilter = AppNotification['kind'] | 'All';
const KIND_ICONS: Record<AppNotification['kind'], ReactNode> = {
  Orders: <ShoppingBag size={18} />,
  'Site visits': <MapPin size={18} />,
  Production: <Factory size={18} />,
  Payments: <CreditCard size={18} />,
  System: <Settings size={18} />,
};
const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export default function PagesNotificationsPage() {
  const [notifications, setNotifications] = useDemoStore(notificationStore);
  const [kind, setKind] = useState<KindFilter>('All');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  const shown = notifications.filter(
    (notification) => (kind === 'All' || notification.kind === kind) && (!unreadOnly || !notification.read),
  );
  const unread = notifications.filter((notification) => !notification.read).length;
  const markRead = (id: string, read: boolean) =>
    setNotifications((current) => current.map((item) => (item.id === id ? { ...item, read } : item)));
  const shownIds = new Set(shown.map((item) => item.id));

  return (
    <>
      <PageHeader
        title="Notifications"
        description={unread === 0 ? 'You are all caught up.' : `${unread} unread of ${notifications.length}.`}
        actions={
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={unread === 0}
              onClick={() => {
                setNotifications((current) => current.map((item) => ({ ...item, read: true })));
                toaster.create({ type: 'success', title: 'All notifications marked as read' });
              }}
            >
              <Check aria-hidden="true" />
              Mark all as read
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={shown.length === 0}
              onClick={() => setConfirmClear(true)}
            >
              <Trash2 aria-hidden="true" />
              Clear {kind === 'All' && !unreadOnly ? 'all' : 'shown'}
            </Button>
            <DemoResetButton subject="the notifications" onReset={notificationStore.reset} />
          </>
        }
      />
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" justify="space-between" align="center">
          <Wrap gap="2" role="group" aria-label="Filter by kind">
            {(['All', ...NOTIFICATION_KINDS] as KindFilter[]).map((name) => (
              <Button
                key={name}
                size="xs"
                variant={kind === name ? 'solid' : 'outline'}
                colorPalette={kind === name ? 'brand' : 'gray'}
                aria-pressed={kind === name}
                onClick={() => setKind(name)}
              >
                {name}
              </Button>
            ))}
          </Wrap>
          <Button
            size="xs"
            variant="ghost"
            aria-pressed={unreadOnly}
            onClick={() => setUnreadOnly((value) => !value)}
          >
            {unreadOnly ? 'Showing unread only' : 'Show unread only'}
          </Button>
        </Flex>
        {shown.length === 0 ? (
          <EmptyState
            icon={<BellOff />}
            title="No notifications"
            description={
              notifications.length === 0
                ? 'Everything was cleared. Reset the demo content to see them again.'
                : 'Nothing matches this filter.'
            }
          />
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Notifications">
            {shown.map((notification) => (
              <Flex
                as="li"
                key={notification.id}
                gap="3"
                p="3"
                borderWidth="1px"
                rounded="l2"
                bg="bg.panel"
                borderStartWidth={notification.read ? '1px' : '4px'}
                borderStartColor={notification.read ? undefined : 'brand.solid'}
                aria-label={`${notification.read ? '' : 'Unread: '}${notification.title}`}
              >
                <Circle size="9" bg="bg.muted" color="fg.muted" flexShrink={0} aria-hidden="true">
                  {KIND_ICONS[notification.kind]}
                </Circle>
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight={notification.read ? 'medium' : 'bold'}>{notification.title}</Text>
                    {!notification.read && <Badge colorPalette="brand">New</Badge>}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {notification.body}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {notification.kind} · {when.format(new Date(notification.at))}
                  </Text>
                </Stack>
                <Box flexShrink={0}>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => markRead(notification.id, !notification.read)}
                    aria-label={`Mark ${notification.title} as ${notification.read ? 'unread' : 'read'}`}
                  >
                    {notification.read ? 'Unread' : 'Read'}
                  </Button>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Remove ${notification.title}`}
                    onClick={() =>
                      setNotifications((current) => current.filter((item) => item.id !== notification.id))
                    }
                  >
                    <Trash2 />
                  </IconButton>
                </Box>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={`Clear ${shown.length} notification${shown.length === 1 ? '' : 's'}?`}
        description="Cleared notifications cannot be brought back (except by resetting the demo content)."
        confirmLabel="Clear"
        tone="danger"
        onConfirm={() => {
          setNotifications((current) => current.filter((item) => !shownIds.has(item.id)));
          toaster.create({ type: 'info', title: 'Notifications cleared' });
        }}
      />
    </>
  );
}
