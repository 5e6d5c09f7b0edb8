import { Box, Button, Grid, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Inbox, PenSquare, Search } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { ComposeDialog } from './compose-dialog';
import {
  FOLDER_NAMES,
  fullWhen,
  messagesIn,
  MY_ADDRESS,
  parseRecipients,
  type ComposeValues,
  type Folder,
  type MailMessage,
} from './mail-model';
import { mailSettingsStore, messageStore, resetMailDemo, useMessages } from './mail-store';
import { FolderNav, MessageList, Reader } from './mail-panes';

const blankCompose = (): ComposeValues => {
  const signature = mailSettingsStore.read().signature;
  return { to: '', cc: '', subject: '', body: signature ? `\n\n--\n${signature}` : '' };
};

export default function PagesEmailMailappPage() {
  const [messages, setMessages] = useMessages();
  const [folder, setFolder] = useState<Folder>('inbox');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [composing, setComposing] = useState<ComposeValues | null>(null);
  const [composeKey, setComposeKey] = useState(0);
  const [destroying, setDestroying] = useState<MailMessage | null>(null);

  const shown = messagesIn(messages, folder, search);
  const selected = messages.find((message) => message.id === selectedId) ?? null;

  const change = (id: string, patch: Partial<MailMessage>) =>
    setMessages((list) => list.map((message) => (message.id === id ? { ...message, ...patch } : message)));

  const openCompose = (values: ComposeValues) => {
    setComposeKey((key) => key + 1);
    setComposing(values);
  };

  const store = (values: ComposeValues, target: 'sent' | 'drafts') => {
    const settings = mailSettingsStore.read();
    const message: MailMessage = {
      id: `m-${Date.now().toString(36)}`,
      folder: target,
      fromName: settings.displayName,
      fromEmail: MY_ADDRESS,
      to: parseRecipients(values.to).addresses,
      cc: parseRecipients(values.cc).addresses,
      subject: values.subject.trim() || '(no subject)',
      body: values.body,
      sentAt: new Date().toISOString(),
      read: true,
      starred: false,
      label: null,
    };
    messageStore.update((list) => [message, ...list]);
    setComposing(null);
    return message;
  };

  return (
    <>
      <PageHeader
        title="Mail"
        description="The sales desk's mailbox: customers, suppliers and accounts."
        actions={
          <HStack gap="2" wrap="wrap">
            <DemoResetButton subject="the mailbox and its settings" onReset={resetMailDemo} />
            <Button colorPalette="brand" size="sm" onClick={() => openCompose(blankCompose())}>
              <PenSquare aria-hidden="true" /> Compose
            </Button>
          </HStack>
        }
      />
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: '12rem minmax(0, 1fr)',
          lg: '12rem minmax(0, 1fr) minmax(0, 1.3fr)',
        }}
        gap="4"
        alignItems="start"
      >
        <FolderNav
          messages={messages}
          folder={folder}
          onChoose={(next) => {
            setFolder(next);
            setSelectedId(null);
          }}
        />
        <Stack gap="3" minW="0" display={{ base: selected ? 'none' : 'flex', lg: 'flex' }}>
          <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
            <Input
              type="search"
              aria-label={`Search ${FOLDER_NAMES[folder]}`}
              placeholder={`Search ${FOLDER_NAMES[folder].toLowerCase()}`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
          <Text textStyle="xs" color="fg.muted" role="status">
            {FOLDER_NAMES[folder]}: {shown.length === 1 ? '1 message' : `${shown.length} messages`}
          </Text>
          {shown.length === 0 ? (
            <EmptyState
              icon={<Inbox />}
              title={search ? 'No messages match' : `Nothing in ${FOLDER_NAMES[folder].toLowerCase()}`}
              description={search ? 'Try other words, or another folder.' : undefined}
            />
          ) : (
            <MessageList
              messages={shown}
              selectedId={selectedId}
              onOpen={(message) => {
                if (message.folder === 'drafts') {
                  openCompose({
                    to: message.to.join(', '),
                    cc: message.cc.join(', '),
                    subject: message.subject,
                    body: message.body,
                  });
                  setMessages((list) => list.filter((other) => other.id !== message.id));
                  return;
                }
                setSelectedId(message.id);
                if (!message.read) change(message.id, { read: true });
              }}
              onToggleStar={(message) => change(message.id, { starred: !message.starred })}
            />
          )}
        </Stack>
        {selected ? (
          <Box gridColumn={{ md: '2', lg: 'auto' }} minW="0">
            <Reader
              message={selected}
              onBack={() => setSelectedId(null)}
              onReply={() =>
                openCompose({
                  to: selected.fromEmail,
                  cc: '',
                  subject: selected.subject.startsWith('Re: ') ? selected.subject : `Re: ${selected.subject}`,
                  body: `${blankCompose().body}\n\nOn ${fullWhen(selected.sentAt)}, ${selected.fromName} wrote:\n> ${selected.body.replace(/\n/g, '\n> ')}`,
                })
              }
              onMarkUnread={() => {
                change(selected.id, { read: false });
                setSelectedId(null);
              }}
              onRestore={() => {
                change(selected.id, { folder: 'inbox' });
                setSelectedId(null);
                toaster.create({ type: 'info', title: 'Moved back to the inbox' });
              }}
              onDelete={() => {
                if (selected.folder === 'trash') setDestroying(selected);
                else {
                  change(selected.id, { folder: 'trash' });
                  setSelectedId(null);
                  toaster.create({ type: 'info', title: 'Moved to the trash' });
                }
              }}
            />
          </Box>
        ) : (
          <Box
            display={{ base: 'none', lg: 'block' }}
            color="fg.muted"
            textAlign="center"
            py="16"
            borderWidth="1px"
            borderStyle="dashed"
            rounded="l2"
          >
            Choose a message to read it.
          </Box>
        )}
      </Grid>
      <ComposeDialog
        key={composeKey}
        open={composing !== null}
        onOpenChange={(open) => !open && setComposing(null)}
        initial={composing ?? blankCompose()}
        onSend={(values) => {
          const sent = store(values, 'sent');
          toaster.create({ type: 'success', title: `Message sent to ${sent.to.join(', ')}` });
        }}
        onSaveDraft={(values) => {
          store(values, 'drafts');
          toaster.create({ type: 'info', title: 'Draft saved' });
        }}
      />
      <ConfirmDialog
        open={destroying !== null}
        onOpenChange={(open) => !open && setDestroying(null)}
        title="Delete this message forever?"
        description={destroying ? `“${destroying.subject}” cannot be brought back.` : undefined}
        confirmLabel="Delete forever"
        tone="danger"
        onConfirm={() => {
          if (!destroying) return;
          setMessages((list) => list.filter((message) => message.id !== destroying.id));
          setSelectedId(null);
        }}
      />
    </>
  );
}
