/**
 * One ticket as a drawer over the queue (`?ticket=<id>`): the customer's question, status and
 * assignee changes guarded by the ticket's version, and the thread with replies and internal notes.
 * A reply can start from a knowledge article ("Reply from article"), edited before it is sent.
 */
import {
  Badge,
  Button,
  Checkbox,
  Field,
  HStack,
  List,
  Separator,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { GatedButton, RecordSheet, RecordSheetRecord, SlaClock, toaster, OptionSelect } from '@/ui';
import { isDataSourceError } from '@/services/backend';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  useAddTicketMessage,
  useTicket,
  useTicketThread,
  useUpdateTicket,
  type Ticket,
  type TicketStatus,
} from '@/services/learning';
import { useStaffNames } from '@/services/admin';
import { ArticlePicker } from './article-picker';
import { ClientTicketPanel } from './client-ticket-panel';
import { insertIntoReply } from './article-reply';
import { NewTicketForm } from './new-ticket-form';
import { formatDateTime, STATUS_PALETTE } from './ticket-columns';

export interface TicketDrawerProps {
  /** A ticket id, 'new' to open one, or null when closed. */
  id: string | null;
  onClose: () => void;
  onOpened: (id: string) => void;
  /** Why the person may not work subscribers' tickets (subscribers.edit); null when they may. */
  lockedReason: string | null;
  /** Why the person may not work clients' tickets (ticket.client); null when they may. */
  clientLockedReason: string | null;
}

export function TicketDrawer({ id, onClose, onOpened, lockedReason, clientLockedReason }: TicketDrawerProps) {
  return (
    <RecordSheet
      id={id}
      onClose={onClose}
      size="md"
      create={{
        title: 'New ticket',
        body: <NewTicketForm onOpened={onOpened} onCancel={onClose} />,
      }}
    >
      {(open) => (
        <TicketDetails
          key={open}
          id={open}
          lockedReason={lockedReason}
          clientLockedReason={clientLockedReason}
        />
      )}
    </RecordSheet>
  );
}

function failureText(error: unknown): string {
  if (isDataSourceError(error) && error.kind === 'conflict')
    return 'Someone else changed this ticket after you opened it: it has been reloaded, try again.';
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found'))
    return 'You may not change this ticket.';
  return error instanceof Error ? error.message : 'The change did not go through.';
}

function TicketDetails({
  id,
  lockedReason: subscriberLockedReason,
  clientLockedReason,
}: {
  id: string;
  lockedReason: string | null;
  clientLockedReason: string | null;
}) {
  const ticket = useTicket(id);
  return (
    <RecordSheetRecord query={ticket} title={(row) => row.subject} noun="Ticket">
      {(row) => {
        const lockedReason = row.customer_kind === 'client' ? clientLockedReason : subscriberLockedReason;
        return (
          <Stack gap="5">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={STATUS_PALETTE[row.status]}>{TICKET_STATUS_LABELS[row.status]}</Badge>
                <Badge>{TICKET_PRIORITY_LABELS[row.priority]} priority</Badge>
                <SlaClock deadline={row.sla_deadline} stoppedAt={row.resolved_at} />
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {[row.customer_name, row.contact_name, `opened ${formatDateTime(row.created_at)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {row.description ? <Text whiteSpace="pre-wrap">{row.description}</Text> : null}
            </Stack>
            {row.customer_kind === 'client' ? (
              <ClientTicketPanel ticket={row} lockedReason={lockedReason} />
            ) : null}
            <TicketControls ticket={row} lockedReason={lockedReason} />
            <Separator />
            <Thread ticketId={row.id} lockedReason={lockedReason} />
          </Stack>
        );
      }}
    </RecordSheetRecord>
  );
}

function TicketControls({ ticket, lockedReason }: { ticket: Ticket; lockedReason: string | null }) {
  const staff = useStaffNames();
  const update = useUpdateTicket();
  const locked = lockedReason !== null;
  // A refusal is shown once by the query client.
  const change = (changes: { status?: TicketStatus; assignee_id?: string | null }, done: string) =>
    update.mutate(
      { id: ticket.id, version: ticket.version, changes },
      { onSuccess: () => toaster.create({ type: 'success', title: done }) },
    );
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <Field.Root flex="1" disabled={locked || update.isPending}>
        <Field.Label>Status</Field.Label>
        <OptionSelect
          value={ticket.status}
          onChange={(event) => {
            const next = event.currentTarget.value as TicketStatus;
            change({ status: next }, `Ticket is now ${TICKET_STATUS_LABELS[next].toLowerCase()}`);
          }}
          size="sm"
          options={TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] }))}
        />
      </Field.Root>
      <Field.Root flex="1" disabled={locked || update.isPending}>
        <Field.Label>Assignee</Field.Label>
        <OptionSelect
          value={ticket.assignee_id ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value || null;
            change({ assignee_id: next }, next ? 'Ticket assigned' : 'Ticket unassigned');
          }}
          size="sm"
          placeholder="Unassigned"
          options={(staff.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
        />
      </Field.Root>
    </Stack>
  );
}

function Thread({ ticketId, lockedReason }: { ticketId: string; lockedReason: string | null }) {
  const thread = useTicketThread(ticketId);
  const add = useAddTicketMessage();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const pickerId = useId();
  // An article is for the customer: it never goes into an internal note.
  const articleReason =
    lockedReason ??
    (internal
      ? 'Internal notes are not for the customer: untick “Internal note” to reply from an article.'
      : null);
  const send = async () => {
    const text = body.trim();
    if (!text) return setError('Write the reply or note first.');
    if (text.length > 4000) return setError('At most 4000 characters.');
    setError(null);
    try {
      await add.mutateAsync({ ticketId, body: text, internal });
      setBody('');
      toaster.create({ type: 'success', title: internal ? 'Internal note added' : 'Reply sent' });
    } catch (failure) {
      // What was typed stays.
      setError(failureText(failure));
    }
  };
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" id="thread-heading">
        Conversation
      </Text>
      {thread.isPending ? (
        <Text color="fg.muted">Loading the conversation…</Text>
      ) : thread.isError ? (
        <Text color="fg.muted">The conversation could not be loaded.</Text>
      ) : thread.data.length === 0 ? (
        <Text color="fg.muted">No reply yet.</Text>
      ) : (
        <List.Root as="ol" aria-labelledby="thread-heading" listStyle="none" gap="3">
          {thread.data.map((message) => (
            <List.Item
              key={message.id}
              p="3"
              rounded="l2"
              borderWidth="1px"
              bg={message.internal ? 'bg.muted' : 'bg.panel'}
            >
              <Stack gap="1">
                <HStack gap="2" textStyle="sm" color="fg.muted">
                  <Text>{message.by_name ?? 'Someone'}</Text>
                  <Text>{formatDateTime(message.created_at)}</Text>
                  {message.internal ? <Badge colorPalette="yellow">Internal note</Badge> : null}
                </HStack>
                <Text whiteSpace="pre-wrap">{message.body}</Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Field.Root invalid={error !== null} disabled={lockedReason !== null}>
        <Field.Label>Reply or note</Field.Label>
        <Textarea
          ref={replyBox}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          // Grows with a reply drawn from an article, so all of it can be read before sending.
          rows={Math.min(12, Math.max(3, body.split('\n').length + 1))}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        {lockedReason ? <Field.HelperText>{lockedReason}</Field.HelperText> : null}
      </Field.Root>
      {picking && articleReason === null ? (
        <div id={pickerId}>
          <ArticlePicker
            onPick={(text) => {
              setBody((current) => insertIntoReply(current, text));
              setError(null);
              setPicking(false);
              replyBox.current?.focus();
            }}
            onCancel={() => setPicking(false)}
          />
        </div>
      ) : null}
      <HStack justify="space-between" wrap="wrap">
        <Checkbox.Root
          checked={internal}
          onCheckedChange={(details) => setInternal(details.checked === true)}
          disabled={lockedReason !== null}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Internal note (not sent to the customer)</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="2">
          <GatedButton
            size="sm"
            variant="outline"
            blockedReason={articleReason}
            aria-expanded={picking && articleReason === null}
            aria-controls={picking && articleReason === null ? pickerId : undefined}
            onClick={() => setPicking((open) => !open)}
          >
            Reply from article
          </GatedButton>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={lockedReason !== null}
            loading={add.isPending}
            loadingText={internal ? 'Adding note…' : 'Sending…'}
            onClick={() => void send()}
          >
            {internal ? 'Add note' : 'Send reply'}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
