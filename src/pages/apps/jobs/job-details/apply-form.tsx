import { Button, Card, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileDropzone, FormField, toaster } from '@/ui';
import type { Job } from '../jobs-fixtures';
import { applicationSchema, type ApplicationInput, type ApplicationValues } from '../jobs-forms';
import { newId, useApplications, type JobApplication } from '../jobs-store';

const MB = 1024 * 1024;
const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
const EMPTY: ApplicationInput = { name: '', email: '', phone: '', cvName: '', coverNote: '' };

/**
 * Apply for one job: checked field by field, then recorded in the demo store. The CV itself stays in the
 * browser; only its name is recorded (the demo has no file storage).
 */
export function ApplyForm({ job }: { job: Job }) {
  const [applications, setApplications] = useApplications();
  const [sent, setSent] = useState<JobApplication | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver: zodResolver(applicationSchema),
    defaultValues: EMPTY,
  });
  const received = applications.filter((application) => application.jobId === job.id).length;

  if (job.status === 'Closed')
    return (
      <Text color="fg.muted">
        Applications for this job are closed. Save it, or look at the related jobs for similar openings.
      </Text>
    );

  if (sent)
    return (
      <Card.Root variant="subtle" role="status">
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            Application sent
          </Heading>
          <Text>
            Thank you, {sent.name}. Your application for {job.title} with {sent.cvName} has been recorded; the
            hiring team will write to {sent.email}.
          </Text>
          <Button
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            onClick={() => {
              reset(EMPTY);
              setSent(null);
            }}
          >
            Send another application
          </Button>
        </Card.Body>
      </Card.Root>
    );

  return (
    <form
      noValidate
      aria-label={`Apply for ${job.title}`}
      onSubmit={handleSubmit((values) => {
        const application: JobApplication = {
          id: newId('ap'),
          jobId: job.id,
          ...values,
          appliedAt: new Date().toISOString(),
        };
        setApplications((current) => [...current, application]);
        setSent(application);
        toaster.create({ type: 'success', title: 'Application sent', description: job.title });
      })}
    >
      <Stack gap="4">
        {received > 0 && (
          <Text textStyle="sm" color="fg.muted">
            {received} application{received === 1 ? '' : 's'} sent from this browser so far.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Full name" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Mobile number" required error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
        </SimpleGrid>
        <Stack gap="1">
          <FileDropzone
            label="CV"
            accept={CV_TYPES}
            acceptText="PDF or Word"
            maxFileSize={2 * MB}
            onFilesChange={(files) =>
              setValue('cvName', files[0]?.name ?? '', { shouldValidate: isSubmitted, shouldDirty: true })
            }
          />
          {errors.cvName && (
            <Text role="alert" textStyle="sm" color="fg.error">
              {errors.cvName.message}
            </Text>
          )}
        </Stack>
        <FormField
          label="Cover note"
          helpText="Optional: what you have built or run that fits this role."
          error={errors.coverNote?.message}
        >
          <Textarea rows={4} {...register('coverNote')} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Send application
        </Button>
      </Stack>
    </form>
  );
}
