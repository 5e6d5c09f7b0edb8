/** One notification in the inbox: its kind, title (a link to the record), body, time and actions. */
import { Badge, Box, Button, Circle, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import {
  AlarmClock,
  CalendarClock,
  CircleAlert,
  CreditCard,
  FileCheck,
  PackageX,
  Trash2,
  UserPlus,
  Signature,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  NOTIFICATION_KIND_LABELS,
  type AppNotification,
  type NotificationKind,
} from '@/services/notifications';

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  lead_assigned: <UserPlus size={18} />,
  follow_up_due: <AlarmClock size={18} />,
  appointment_tomorrow: <CalendarClock size={18} />,
  quotation_approval: <FileCheck size={18} />,
  payment_received: <CreditCard size={18} />,
  part_rejected: <PackageX size={18} />,
  ticket_sla_breached: <CircleAlert size={18} />,
  handover_signed: <Signature size={18} />,
};

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export function NotificationItem({
  notification,
  busy,
  onRead,
  onClear,
}: {
  notification: AppNotification;
  busy: boolean;
  onRead: () => void;
  onClear: () => void;
}) {
  const unread = notification.read_at === null;
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      borderWidth="1px"
      rounded="l2"
      bg="bg.panel"
      borderStartWidth={unread ? '4px' : '1px'}
      borderStartColor={unread ? 'brand.solid' : undefined}
      aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
    >
      <Circle size="9" bg="bg.muted" color="fg.muted" flexShrink={0} aria-hidden="true">
        {KIND_ICONS[notification.kind]}
      </Circle>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          {notification.link ? (
            <Link asChild fontWeight={unread ? 'bold' : 'medium'}>
              <RouterLink to={notification.link} onClick={unread ? onRead : undefined}>
                {notification.title}
              </RouterLink>
            </Link>
          ) : (
            <Text fontWeight={unread ? 'bold' : 'medium'}>{notification.title}</Text>
          )}
          {unread && <Badge colorPalette="brand">New</Badge>}
        </HStack>
        {notification.body && (
          <Text textStyle="sm" color="fg.muted">
            {notification.body}
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          {NOTIFICATION_KIND_LABELS[notification.kind]} · {when.format(new Date(notification.created_at))}
        </Text>
      </Stack>
      <Box flexShrink={0}>
        {unread && (
          <Button
            size="xs"
            variant="ghost"
            disabled={busy}
            onClick={onRead}
            aria-label={`Mark ${notification.title} as read`}
          >
            Read
          </Button>
        )}
        <IconButton
          size="xs"
          variant="ghost"
          disabled={busy}
          aria-label={`Remove ${notification.title}`}
          onClick={onClear}
        >
          <Trash2 />
        </IconButton>
      </Box>
    </Flex>
  );
}
