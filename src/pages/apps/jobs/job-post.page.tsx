import { Button, Card, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { PageHeader, toaster, OptionSelect } from '@/ui';
import { href } from '@/routes/paths';
import { CITIES, JOB_TYPES as KINDS, OWN_COMPANY_ID, TEAMS, type Job } from './jobs-fixtures';
import { localIsoDate } from './jobs-forms';
import { newId, useJobs } from './jobs-store';
import { jobHref } from './jobs-ui';

const jobSchema = z
  .object({
    title: z.string().trim().min(4, 'Give the role a title of at least 4 characters.'),
    team: z.enum(TEAMS),
    kind: z.enum(KINDS),
    location: z.enum(CITIES),
    minExperience: z.coerce
      .number({ error: 'Enter a number.' })
      .int('Whole years only.')
      .min(0, 'Zero or more years.')
      .max(30, 'At most 30 years.'),
    openings: z.coerce
      .number({ error: 'Enter a number.' })
      .int('Whole people only.')
      .min(1, 'At least one opening.')
      .max(50, 'At most 50 openings.'),
    payFrom: z.coerce
      .number({ error: 'Enter a number.' })
      .min(10_000, 'Monthly pay starts at ₹10,000 or more.'),
    payTo: z.coerce.number({ error: 'Enter a number.' }),
    description: z.string().trim().min(40, 'Describe the work in at least 40 characters.'),
  })
  .refine((values) => values.payTo >= values.payFrom, {
    path: ['payTo'],
    message: 'The top of the range must not be below the bottom.',
  });
type JobInput = z.input<typeof jobSchema>;
type JobPost = z.output<typeof jobSchema>;

/** A checked post as a listing of ours: it shows in the jobs list and the job search at once. */
function toJob(post: JobPost, id: string, today: string): Job {
  const firstSentence = post.description.split(/(?<=\.)\s/)[0] ?? post.description;
  return {
    id,
    title: post.title,
    companyId: OWN_COMPANY_ID,
    team: post.team,
    type: post.kind,
    city: post.location,
    minExperience: post.minExperience,
    payFrom: post.payFrom,
    payTo: post.payTo,
    openings: post.openings,
    applicants: 0,
    postedOn: today,
    status: 'Open',
    summary: firstSentence.length > 160 ? `${firstSentence.slice(0, 157)}…` : firstSentence,
    description: post.description,
    responsibilities: [],
    requirements: [],
    skills: [],
  };
}

export default function AppsJobsJobPostPage() {
  const [posted, setPosted] = useState<(JobPost & { id: string }) | null>(null);
  const [, setJobs] = useJobs();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<JobInput, unknown, JobPost>({
    resolver: zodResolver(jobSchema),
    defaultValues: {
      title: '',
      team: 'Production',
      kind: 'Full time',
      location: 'Pune',
      minExperience: 0,
      openings: 1,
      payFrom: '',
      payTo: '',
      description: '',
    },
  });
  const text = (name: keyof JobInput, label: string, props: Record<string, string> = {}) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input {...props} {...register(name)} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const select = (name: 'team' | 'kind' | 'location', label: string, options: readonly string[]) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect {...register(name)} options={options} />
    </Field.Root>
  );

  return (
    <>
      <PageHeader
        title="Post a job"
        description="Describe an opening at the workshop, showroom or on site; it is checked before it goes live."
      />
      {posted ? (
        <Card.Root maxW="2xl" role="status">
          <Card.Body gap="2">
            <Text as="h2" textStyle="xl" fontWeight="semibold">
              “{posted.title}” is live
            </Text>
            <Text color="fg.muted">
              {posted.openings} opening{posted.openings === 1 ? '' : 's'} · {posted.team} · {posted.kind} ·{' '}
              {posted.location} · ₹{posted.payFrom.toLocaleString('en-IN')}–
              {posted.payTo.toLocaleString('en-IN')} a month
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to={jobHref(posted.id)}>View the job</RouterLink>
              </Button>
              <Button asChild variant="outline" size="sm">
                <RouterLink to={href('/apps/jobs/jobs-list')}>Jobs list</RouterLink>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setPosted(null);
                  reset();
                }}
              >
                Post another job
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Card.Root maxW="3xl">
          <Card.Body>
            <form
              noValidate
              aria-label="Job post"
              onSubmit={handleSubmit((values) => {
                const id = newId('j');
                // Newest first, as the search and the jobs list open.
                setJobs((current) => [toJob(values, id, localIsoDate(new Date())), ...current]);
                setPosted({ ...values, id });
                toaster.create({ type: 'success', title: 'Job posted' });
              })}
            >
              <Stack gap="4">
                {text('title', 'Job title', { placeholder: 'e.g. Edge banding machine operator' })}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {select('team', 'Team', TEAMS)}
                  {select('kind', 'Type', KINDS)}
                  {select('location', 'Location', CITIES)}
                  {text('minExperience', 'Experience asked for (years)', { inputMode: 'numeric' })}
                  {text('openings', 'Openings', { inputMode: 'numeric' })}
                  {text('payFrom', 'Monthly pay from (₹)', { inputMode: 'numeric' })}
                  {text('payTo', 'Monthly pay to (₹)', { inputMode: 'numeric' })}
                </SimpleGrid>
                <Field.Root invalid={Boolean(errors.description)}>
                  <Field.Label>What the work is</Field.Label>
                  <Textarea rows={5} {...register('description')} />
                  <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="brand" alignSelf="flex-start">
                  Post job
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      )}
    </>
  );
}
