import { Button, CloseButton, Dialog, Field, Input, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EVENT_KINDS, minutesOf, type CalendarEntry } from './calendar-model';
import { OptionSelect } from '@/ui';

const eventFormSchema = z
  .object({
    title: z.string().trim().min(3, 'Name the event (at least 3 characters).'),
    kind: z.enum(EVENT_KINDS),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date.'),
    start: z.string().regex(/^\d{2}:\d{2}$/, 'Pick a start time.'),
    end: z.string().regex(/^\d{2}:\d{2}$/, 'Pick an end time.'),
  })
  .refine((values) => minutesOf(values.end) > minutesOf(values.start), {
    path: ['end'],
    message: 'The end must be after the start.',
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;

export interface EventDialogProps {
  /** The event being edited, or the draft of a new one (no id). */
  entry: Omit<CalendarEntry, 'id'> & { id?: string };
  onSave: (values: EventFormValues) => void;
  onDelete?: () => void;
  onClose: () => void;
}

export function EventDialog({ entry, onSave, onDelete, onClose }: EventDialogProps) {
  const editing = Boolean(entry.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: {
      title: entry.title,
      kind: entry.kind,
      date: entry.date,
      start: entry.start,
      end: entry.end,
    },
  });
  const field = (name: keyof EventFormValues, label: string, type: string) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} {...register(name)} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={handleSubmit(onSave)}>
              <Dialog.Header>
                <Dialog.Title>{editing ? 'Edit event' : 'New event'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {field('title', 'Title', 'text')}
                  <Field.Root>
                    <Field.Label>Kind</Field.Label>
                    <OptionSelect {...register('kind')} options={EVENT_KINDS} />
                  </Field.Root>
                  {field('date', 'Date', 'date')}
                  <SimpleGrid columns={2} gap="3">
                    {field('start', 'Starts', 'time')}
                    {field('end', 'Ends', 'time')}
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between">
                {onDelete ? (
                  <Button variant="ghost" colorPalette="red" onClick={onDelete}>
                    Delete event
                  </Button>
                ) : (
                  <span />
                )}
                <Stack direction="row" gap="2">
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="brand">
                    {editing ? 'Save event' : 'Create event'}
                  </Button>
                </Stack>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
