/**
 * A client's (or one order's) service tickets where staff look at the client or the order: each
 * ticket with its status, priority and SLA clock, a link into the support queue, and "Open ticket"
 * (subject, priority, description) for whoever handles client tickets (ticket.client).
 */
import { Badge, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DialogFrame, GatedButton, SlaClock, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { href } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import { formFailureOf } from '@/services/kit';
import {
  EMPTY_CLIENT_TICKET,
  newClientTicketSchema,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  useClientTickets,
  useOpenClientTicket,
  type ClientTicketTarget,
  type NewClientTicket,
  type NewClientTicketInput,
} from '@/services/learning';
import { PRIORITY_PALETTE, STATUS_PALETTE } from './ticket-columns';

export interface ServiceTicketsProps {
  target: ClientTicketTarget;
  /** Whose tickets, for the list's name and the dialog's title: "SO-2026-0004", "Anil Kapoor". */
  about: string;
}

export function OpenClientTicketDialog({
  target,
  about,
  open,
  onClose,
}: ServiceTicketsProps & { open: boolean; onClose: () => void }) {
  const openTicket = useOpenClientTicket();
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={`Open a ticket for ${about}`}
      fresh
    >
      <RecordForm<NewClientTicketInput, NewClientTicket>
        label={`New ticket for ${about}`}
        schema={newClientTicketSchema}
        defaultValues={EMPTY_CLIENT_TICKET}
        columns={1}
        blockNavigation={false}
        fields={[
          { name: 'subject', label: 'Subject', kind: 'text', required: true },
          {
            name: 'priority',
            label: 'Priority',
            kind: 'select',
            required: true,
            options: TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] })),
          },
          { name: 'description', label: 'Description', kind: 'textarea' },
        ]}
        submitLabel="Open ticket"
        onCancel={onClose}
        describeError={(error) =>
          formFailureOf(error, {
            support_tickets_subject_check: {
              field: 'subject',
              message: 'Enter a subject of 1 to 160 characters.',
            },
          })
        }
        onSubmit={async (values) => {
          await openTicket.mutateAsync({ target, form: values });
          toaster.create({ type: 'success', title: `Ticket opened for ${about}` });
          onClose();
        }}
      />
    </DialogFrame>
  );
}

export function ServiceTickets({ target, about }: ServiceTicketsProps) {
  const tickets = useClientTickets(target);
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      {tickets.isPending ? (
        <Text color="fg.muted">Loading the tickets…</Text>
      ) : tickets.isError ? (
        <Text color="fg.error">The tickets could not be loaded.</Text>
      ) : tickets.data.length === 0 ? (
        <Text color="fg.muted">No service tickets.</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label={`Service tickets of ${about}`}>
          {tickets.data.map((ticket) => (
            <List.Item key={ticket.id} display="block">
              <Link asChild colorPalette="brand" fontWeight="medium">
                <RouterLink to={href('/dashboard/support', { ticket: ticket.id })}>
                  {ticket.subject}
                </RouterLink>
              </Link>
              <HStack gap="2" wrap="wrap" mt="1">
                <Badge colorPalette={STATUS_PALETTE[ticket.status]}>
                  {TICKET_STATUS_LABELS[ticket.status]}
                </Badge>
                <Badge colorPalette={PRIORITY_PALETTE[ticket.priority]}>
                  {TICKET_PRIORITY_LABELS[ticket.priority]}
                </Badge>
                {ticket.order_number && target.orderId === undefined ? (
                  <Text textStyle="sm" color="fg.muted">
                    {ticket.order_number}
                  </Text>
                ) : null}
                <SlaClock deadline={ticket.sla_deadline} stoppedAt={ticket.resolved_at} />
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <HStack>
        <GatedButton
          size="sm"
          colorPalette="brand"
          blockedReason={permissions.reason('ticket.client')}
          onClick={() => setOpen(true)}
        >
          Open ticket
        </GatedButton>
      </HStack>
      <OpenClientTicketDialog target={target} about={about} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
