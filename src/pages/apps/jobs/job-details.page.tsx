import {
  Badge,
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
import { FileQuestion, Star } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { EmptyState, PageHeader } from '@/ui';
import { href } from '@/routes/paths';
import { ApplyForm } from './job-details/apply-form';
import { companyById, type Company } from './jobs-fixtures';
import { formatPayRange, relatedJobs } from './jobs-search';
import { resetJobsDemo, useJobs } from './jobs-store';
import { CompanyMark, companyJobsHref, formatJobDate, JobCard, JobMeta, SaveJobButton } from './jobs-ui';

function CompanyCard({ company }: { company: Company }) {
  return (
    <Card.Root as="section" aria-labelledby="company-heading">
      <Card.Body gap="3">
        <HStack gap="3">
          <CompanyMark name={company.name} size="lg" />
          <Stack gap="0" minW="0">
            <Heading as="h2" id="company-heading" size="md">
              {company.name}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {company.industry} · {company.city}
            </Text>
          </Stack>
        </HStack>
        <Text textStyle="sm">{company.about}</Text>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>People</DataList.ItemLabel>
            <DataList.ItemValue>{company.employees}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Founded</DataList.ItemLabel>
            <DataList.ItemValue>{company.founded}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Rating</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="1">
                <Star size={14} aria-hidden="true" /> {company.rating.toFixed(1)} of 5
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Website</DataList.ItemLabel>
            <DataList.ItemValue>{company.website}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Flex gap="3" wrap="wrap">
          <Link asChild colorPalette="brand" textStyle="sm">
            <RouterLink to={companyJobsHref(company.name)}>All jobs at {company.name}</RouterLink>
          </Link>
          <Link asChild colorPalette="brand" textStyle="sm">
            <RouterLink to={href('/apps/jobs/search-company', { q: company.name })}>
              Company profile
            </RouterLink>
          </Link>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export default function AppsJobsJobDetailsPage() {
  const [jobs] = useJobs();
  const [params] = useSearchParams();
  const id = params.get('id');
  // No id: the newest listing, so the page is never empty when opened from the menu.
  const job = id ? jobs.find((entry) => entry.id === id) : jobs[0];
  const company = job ? companyById(job.companyId) : undefined;
  const related = job ? relatedJobs(job, jobs) : [];

  return (
    <>
      <PageHeader
        title="Job details"
        description="The full description of one opening, the company behind it and how to apply."
        actions={<DemoResetButton subject="the jobs app" onReset={resetJobsDemo} />}
      />
      {!job || !company ? (
        <EmptyState
          icon={<FileQuestion />}
          title="This job is no longer listed"
          description="It may have been deleted by the employer."
          actions={
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={href('/apps/jobs/search-jobs')}>Search jobs</RouterLink>
            </Button>
          }
        />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" alignItems="start">
          <Stack gap="5" gridColumn={{ lg: 'span 2' }} minW="0">
            <Card.Root as="article" aria-labelledby="job-heading">
              <Card.Body gap="4">
                <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Heading as="h2" id="job-heading" size="xl">
                        {job.title}
                      </Heading>
                      <Badge colorPalette={job.status === 'Open' ? 'green' : 'gray'}>{job.status}</Badge>
                    </HStack>
                    <Text color="fg.muted">
                      {company.name} · {job.team} · posted {formatJobDate(job.postedOn)}
                    </Text>
                  </Stack>
                  <SaveJobButton job={job} />
                </Flex>
                <JobMeta job={job} />
                <Text fontWeight="semibold">
                  {formatPayRange(job.payFrom, job.payTo)} · {job.openings} opening
                  {job.openings === 1 ? '' : 's'}
                </Text>
                <Text>{job.description}</Text>
                {/* A job posted from the form has only a description; empty sections are left out. */}
                {job.responsibilities.length > 0 && (
                  <>
                    <Heading as="h3" size="sm">
                      What you will do
                    </Heading>
                    <List.Root ps="5" gap="1">
                      {job.responsibilities.map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List.Root>
                  </>
                )}
                {job.requirements.length > 0 && (
                  <>
                    <Heading as="h3" size="sm">
                      What we look for
                    </Heading>
                    <List.Root ps="5" gap="1">
                      {job.requirements.map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List.Root>
                  </>
                )}
                {job.skills.length > 0 && (
                  <>
                    <Heading as="h3" size="sm">
                      Skills
                    </Heading>
                    <Wrap gap="1">
                      {job.skills.map((skill) => (
                        <Badge key={skill} variant="outline">
                          {skill}
                        </Badge>
                      ))}
                    </Wrap>
                  </>
                )}
              </Card.Body>
            </Card.Root>
            <Card.Root as="section" aria-labelledby="apply-heading">
              <Card.Body gap="4">
                <Heading as="h2" id="apply-heading" size="lg">
                  Apply for this job
                </Heading>
                {/* Keyed by job: moving to a related job starts a fresh form. */}
                <ApplyForm key={job.id} job={job} />
              </Card.Body>
            </Card.Root>
          </Stack>
          <Stack gap="5" minW="0">
            <CompanyCard company={company} />
            <Stack as="section" aria-labelledby="related-heading" gap="3">
              <Heading as="h2" id="related-heading" size="md">
                Related jobs
              </Heading>
              {related.length === 0 ? (
                <Text color="fg.muted">No similar openings right now.</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" aria-label="Related jobs">
                  {related.map((other) => (
                    <JobCard key={other.id} job={other} />
                  ))}
                </Stack>
              )}
            </Stack>
          </Stack>
        </SimpleGrid>
      )}
    </>
  );
}
