/** The mail app's three panes: the folders, a folder's messages, and the message being read. */
import { Badge, Box, Button, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, MailOpen, Reply, RotateCcw, Star, Trash2 } from 'lucide-react';
import {
  FOLDER_NAMES,
  FOLDERS,
  fullWhen,
  shortWhen,
  unreadCount,
  type Folder,
  type MailMessage,
} from './mail-model';

export function FolderNav({
  messages,
  folder,
  onChoose,
}: {
  messages: MailMessage[];
  folder: Folder;
  onChoose: (folder: Folder) => void;
}) {
  return (
    <Flex
      as="nav"
      aria-label="Mail folders"
      direction={{ base: 'row', md: 'column' }}
      gap="1"
      overflowX="auto"
      pb={{ base: '1', md: '0' }}
    >
      {FOLDERS.map((candidate) => {
        const unread =
          candidate === 'sent' || candidate === 'drafts' || candidate === 'trash'
            ? 0
            : unreadCount(messages, candidate);
        return (
          <Button
            key={candidate}
            variant={candidate === folder ? 'subtle' : 'ghost'}
            colorPalette={candidate === folder ? 'brand' : 'gray'}
            justifyContent="space-between"
            size="sm"
            flexShrink={0}
            aria-current={candidate === folder ? 'page' : undefined}
            onClick={() => onChoose(candidate)}
          >
            {FOLDER_NAMES[candidate]}
            {unread > 0 && (
              <Badge colorPalette="brand" variant="solid" size="sm">
                {unread}
                <Box as="span" srOnly>
                  {' '}
                  unread
                </Box>
              </Badge>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}

export function MessageList({
  messages,
  selectedId,
  onOpen,
  onToggleStar,
}: {
  messages: MailMessage[];
  selectedId: string | null;
  onOpen: (message: MailMessage) => void;
  onToggleStar: (message: MailMessage) => void;
}) {
  return (
    <Stack
      as="ul"
      aria-label="Messages"
      listStyleType="none"
      gap="0"
      borderWidth="1px"
      rounded="l2"
      overflow="hidden"
    >
      {messages.map((message) => (
        <HStack
          as="li"
          key={message.id}
          gap="2"
          px="3"
          py="2.5"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
          bg={message.id === selectedId ? 'bg.emphasized' : message.read ? 'bg' : 'bg.subtle'}
          align="flex-start"
        >
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Star ${message.subject}`}
            aria-pressed={message.starred}
            colorPalette={message.starred ? 'orange' : 'gray'}
            onClick={() => onToggleStar(message)}
          >
            <Star fill={message.starred ? 'currentColor' : 'none'} />
          </IconButton>
          <Box
            as="button"
            flex="1"
            minW="0"
            textAlign="start"
            onClick={() => onOpen(message)}
            aria-current={message.id === selectedId ? 'true' : undefined}
            focusRing="outside"
            rounded="l1"
          >
            <HStack justify="space-between" gap="2">
              <Text truncate fontWeight={message.read ? 'normal' : 'bold'} textStyle="sm">
                {message.folder === 'sent' || message.folder === 'drafts'
                  ? `To: ${message.to.join(', ')}`
                  : message.fromName}
              </Text>
              <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                {shortWhen(message.sentAt)}
              </Text>
            </HStack>
            <Text truncate textStyle="sm" fontWeight={message.read ? 'normal' : 'semibold'}>
              {!message.read && (
                <Box as="span" srOnly>
                  Unread:{' '}
                </Box>
              )}
              {message.subject}
            </Text>
            <Text truncate textStyle="xs" color="fg.muted">
              {message.body.replace(/\s+/g, ' ')}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}

export function Reader({
  message,
  onBack,
  onReply,
  onDelete,
  onMarkUnread,
  onRestore,
}: {
  message: MailMessage;
  onBack: () => void;
  onReply: () => void;
  onDelete: () => void;
  onMarkUnread: () => void;
  onRestore: () => void;
}) {
  return (
    <Stack
      as="article"
      aria-labelledby="reading-subject"
      gap="4"
      borderWidth="1px"
      rounded="l2"
      p={{ base: '3', md: '5' }}
      minW="0"
    >
      <HStack gap="1" wrap="wrap">
        <Button size="sm" variant="ghost" onClick={onBack} hideFrom="lg">
          <ArrowLeft aria-hidden="true" /> Back to the list
        </Button>
        <Button size="sm" variant="outline" onClick={onReply}>
          <Reply aria-hidden="true" /> Reply
        </Button>
        <Button size="sm" variant="ghost" onClick={onMarkUnread}>
          <MailOpen aria-hidden="true" /> Mark unread
        </Button>
        {message.folder === 'trash' ? (
          <Button size="sm" variant="ghost" onClick={onRestore}>
            <RotateCcw aria-hidden="true" /> Restore to inbox
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> {message.folder === 'trash' ? 'Delete forever' : 'Delete'}
        </Button>
      </HStack>
      <Stack gap="1">
        <Heading as="h2" size="lg" id="reading-subject">
          {message.subject}
        </Heading>
        <Text textStyle="sm">
          <strong>{message.fromName}</strong> &lt;{message.fromEmail}&gt;
        </Text>
        <Text textStyle="xs" color="fg.muted">
          To {message.to.join(', ')}
          {message.cc.length > 0 && ` · Cc ${message.cc.join(', ')}`} · {fullWhen(message.sentAt)}
        </Text>
        {message.label && (
          <Badge alignSelf="flex-start" variant="outline">
            {message.label}
          </Badge>
        )}
      </Stack>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.body}
      </Text>
    </Stack>
  );
}
