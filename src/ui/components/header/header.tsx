import {
  Avatar,
  Badge,
  Box,
  Flex,
  HStack,
  IconButton,
  Link,
  Menu,
  Popover,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Bell, Menu as MenuIcon, Monitor, Moon, Sun } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useColorMode, type ColorModePreference } from '../color-mode/color-mode';

export interface HeaderUser {
  name: string;
  email: string;
}

export interface HeaderNotification {
  id: string;
  title: string;
  when: string;
  unread?: boolean;
  /** A path inside the app the notification opens. */
  href?: string | null;
}

export interface HeaderProps {
  brand: string;
  /** The global search box. */
  search?: ReactNode;
  user: HeaderUser | null;
  /** The newest few; the bell counts the unread among them unless `unreadCount` says how many in all. */
  notifications?: readonly HeaderNotification[];
  unreadCount?: number;
  /** The inbox page, linked under the list. */
  notificationsHref?: string;
  onSignOut: () => void;
  /** Opens the menu drawer on narrow screens. */
  onOpenMenu?: () => void;
}

const colorModes: { value: ColorModePreference; label: string; icon: ReactNode }[] = [
  { value: 'light', label: 'Light', icon: <Sun size={14} /> },
  { value: 'dark', label: 'Dark', icon: <Moon size={14} /> },
  { value: 'system', label: 'System', icon: <Monitor size={14} /> },
];

export function ThemeSwitch() {
  const { preference, colorMode, setPreference } = useColorMode();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Colour theme: ${preference}`}>
          {colorMode === 'dark' ? <Moon size={16} /> : <Sun size={16} />}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={(details) => setPreference(details.value as ColorModePreference)}
            >
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {colorModes.map((mode) => (
                <Menu.RadioItem key={mode.value} value={mode.value}>
                  {mode.icon}
                  {mode.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function NotificationsButton({
  notifications,
  unreadCount,
  href,
}: {
  notifications: readonly HeaderNotification[];
  unreadCount: number | undefined;
  href: string | undefined;
}) {
  const unread = unreadCount ?? notifications.filter((n) => n.unread).length;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          position="relative"
        >
          <Bell size={16} />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="0"
              insetEnd="0"
              size="xs"
              variant="solid"
              colorPalette="red"
              rounded="full"
              aria-hidden="true"
            >
              {unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="3">
                Notifications
              </Popover.Title>
              {notifications.length === 0 ? (
                <Text color="fg.muted">You are all caught up.</Text>
              ) : (
                <Stack as="ul" gap="3" listStyle="none">
                  {notifications.map((n) => (
                    <li key={n.id}>
                      {n.href ? (
                        <Link asChild fontWeight={n.unread ? 'semibold' : 'normal'} textStyle="sm">
                          <RouterLink to={n.href} onClick={close}>
                            {n.title}
                          </RouterLink>
                        </Link>
                      ) : (
                        <Text fontWeight={n.unread ? 'semibold' : 'normal'} textStyle="sm">
                          {n.title}
                        </Text>
                      )}
                      <Text color="fg.muted" textStyle="xs">
                        {n.when}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
              {href && (
                <Link asChild display="inline-block" mt="3" textStyle="sm" colorPalette="brand">
                  <RouterLink to={href} onClick={close}>
                    See all notifications
                  </RouterLink>
                </Link>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function UserMenu({ user, onSignOut }: { user: HeaderUser | null; onSignOut: () => void }) {
  const name = user?.name ?? 'Guest';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" rounded="full">
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" textStyle="sm">
                {name}
              </Text>
              <Text color="fg.muted" textStyle="xs">
                {user?.email ?? 'Not signed in'}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={onSignOut}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The top bar: brand, page search, theme, notifications and the signed-in user. */
export function Header({
  brand,
  search,
  user,
  notifications = [],
  unreadCount,
  notificationsHref,
  onSignOut,
  onOpenMenu,
}: HeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px={{ base: '3', md: '4' }}
      h="14"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {onOpenMenu && (
        <IconButton variant="ghost" size="sm" aria-label="Open menu" onClick={onOpenMenu} hideFrom="md">
          <MenuIcon size={18} />
        </IconButton>
      )}
      <Text
        fontWeight="bold"
        fontSize="lg"
        color="brand.fg"
        letterSpacing="wider"
        aria-label={`${brand} home`}
      >
        {brand}
      </Text>
      <Box flex="1" display="flex" justifyContent="center" minW="0">
        {search}
      </Box>
      <HStack gap="1">
        <ThemeSwitch />
        <NotificationsButton
          notifications={notifications}
          unreadCount={unreadCount}
          href={notificationsHref}
        />
        <UserMenu user={user} onSignOut={onSignOut} />
      </HStack>
    </Flex>
  );
}
