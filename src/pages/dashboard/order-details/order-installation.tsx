/**
 * The order's installation and delivery visits, and "Book installation": the day and time, the crew
 * lead and the place (the order's site address unless changed). The database decides who books
 * (installation.book); the button says why when the caller may not.
 */
import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame, GatedButton, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { usePermissions } from '@/services/admin';
import { APPOINTMENT_KIND_PALETTE, type AppointmentKind } from '@/services/crm';
import type { SalesOrder } from '@/services/commercials';
import { formFailureOf } from '@/services/kit';
import {
  bookingOf,
  bookInstallationSchema,
  ORDER_VISIT_KINDS,
  ORDER_VISIT_LABELS,
  useBookInstallation,
  useCrewOptions,
  useOrderVisits,
  type BookInstallationForm,
  type BookInstallationFormInput,
  type OrderVisitKind,
} from '@/services/production';
import { OrderSection as Section } from './order-section';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const isVisitKind = (kind: string): kind is OrderVisitKind =>
  (ORDER_VISIT_KINDS as readonly string[]).includes(kind);

function tomorrow(): string {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Orders that are over get nothing more booked. */
export const canBookFor = (order: Pick<SalesOrder, 'status'>) =>
  !['cancelled', 'closed'].includes(order.status);

function BookInstallationDialog({
  order,
  open,
  onClose,
}: {
  order: Pick<SalesOrder, 'id' | 'number' | 'shipping_address'>;
  open: boolean;
  onClose: () => void;
}) {
  const book = useBookInstallation();
  const crew = useCrewOptions();
  const defaults: BookInstallationFormInput = {
    kind: 'installation',
    date: tomorrow(),
    time: '09:30',
    durationMinutes: 240,
    assigneeId: '',
    location: order.shipping_address,
    notes: '',
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={`Book installation for ${order.number}`}
      fresh
    >
      <RecordForm<BookInstallationFormInput, BookInstallationForm>
        label={`Installation of ${order.number}`}
        schema={bookInstallationSchema}
        defaultValues={defaults}
        columns={2}
        blockNavigation={false}
        fields={[
          {
            name: 'kind',
            label: 'Visit',
            kind: 'select',
            required: true,
            options: ORDER_VISIT_KINDS.map((kind) => ({
              value: kind,
              label: ORDER_VISIT_LABELS[kind],
            })),
          },
          {
            name: 'assigneeId',
            label: 'Crew lead',
            kind: 'select',
            options: [
              { value: '', label: 'Nobody yet' },
              ...(crew.data ?? []).map((o) => ({ value: o.id, label: o.name })),
            ],
          },
          { name: 'date', label: 'Day', kind: 'date', required: true },
          { name: 'time', label: 'Time', kind: 'text', required: true, placeholder: '09:30' },
          {
            name: 'durationMinutes',
            label: 'Length',
            kind: 'number',
            unit: 'min',
            min: 15,
            max: 1440,
            step: 15,
          },
          {
            name: 'location',
            label: 'Site address',
            kind: 'textarea',
            wide: true,
            helper: 'The order’s shipping address unless you change it.',
          },
          { name: 'notes', label: 'Notes for the crew', kind: 'textarea', wide: true },
        ]}
        submitLabel="Book"
        onCancel={onClose}
        describeError={(error) => formFailureOf(error)}
        onSubmit={async (values) => {
          await book.mutateAsync(bookingOf(order.id, values));
          toaster.create({
            type: 'success',
            title: `${ORDER_VISIT_LABELS[values.kind]} of ${order.number} booked`,
          });
          onClose();
        }}
      />
    </DialogFrame>
  );
}

export function OrderInstallation({
  order,
}: {
  order: Pick<SalesOrder, 'id' | 'number' | 'status' | 'shipping_address'>;
}) {
  const visits = useOrderVisits(order.id);
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  const blocked = !can('installation.book')
    ? 'Booking installations needs the installation.book permission (production lead, sales manager).'
    : !canBookFor(order)
      ? `The order is ${order.status}: nothing more is booked for it.`
      : null;
  return (
    <Section title="Installation">
      <Stack gap="3">
        {visits.isPending ? (
          <Text color="fg.muted">Loading…</Text>
        ) : visits.isError ? (
          <Text color="fg.error">The visits could not be loaded.</Text>
        ) : visits.data.length === 0 ? (
          <Text color="fg.muted">No installation or delivery booked yet.</Text>
        ) : (
          <List.Root variant="plain" gap="2" aria-label={`Visits for ${order.number}`}>
            {visits.data.map((visit) => (
              <List.Item key={visit.id} display="block">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={APPOINTMENT_KIND_PALETTE[visit.kind as AppointmentKind] ?? 'gray'}>
                    {isVisitKind(visit.kind) ? ORDER_VISIT_LABELS[visit.kind] : visit.kind}
                  </Badge>
                  <Text fontWeight="medium">{when.format(new Date(visit.starts_at))}</Text>
                  <Text color="fg.muted">{visit.status}</Text>
                </HStack>
                {visit.location ? <Text textStyle="sm">{visit.location}</Text> : null}
              </List.Item>
            ))}
          </List.Root>
        )}
        <HStack>
          <GatedButton size="sm" colorPalette="brand" blockedReason={blocked} onClick={() => setOpen(true)}>
            Book installation
          </GatedButton>
        </HStack>
      </Stack>
      <BookInstallationDialog order={order} open={open} onClose={() => setOpen(false)} />
    </Section>
  );
}
