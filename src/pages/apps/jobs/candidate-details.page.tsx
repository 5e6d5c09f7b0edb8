import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { CalendarPlus, FileText, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { ConfirmDialog, EmptyState, formatBytes, PageHeader, toaster } from '@/ui';
import { href } from '@/routes/paths';
import { mailtoHref, telHref } from '@/services/kit';
import { InterviewDialog } from './candidate-details/interview-dialog';
import { CANDIDATES, candidateById, type CareerStep } from './jobs-fixtures';
import { localIsoDate } from './jobs-forms';
import { experienceLabel } from './jobs-search';
import { newId, resetJobsDemo, useInterviews, useJobs, type ScheduledInterview } from './jobs-store';
import { formatJobDate, jobHref } from './jobs-ui';
import { ShortlistButton } from './shortlist-button';

/** "2023-04" as "Apr 2023". */
const formatMonth = (yearMonth: string) =>
  new Date(`${yearMonth}-01T00:00:00`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric' });

function CareerTimeline({ steps }: { steps: CareerStep[] }) {
  if (steps.length === 0) return <Text color="fg.muted">No work experience yet.</Text>;
  return (
    <List.Root as="ol" listStyleType="none" gap="0" aria-label="Work history">
      {steps.map((step, index) => (
        <List.Item key={`${step.employer}-${step.from}`} display="flex" gap="3">
          {/* The rail: a dot per role joined by a line, drawn only between entries. */}
          <Flex direction="column" align="center" flexShrink={0} aria-hidden="true">
            <Box
              boxSize="3"
              rounded="full"
              bg={step.to ? 'border.emphasized' : 'colorPalette.solid'}
              colorPalette="brand"
              mt="1.5"
            />
            {index < steps.length - 1 && <Box w="2px" flex="1" bg="border" />}
          </Flex>
          <Stack gap="0.5" pb="5" minW="0">
            <Text fontWeight="semibold">
              {step.role} · {step.employer}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {formatMonth(step.from)} – {step.to ? formatMonth(step.to) : 'present'}
            </Text>
            <Text textStyle="sm">{step.summary}</Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

export default function AppsJobsCandidateDetailsPage() {
  const [params] = useSearchParams();
  const [jobs] = useJobs();
  const [interviews, setInterviews] = useInterviews();
  const [scheduling, setScheduling] = useState(false);
  // Kept while the confirmation fades out, so its text does not vanish mid-animation.
  const [cancelling, setCancelling] = useState<ScheduledInterview | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const id = params.get('id');
  // No id: the first candidate, so the page is never empty when opened from the menu.
  const candidate = id ? candidateById(id) : CANDIDATES[0];
  const today = localIsoDate(new Date());

  const header = (
    <PageHeader
      title="Candidate details"
      description="One applicant's profile, work history and documents; shortlist them or book an interview."
      actions={<DemoResetButton subject="the jobs app" onReset={resetJobsDemo} />}
    />
  );
  if (!candidate)
    return (
      <>
        {header}
        <EmptyState
          icon={<UserX />}
          title="This candidate is not in the list"
          description="The link may be old."
          actions={
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={href('/apps/jobs/search-candidates')}>Search candidates</RouterLink>
            </Button>
          }
        />
      </>
    );

  const appliedFor = jobs.find((job) => job.id === candidate.appliedForJobId);
  const booked = interviews
    .filter((interview) => interview.candidateId === candidate.id)
    .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));

  return (
    <>
      {header}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <Card.Root as="section" aria-labelledby="candidate-heading">
            <Card.Body gap="4">
              <Stack align="center" textAlign="center" gap="2">
                <Avatar.Root size="2xl" colorPalette="brand" aria-hidden="true">
                  <Avatar.Fallback name={candidate.name} />
                </Avatar.Root>
                <Heading as="h2" id="candidate-heading" size="lg">
                  {candidate.name}
                </Heading>
                <Text color="fg.muted">
                  {candidate.headline} · {candidate.city}
                </Text>
              </Stack>
              <Flex gap="2" justify="center" wrap="wrap">
                <ShortlistButton candidate={candidate} size="sm" />
                <Button size="sm" colorPalette="brand" onClick={() => setScheduling(true)}>
                  <CalendarPlus aria-hidden="true" /> Schedule interview
                </Button>
              </Flex>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>Experience</DataList.ItemLabel>
                  <DataList.ItemValue>{experienceLabel(candidate.experienceYears)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Expects</DataList.ItemLabel>
                  <DataList.ItemValue>
                    ₹{candidate.expectedPay.toLocaleString('en-IN')} a month
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Notice</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {candidate.noticeDays === 0 ? 'Can join now' : `${candidate.noticeDays} days`}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Email</DataList.ItemLabel>
                  <DataList.ItemValue minW="0">
                    <Link href={mailtoHref(candidate.email)} colorPalette="brand" wordBreak="break-all">
                      {candidate.email}
                    </Link>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Phone</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Link href={telHref(candidate.phone)} colorPalette="brand">
                      {candidate.phone}
                    </Link>
                  </DataList.ItemValue>
                </DataList.Item>
                {appliedFor && (
                  <DataList.Item>
                    <DataList.ItemLabel>Applied for</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Link asChild colorPalette="brand">
                        <RouterLink to={jobHref(appliedFor.id)}>{appliedFor.title}</RouterLink>
                      </Link>
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="interviews-heading">
            <Card.Body gap="3">
              <Heading as="h2" id="interviews-heading" size="md">
                Interviews
              </Heading>
              {booked.length === 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  None scheduled yet.
                </Text>
              ) : (
                <List.Root as="ul" listStyleType="none" gap="2" aria-label="Scheduled interviews">
                  {booked.map((interview) => (
                    <List.Item key={interview.id} textStyle="sm">
                      <Flex gap="2" justify="space-between" align="flex-start">
                        <Stack gap="0">
                          <Text fontWeight="medium">
                            {formatJobDate(interview.date)} at {interview.time}
                          </Text>
                          <Text color="fg.muted">
                            {interview.mode} with {interview.interviewer}
                          </Text>
                        </Stack>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => {
                            setCancelling(interview);
                            setConfirmOpen(true);
                          }}
                        >
                          Cancel
                          <Text as="span" srOnly>
                            {' '}
                            interview on {formatJobDate(interview.date)} at {interview.time}
                          </Text>
                        </Button>
                      </Flex>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="5" gridColumn={{ lg: 'span 2' }} minW="0">
          <Card.Root as="section" aria-labelledby="about-heading">
            <Card.Body gap="3">
              <Heading as="h2" id="about-heading" size="md">
                About
              </Heading>
              <Text>{candidate.about}</Text>
              <Heading as="h3" size="sm">
                Skills
              </Heading>
              <Wrap gap="1">
                {candidate.skills.map((skill) => (
                  <Badge key={skill} variant="outline">
                    {skill}
                  </Badge>
                ))}
              </Wrap>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="experience-heading">
            <Card.Body gap="3">
              <Heading as="h2" id="experience-heading" size="md">
                Experience
              </Heading>
              <CareerTimeline steps={candidate.career} />
              <Heading as="h3" size="sm">
                Education
              </Heading>
              <Text>{candidate.education}</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="documents-heading">
            <Card.Body gap="3">
              <Heading as="h2" id="documents-heading" size="md">
                Documents
              </Heading>
              <List.Root as="ul" listStyleType="none" gap="2" aria-label="Documents">
                {candidate.documents.map((document) => (
                  <List.Item key={document.name}>
                    <HStack gap="3" borderWidth="1px" rounded="l2" p="2" minW="0">
                      <FileText size={18} aria-hidden="true" />
                      <Text flex="1" truncate textStyle="sm">
                        {document.name}
                      </Text>
                      <Badge variant="subtle">{document.kind}</Badge>
                      <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                        {formatBytes(document.sizeKb * 1024)}
                      </Text>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        </Stack>
      </SimpleGrid>
      {cancelling && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Cancel this interview?"
          description={`${candidate.name}'s interview on ${formatJobDate(cancelling.date)} at ${cancelling.time} is removed from the schedule.`}
          confirmLabel="Cancel interview"
          cancelLabel="Keep it"
          tone="danger"
          onConfirm={() => {
            setInterviews((current) => current.filter((interview) => interview.id !== cancelling.id));
            toaster.create({ type: 'success', title: 'Interview cancelled', description: candidate.name });
          }}
        />
      )}
      <InterviewDialog
        candidate={candidate}
        open={scheduling}
        onOpenChange={setScheduling}
        today={today}
        onSchedule={(values) => {
          setInterviews((current) => [...current, { id: newId('iv'), candidateId: candidate.id, ...values }]);
          setScheduling(false);
          toaster.create({
            type: 'success',
            title: 'Interview scheduled',
            description: `${candidate.name}, ${formatJobDate(values.date)} at ${values.time}`,
          });
        }}
      />
    </>
  );
}
