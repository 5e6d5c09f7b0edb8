import {
  Avatar,
  Badge,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { MapPin, SearchX } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { EmptyState, PageHeader } from '@/ui';
import { CANDIDATES, CITIES, type Candidate } from './jobs-fixtures';
import {
  EXPERIENCE_BANDS,
  experienceLabel,
  filterCandidates,
  skillsOf,
  type ExperienceBandId,
} from './jobs-search';
import { resetJobsDemo, useJobs, useShortlist } from './jobs-store';
import { candidateHref, FilterSelect, jobHref, useUrlFilters } from './jobs-ui';
import { ShortlistButton } from './shortlist-button';

const SKILLS = skillsOf(CANDIDATES);
const isBand = (value: string): value is ExperienceBandId =>
  EXPERIENCE_BANDS.some((band) => band.id === value);

function CandidateCard({ candidate, appliedFor }: { candidate: Candidate; appliedFor: string | undefined }) {
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <Avatar.Root size="lg" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={candidate.name} />
          </Avatar.Root>
          <Stack gap="0.5" flex="1" minW="0">
            <Heading as="h3" size="sm">
              <Link asChild colorPalette="brand">
                <RouterLink to={candidateHref(candidate.id)}>{candidate.name}</RouterLink>
              </Link>
            </Heading>
            <Text textStyle="sm">{candidate.headline}</Text>
            <HStack gap="1" textStyle="sm" color="fg.muted">
              <MapPin size={14} aria-hidden="true" /> <span>{candidate.city}</span>
            </HStack>
          </Stack>
          <ShortlistButton candidate={candidate} />
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {experienceLabel(candidate.experienceYears)} · expects ₹
          {candidate.expectedPay.toLocaleString('en-IN')} a month ·{' '}
          {candidate.noticeDays === 0 ? 'can join now' : `${candidate.noticeDays} days’ notice`}
        </Text>
        <Wrap gap="1">
          {candidate.skills.map((skill) => (
            <Badge key={skill} variant="outline">
              {skill}
            </Badge>
          ))}
        </Wrap>
        {appliedFor && (
          <Text textStyle="sm">
            Applied for{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to={jobHref(candidate.appliedForJobId)}>{appliedFor}</RouterLink>
            </Link>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export default function AppsJobsSearchCandidatesPage() {
  const [jobs] = useJobs();
  const [shortlist] = useShortlist();
  const url = useUrlFilters();
  const experience = url.get('exp');
  const filters = {
    query: url.get('q'),
    skill: url.get('skill'),
    experience: isBand(experience) ? experience : ('' as const),
    city: url.get('city'),
    shortlistedOnly: url.get('shortlisted') === '1',
  };
  const found = filterCandidates(CANDIDATES, filters, shortlist);
  const filtered = ['q', 'skill', 'exp', 'city', 'shortlisted'].some((key) => url.get(key));
  const jobTitle = (id: string) => jobs.find((job) => job.id === id)?.title;

  return (
    <>
      <PageHeader
        title="Search candidates"
        description="People who applied to our openings; shortlist the ones to interview."
        actions={<DemoResetButton subject="the jobs app" onReset={resetJobsDemo} />}
      />
      <Card.Root as="section" aria-label="Candidate filters" mb="5">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
            <Field.Root>
              <Field.Label>Search</Field.Label>
              <Input
                type="search"
                size="sm"
                placeholder="Name, role or skill"
                value={filters.query}
                onChange={(event) => url.set({ q: event.target.value })}
              />
            </Field.Root>
            <FilterSelect
              label="Skill"
              anyLabel="Any skill"
              options={SKILLS}
              value={filters.skill}
              onChange={(skill) => url.set({ skill })}
            />
            <FilterSelect
              label="Experience"
              anyLabel="Any experience"
              options={EXPERIENCE_BANDS.map((band) => ({ value: band.id, label: band.label }))}
              value={filters.experience}
              onChange={(exp) => url.set({ exp })}
            />
            <FilterSelect
              label="Location"
              anyLabel="All locations"
              options={CITIES}
              value={filters.city}
              onChange={(city) => url.set({ city })}
            />
          </SimpleGrid>
          <HStack gap="2" mt="3" wrap="wrap">
            <Button
              size="sm"
              variant={filters.shortlistedOnly ? 'subtle' : 'outline'}
              colorPalette={filters.shortlistedOnly ? 'brand' : 'gray'}
              aria-pressed={filters.shortlistedOnly}
              onClick={() => url.set({ shortlisted: filters.shortlistedOnly ? '' : '1' })}
            >
              Shortlisted only ({shortlist.length})
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!filtered}
              onClick={() => url.set({ q: '', skill: '', exp: '', city: '', shortlisted: '' })}
            >
              Clear filters
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Stack as="section" aria-labelledby="candidate-results-heading" gap="4">
        <Heading as="h2" id="candidate-results-heading" size="md" aria-live="polite">
          {found.length} {found.length === 1 ? 'candidate' : 'candidates'}
        </Heading>
        {found.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title="No candidates match"
            description="Try another skill or experience band, or clear the filters."
          />
        ) : (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="4"
            aria-label="Candidates"
          >
            {found.map((candidate) => (
              <CandidateCard
                key={candidate.id}
                candidate={candidate}
                appliedFor={jobTitle(candidate.appliedForJobId)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
