/** Pieces the jobs pages share: the job card, the save and follow toggles, filter selects and URL state. */
import { Avatar, Badge, Button, Card, Field, Flex, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, Briefcase, Clock, MapPin, Users } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toaster, OptionSelect } from '@/ui';
import { href } from '@/routes/paths';
import type { Job } from './jobs-fixtures';
import { companyName, useSavedJobs } from './jobs-store';
import { experienceLabel, formatPayRange, toggleId } from './jobs-search';

export const jobHref = (id: string) => href('/apps/jobs/job-details', { id });
export const companyJobsHref = (name: string) => href('/apps/jobs/search-jobs', { q: name });
export const candidateHref = (id: string) => href('/apps/jobs/candidate-details', { id });

export const formatJobDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * Filters live in the URL so a shared link or the back button shows the same list. Empty values drop
 * their parameter, and typing replaces the history entry rather than adding one per keystroke.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return { get, set, params };
}

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  /** The first option, meaning "no filter"; leave out for a select that always has a value (sort). */
  anyLabel?: string;
}

export function FilterSelect({ label, value, onChange, options, anyLabel }: FilterSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        size="sm"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={anyLabel}
        options={options}
      />
    </Field.Root>
  );
}

/** Initials on a brand-tinted square: the demo companies have no logos. */
export function CompanyMark({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="brand" variant="subtle" aria-hidden="true">
      <Avatar.Fallback name={name} />
    </Avatar.Root>
  );
}

/**
 * Save or unsave a job; the saved list is kept in localStorage. A toggle whose name stays "Save …" (the
 * visible word must be part of it) and whose state is aria-pressed, the filled icon and the tint.
 */
export function SaveJobButton({ job, size = 'sm' }: { job: Job; size?: 'xs' | 'sm' | 'md' }) {
  const [saved, setSaved] = useSavedJobs();
  const isSaved = saved.includes(job.id);
  return (
    <Button
      size={size}
      variant={isSaved ? 'subtle' : 'outline'}
      colorPalette={isSaved ? 'brand' : 'gray'}
      aria-pressed={isSaved}
      aria-label={`Save ${job.title}`}
      onClick={() => {
        setSaved((current) => toggleId(current, job.id));
        toaster.create({
          type: 'success',
          title: isSaved ? 'Removed from saved jobs' : 'Job saved',
          description: job.title,
        });
      }}
    >
      {isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      Save
    </Button>
  );
}

export function JobMeta({ job }: { job: Job }) {
  return (
    <Wrap gap="3" textStyle="sm" color="fg.muted">
      <HStack gap="1">
        <MapPin size={14} aria-hidden="true" /> <span>{job.city}</span>
      </HStack>
      <HStack gap="1">
        <Briefcase size={14} aria-hidden="true" /> <span>{job.type}</span>
      </HStack>
      <HStack gap="1">
        <Clock size={14} aria-hidden="true" />{' '}
        <span>{job.minExperience === 0 ? 'Freshers welcome' : `${experienceLabel(job.minExperience)}+`}</span>
      </HStack>
      <HStack gap="1">
        <Users size={14} aria-hidden="true" /> <span>{job.applicants} applicants</span>
      </HStack>
    </Wrap>
  );
}

/** One job in a list: its title links to the details page. `headingLevel` keeps the outline in order. */
export function JobCard({ job, headingLevel = 'h3' }: { job: Job; headingLevel?: 'h2' | 'h3' }) {
  const company = companyName(job.companyId);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <CompanyMark name={company} />
          <Stack gap="1" flex="1" minW="0">
            <Text as={headingLevel} fontWeight="semibold" textStyle="md">
              <Link asChild colorPalette="brand">
                <RouterLink to={jobHref(job.id)}>{job.title}</RouterLink>
              </Link>
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {company} · posted {formatJobDate(job.postedOn)}
            </Text>
          </Stack>
          <SaveJobButton job={job} size="xs" />
        </Flex>
        <Text textStyle="sm">{job.summary}</Text>
        <JobMeta job={job} />
        <Flex gap="2" wrap="wrap" justify="space-between" align="center">
          <Wrap gap="1">
            {job.skills.map((skill) => (
              <Badge key={skill} variant="outline">
                {skill}
              </Badge>
            ))}
          </Wrap>
          <Text fontWeight="semibold" textStyle="sm">
            {formatPayRange(job.payFrom, job.payTo)}
          </Text>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
