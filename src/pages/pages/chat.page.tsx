import { Avatar, Badge, Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useDemoStore } from '@/services/kit';
import { chatStore, type Conversation } from './chat/chat-fixtures';
import { PageHeader } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

export default function PagesChatPage() {
  const [conversations, setConversations] = useDemoStore(chatStore);
  const [openId, setOpenId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = conversations.find((conversation) => conversation.id === openId) ?? null;
  const totalUnread = conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
  const shown = conversations.filter((conversation) =>
    `${conversation.name} ${conversation.role} ${conversation.messages.map((message) => message.text).join(' ')}`
      .toLowerCase()
      .includes(search.trim().toLowerCase()),
  );

  const change = (id: string, patch: (conversation: Conversation) => Conversation) =>
    setConversations((list) =>
      list.map((conversation) => (conversation.id === id ? patch(conversation) : conversation)),
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    if (!draft.trim()) {
      setProblem('Write a message first');
      return;
    }
    change(open.id, (conversation) => ({
      ...conversation,
      messages: [...conversation.messages, { from: 'me', text: draft.trim(), at: new Date().toISOString() }],
    }));
    setDraft('');
    setProblem(null);
  };

  return (
    <>
      <PageHeader
        title="Chat"
        description={`Talk to installers, site staff and suppliers; ${totalUnread} unread.`}
        actions={<DemoResetButton subject="the conversations" onReset={chatStore.reset} />}
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '18rem minmax(0, 1fr)' }}
        gap="4"
        alignItems="start"
      >
        <Stack gap="2" display={{ base: open ? 'none' : 'flex', md: 'flex' }}>
          <Input
            type="search"
            aria-label="Search conversations"
            placeholder="Search conversations"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Stack as="ul" listStyleType="none" gap="1" aria-label="Conversations">
            {shown.map((conversation) => {
              const last = conversation.messages.at(-1);
              return (
                <li key={conversation.id}>
                  <Button
                    variant={conversation.id === openId ? 'subtle' : 'ghost'}
                    w="full"
                    h="auto"
                    py="2"
                    justifyContent="flex-start"
                    aria-current={conversation.id === openId ? 'true' : undefined}
                    onClick={() => {
                      setOpenId(conversation.id);
                      setProblem(null);
                      if (conversation.unread)
                        change(conversation.id, (current) => ({ ...current, unread: 0 }));
                    }}
                  >
                    <Avatar.Root size="sm" colorPalette="brand">
                      <Avatar.Fallback name={conversation.name} />
                    </Avatar.Root>
                    <Stack gap="0" minW="0" flex="1" textAlign="start">
                      <Text fontWeight="semibold" truncate>
                        {conversation.name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted" truncate fontWeight="normal">
                        {last?.text}
                      </Text>
                    </Stack>
                    {conversation.unread > 0 && (
                      <Badge colorPalette="brand" variant="solid">
                        {conversation.unread}
                        <Box as="span" srOnly>
                          {' '}
                          unread
                        </Box>
                      </Badge>
                    )}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Stack>
        {open ? (
          <Stack
            as="section"
            aria-label={`Conversation with ${open.name}`}
            gap="3"
            borderWidth="1px"
            rounded="l2"
            p="3"
            minW="0"
          >
            <HStack gap="2">
              <Button size="sm" variant="ghost" hideFrom="md" onClick={() => setOpenId(null)}>
                <ArrowLeft aria-hidden="true" /> Conversations
              </Button>
              <Stack gap="0">
                <Text fontWeight="semibold">{open.name}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {open.role}
                </Text>
              </Stack>
            </HStack>
            <Stack
              as="ol"
              listStyleType="none"
              gap="2"
              aria-label="Messages"
              aria-live="polite"
              maxH="24rem"
              overflowY="auto"
              tabIndex={0}
            >
              {open.messages.map((message, index) => (
                <Box
                  as="li"
                  key={index}
                  alignSelf={message.from === 'me' ? 'flex-end' : 'flex-start'}
                  maxW="80%"
                  bg={message.from === 'me' ? 'brand.solid' : 'bg.muted'}
                  color={message.from === 'me' ? 'brand.contrast' : 'fg'}
                  px="3"
                  py="2"
                  rounded="l2"
                >
                  <Text textStyle="sm" overflowWrap="anywhere">
                    <Box as="span" srOnly>
                      {message.from === 'me' ? 'You: ' : `${open.name}: `}
                    </Box>
                    {message.text}
                  </Text>
                  <Text textStyle="xs">{timeFormat.format(new Date(message.at))}</Text>
                </Box>
              ))}
            </Stack>
            <form onSubmit={send} aria-label="Send a message" noValidate>
              <HStack align="flex-start">
                <Stack flex="1" gap="1">
                  <Input
                    aria-label="Message"
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? 'chat-problem' : undefined}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    placeholder={`Message ${open.name}`}
                  />
                  {problem && (
                    <Text id="chat-problem" color="red.fg" textStyle="xs">
                      {problem}
                    </Text>
                  )}
                </Stack>
                <Button type="submit" colorPalette="brand">
                  <Send aria-hidden="true" /> Send
                </Button>
              </HStack>
            </form>
          </Stack>
        ) : (
          <Box
            display={{ base: 'none', md: 'block' }}
            color="fg.muted"
            textAlign="center"
            py="16"
            borderWidth="1px"
            borderStyle="dashed"
            rounded="l2"
          >
            Choose a conversation.
          </Box>
        )}
      </Grid>
    </>
  );
}
