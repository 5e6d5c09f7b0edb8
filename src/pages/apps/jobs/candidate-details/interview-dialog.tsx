import { Button, CloseButton, Dialog, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, OptionSelect } from '@/ui';
import type { Candidate } from '../jobs-fixtures';
import { INTERVIEW_HOURS, INTERVIEW_MODES, interviewSchema, type InterviewValues } from '../jobs-forms';

export interface InterviewDialogProps {
  candidate: Candidate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today as YYYY-MM-DD: the earliest date that may be picked. */
  today: string;
  /** Called with a checked slot. */
  onSchedule: (values: InterviewValues) => void;
}

/** Schedule an interview: a date from today on, a time within working hours, how and with whom. */
export function InterviewDialog({ candidate, open, onOpenChange, today, onSchedule }: InterviewDialogProps) {
  const schema = interviewSchema(today);
  const empty = { date: '', time: '', mode: INTERVIEW_MODES[0], interviewer: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, InterviewValues>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) reset(empty);
      }}
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              aria-label="Schedule interview"
              onSubmit={handleSubmit((values) => {
                onSchedule(values);
                reset(empty);
              })}
            >
              <Dialog.Header>
                <Dialog.Title>Schedule interview</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text textStyle="sm" color="fg.muted">
                    {candidate.name}, {candidate.headline}
                  </Text>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField label="Date" required error={errors.date?.message}>
                      <Input type="date" min={today} {...register('date')} />
                    </FormField>
                    <FormField
                      label="Time"
                      required
                      error={errors.time?.message}
                      helpText={`${INTERVIEW_HOURS.from} to ${INTERVIEW_HOURS.to}`}
                    >
                      <Input
                        type="time"
                        min={INTERVIEW_HOURS.from}
                        max={INTERVIEW_HOURS.to}
                        {...register('time')}
                      />
                    </FormField>
                  </SimpleGrid>
                  <FormField label="How">
                    <OptionSelect {...register('mode')} options={INTERVIEW_MODES} />
                  </FormField>
                  <FormField label="Interviewer" required error={errors.interviewer?.message}>
                    <Input autoComplete="off" {...register('interviewer')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand">
                  Schedule
                </Button>
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
