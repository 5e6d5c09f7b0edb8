/**
 * What a client's ticket adds to the drawer: the client, the order (a link to it), the warranty from
 * the order's signed handover with an "In warranty" badge, the ticket's service visits and "Book
 * service visit" (day, from, to, who goes, where: the order's site address unless changed). The
 * database decides who books (book_service_visit: ticket.client or the ticket's assignee).
 */
import { Badge, DataList, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DialogFrame, GatedButton, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { localIsoDate } from '@/ui/format/local-date';
import { href } from '@/routes/paths';
import { useStaffNames } from '@/services/admin';
import { formFailureOf } from '@/services/kit';
import {
  serviceVisitOf,
  serviceVisitSchema,
  useBookServiceVisit,
  useServiceVisits,
  type ServiceVisitForm,
  type ServiceVisitFormInput,
  type Ticket,
} from '@/services/learning';

/** Tomorrow's date in the browser's time zone: the visit's first suggested day. */
const tomorrow = () => localIsoDate(new Date(Date.now() + 86_400_000));

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The warranty's badge: in, out, or not started (no signed handover). */
export function WarrantyBadge({ ticket }: { ticket: Pick<Ticket, 'in_warranty' | 'order_id'> }) {
  if (ticket.in_warranty === true) return <Badge colorPalette="green">In warranty</Badge>;
  if (ticket.in_warranty === false) return <Badge colorPalette="orange">Out of warranty</Badge>;
  return <Badge>{ticket.order_id ? 'Not handed over yet' : 'No order named'}</Badge>;
}

function ServiceVisitDialog({
  ticket,
  open,
  onClose,
}: {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}) {
  const book = useBookServiceVisit();
  const staff = useStaffNames();
  const defaults: ServiceVisitFormInput = {
    date: tomorrow(),
    from: '10:00',
    to: '12:00',
    assigneeId: '',
    location: ticket.service_address ?? '',
    notes: '',
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={`Book a service visit for ${ticket.client_name ?? 'the client'}`}
      fresh
    >
      <RecordForm<ServiceVisitFormInput, ServiceVisitForm>
        label={`Service visit for ${ticket.subject}`}
        schema={serviceVisitSchema}
        defaultValues={defaults}
        columns={2}
        blockNavigation={false}
        fields={[
          { name: 'date', label: 'Day', kind: 'date', required: true },
          {
            name: 'assigneeId',
            label: 'Who goes',
            kind: 'select',
            options: [
              { value: '', label: 'Nobody yet' },
              ...(staff.data ?? []).map((person) => ({ value: person.id, label: person.name })),
            ],
          },
          { name: 'from', label: 'From', kind: 'text', required: true, placeholder: '10:00' },
          { name: 'to', label: 'To', kind: 'text', required: true, placeholder: '12:00' },
          {
            name: 'location',
            label: 'Address',
            kind: 'textarea',
            wide: true,
            helper: 'The order’s site address (else the client’s) unless you change it.',
          },
          { name: 'notes', label: 'Notes for the visit', kind: 'textarea', wide: true },
        ]}
        submitLabel="Book visit"
        onCancel={onClose}
        describeError={(error) => formFailureOf(error)}
        onSubmit={async (values) => {
          await book.mutateAsync(serviceVisitOf(ticket.id, values));
          toaster.create({ type: 'success', title: 'Service visit booked' });
          onClose();
        }}
      />
    </DialogFrame>
  );
}

function ServiceVisits({ ticketId }: { ticketId: string }) {
  const visits = useServiceVisits(ticketId);
  if (visits.isPending) return <Text color="fg.muted">Loading the visits…</Text>;
  if (visits.isError) return <Text color="fg.error">The visits could not be loaded.</Text>;
  if (visits.data.length === 0) return <Text color="fg.muted">No service visit booked.</Text>;
  return (
    <List.Root variant="plain" gap="1" aria-label="Service visits">
      {visits.data.map((visit) => (
        <List.Item key={visit.id} display="block">
          <Text fontWeight="medium">
            {when.format(new Date(visit.starts_at))} · {visit.duration_minutes} min · {visit.status}
          </Text>
          {visit.location ? <Text textStyle="sm">{visit.location}</Text> : null}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function ClientTicketPanel({ ticket, lockedReason }: { ticket: Ticket; lockedReason: string | null }) {
  const [booking, setBooking] = useState(false);
  const closed = ticket.status === 'resolved' || ticket.status === 'closed';
  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>Client</DataList.ItemLabel>
          <DataList.ItemValue>
            {[ticket.client_name, ticket.client_phone].filter(Boolean).join(' · ') || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Order</DataList.ItemLabel>
          <DataList.ItemValue>
            {ticket.order_id ? (
              <Link asChild colorPalette="brand">
                <RouterLink to={href('/dashboard/Order-Details', { id: ticket.order_id })}>
                  {ticket.order_number ?? 'Open the order'}
                </RouterLink>
              </Link>
            ) : (
              '—'
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Warranty</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" wrap="wrap">
              {ticket.warranty_until ? (
                <Text>until {day.format(new Date(ticket.warranty_until))}</Text>
              ) : null}
              <WarrantyBadge ticket={ticket} />
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <ServiceVisits ticketId={ticket.id} />
      <HStack>
        <GatedButton
          size="sm"
          variant="outline"
          blockedReason={
            lockedReason ?? (closed ? 'The ticket is resolved: reopen it to book a visit.' : null)
          }
          onClick={() => setBooking(true)}
        >
          Book service visit
        </GatedButton>
      </HStack>
      <ServiceVisitDialog ticket={ticket} open={booking} onClose={() => setBooking(false)} />
    </Stack>
  );
}
