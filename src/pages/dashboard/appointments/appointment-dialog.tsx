import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame, FormField, SearchableSelect, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import {
  findClashes,
  listAssigneeDay,
  searchLeadOptions,
  useCreateAppointment,
  type AppointmentInput,
  type NamedOption,
} from '@/services/crm';
import { formFailureOf } from '@/services/kit';
import {
  appointmentFormSchema,
  clashMessage,
  KIND_OPTIONS,
  toInput,
  type AppointmentForm,
  type AppointmentFormInput,
} from './appointments-model';

class ClashWarning extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClashWarning';
  }
}

export interface AppointmentDialogProps {
  /** The form's starting values (the selected slot); null when shut. */
  initial: AppointmentFormInput | null;
  assignees: readonly NamedOption[];
  onClose: () => void;
}

/**
 * Book an appointment: title, kind, day and time, length, who goes, the lead (searched), place and
 * notes. Before saving it looks for the assignee's other appointments at that time and, if any,
 * says which and asks to save anyway.
 */
export function AppointmentDialog({ initial, assignees, onClose }: AppointmentDialogProps) {
  const create = useCreateAppointment();
  const [lead, setLead] = useState<string[]>([]);
  const [clash, setClash] = useState<{ input: AppointmentInput; message: string } | null>(null);

  const finish = (input: AppointmentInput) => {
    toaster.create({ type: 'success', title: 'Appointment booked', description: input.title });
    setClash(null);
    setLead([]);
    onClose();
  };

  const submit = async (values: AppointmentForm) => {
    const input = toInput(values, lead[0] ?? null);
    setClash(null);
    if (input.assignee_id) {
      const others = await listAssigneeDay(input.assignee_id, input.starts_at);
      const clashes = findClashes(input, others);
      if (clashes.length > 0) {
        const message = clashMessage(clashes);
        setClash({ input, message });
        throw new ClashWarning(message);
      }
    }
    await create.mutateAsync(input);
    finish(input);
  };

  return (
    <DialogFrame
      open={initial !== null}
      onOpenChange={(next) => {
        if (!next) {
          setClash(null);
          setLead([]);
          onClose();
        }
      }}
      title="New appointment"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Stack gap="4">
        <FormField label="Lead" helpText="Type a name or phone number to find the lead (optional).">
          <SearchableSelect
            portalled={false}
            value={lead}
            onValueChange={(value) => setLead(value)}
            loadOptions={async (text) =>
              (await searchLeadOptions(text)).map((option) => ({
                value: option.id,
                label: option.name,
              }))
            }
            placeholder="Search leads…"
            emptyText="No lead of yours matches"
          />
        </FormField>
        {initial ? (
          <RecordForm<AppointmentFormInput, AppointmentForm>
            label="New appointment"
            schema={appointmentFormSchema}
            defaultValues={initial}
            blockNavigation={false}
            submitLabel="Book appointment"
            onCancel={onClose}
            fields={[
              { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
              { name: 'kind', label: 'Kind', kind: 'select', required: true, options: KIND_OPTIONS },
              {
                name: 'assignee_id',
                label: 'Assignee',
                kind: 'select',
                required: true,
                options: assignees.map((person) => ({ value: person.id, label: person.name })),
              },
              { name: 'date', label: 'Day', kind: 'date', required: true },
              {
                name: 'time',
                label: 'Starts at',
                kind: 'text',
                required: true,
                placeholder: '10:30',
              },
              {
                name: 'duration_minutes',
                label: 'Duration',
                kind: 'number',
                unit: 'min',
                step: 15,
                min: 5,
                max: 1440,
                required: true,
              },
              { name: 'location', label: 'Location', kind: 'text' },
              { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
            ]}
            onSubmit={submit}
            describeError={(error) =>
              error instanceof ClashWarning
                ? { kind: 'form', message: `${error.message}. Save anyway?` }
                : formFailureOf(error)
            }
          />
        ) : null}
        {clash ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{clash.message}</Alert.Title>
              <Alert.Description>The assignee is already booked then.</Alert.Description>
            </Alert.Content>
            <Button
              size="sm"
              colorPalette="orange"
              alignSelf="center"
              loading={create.isPending}
              // Without it a loading button hides its label and has no name while it saves.
              loadingText="Saving…"
              onClick={async () => {
                try {
                  await create.mutateAsync(clash.input);
                  finish(clash.input);
                } catch (error) {
                  toaster.create({
                    type: 'error',
                    title: 'The appointment was not booked',
                    description: error instanceof Error ? error.message : undefined,
                  });
                }
              }}
            >
              Save anyway
            </Button>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
