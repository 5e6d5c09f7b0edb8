/** "Morning digest": today's unread notifications, grouped, as one message to the person's own WhatsApp or e-mail. */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle, Send } from 'lucide-react';
import { staffQueries } from '@/services/admin';
import { buildDigest, digestLinks, type AppNotification } from '@/services/notifications';

export function DigestMenu({
  staffId,
  unread,
}: {
  staffId: string | null;
  unread: readonly AppNotification[];
}) {
  const me = useQuery(staffQueries.detail(staffId));
  const person = me.data ?? null;
  const links = person
    ? digestLinks(
        person,
        buildDigest({
          name: person.name,
          notifications: unread,
          origin: window.location.origin,
          on: new Date(),
        }),
      )
    : { whatsapp: null, email: null };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={!person}>
          <Send aria-hidden="true" />
          Morning digest
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.Item value="whatsapp" disabled={!links.whatsapp} asChild>
              <a href={links.whatsapp ?? undefined} target="_blank" rel="noreferrer">
                <MessageCircle size={14} aria-hidden="true" />
                {links.whatsapp ? 'On WhatsApp' : 'On WhatsApp (no phone on file)'}
              </a>
            </Menu.Item>
            <Menu.Item value="email" disabled={!links.email} asChild>
              <a href={links.email ?? undefined}>
                <Mail size={14} aria-hidden="true" />
                By e-mail
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
