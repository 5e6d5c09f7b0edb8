/** Open a ticket for a design-tool customer in the one RecordForm. */
import { Text } from '@chakra-ui/react';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import { useStaffNames } from '@/services/admin';
import {
  EMPTY_TICKET,
  newTicketSchema,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  useOpenTicket,
  useTicketCustomers,
  type NewTicketInput,
} from '@/services/learning';

export function NewTicketForm({
  onOpened,
  onCancel,
}: {
  onOpened: (id: string) => void;
  onCancel: () => void;
}) {
  const customers = useTicketCustomers();
  const staff = useStaffNames();
  const open = useOpenTicket();
  if (customers.isPending || staff.isPending) return <Text color="fg.muted">Loading the customers…</Text>;
  const fields: RecordFieldSpec<keyof NewTicketInput>[] = [
    {
      name: 'subscriber_id',
      label: 'Customer',
      kind: 'select',
      required: true,
      wide: true,
      placeholder: 'Choose the customer',
      options: customers.data ?? [],
    },
    { name: 'subject', label: 'Subject', kind: 'text', required: true, wide: true },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    {
      name: 'priority',
      label: 'Priority',
      kind: 'select',
      required: true,
      options: TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] })),
    },
    {
      name: 'assignee_id',
      label: 'Assignee',
      kind: 'select',
      placeholder: 'Unassigned',
      options: (staff.data ?? []).map((person) => ({ value: person.id, label: person.name })),
    },
  ];
  return (
    <RecordForm
      label="New ticket"
      schema={newTicketSchema}
      defaultValues={EMPTY_TICKET}
      fields={fields}
      submitLabel="Open ticket"
      onCancel={onCancel}
      describeError={(error) =>
        formFailureOf(error, {
          support_tickets_subject_check: {
            field: 'subject',
            message: 'Enter a subject of 1 to 160 characters.',
          },
          support_tickets_description_length_check: {
            field: 'description',
            message: 'At most 4000 characters.',
          },
        })
      }
      onSubmit={async (values) => {
        const id = await open.mutateAsync(values);
        toaster.create({ type: 'success', title: 'Ticket opened' });
        onOpened(id);
      }}
    />
  );
}
