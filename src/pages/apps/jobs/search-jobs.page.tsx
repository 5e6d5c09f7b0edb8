import { Box, Button, Card, Field, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { EmptyState, PageHeader, PaginationBar, RangeSliderField } from '@/ui';
import { CITIES, JOB_TYPES } from './jobs-fixtures';
import {
  EXPERIENCE_BANDS,
  filterJobs,
  JOB_SORTS,
  pageOf,
  PAY_FILTER_MAX,
  PAY_FILTER_MIN,
  sortJobs,
  type ExperienceBandId,
  type JobFilters,
  type JobSort,
} from './jobs-search';
import { companyName, resetJobsDemo, useJobs, useSavedJobs } from './jobs-store';
import { FilterSelect, JobCard, useUrlFilters } from './jobs-ui';

const PAGE_SIZE = 5;
const FILTER_KEYS = ['q', 'city', 'type', 'exp', 'pay', 'saved', 'page'] as const;

const isBand = (value: string): value is ExperienceBandId =>
  EXPERIENCE_BANDS.some((band) => band.id === value);
const isSort = (value: string): value is JobSort => JOB_SORTS.some((sort) => sort.id === value);

/** "20000-60000" from the URL; anything else means the full range. */
function parsePay(value: string): [number, number] {
  const [from, to] = value.split('-').map(Number);
  if (from === undefined || to === undefined || !Number.isFinite(from) || !Number.isFinite(to) || from > to)
    return [PAY_FILTER_MIN, PAY_FILTER_MAX];
  return [Math.max(PAY_FILTER_MIN, from), Math.min(PAY_FILTER_MAX, to)];
}

export default function AppsJobsSearchJobsPage() {
  const [jobs] = useJobs();
  const [saved] = useSavedJobs();
  const url = useUrlFilters();
  const filters: JobFilters = {
    keyword: url.get('q'),
    city: url.get('city'),
    type: url.get('type'),
    experience: isBand(url.get('exp')) ? (url.get('exp') as ExperienceBandId) : '',
    pay: parsePay(url.get('pay')),
  };
  const sortParam = url.get('sort');
  const sort: JobSort = isSort(sortParam) ? sortParam : 'newest';
  const savedOnly = url.get('saved') === '1';
  // A filter change goes back to page 1, or the user could be left on a page that no longer exists.
  const setFilter = (changes: Record<string, string>) => url.set({ ...changes, page: '' });

  const open = jobs.filter((job) => job.status === 'Open' && (!savedOnly || saved.includes(job.id)));
  const found = sortJobs(filterJobs(open, filters, companyName), sort);
  const { items, page } = pageOf(found, Number(url.get('page')) || 1, PAGE_SIZE);
  const filtered = FILTER_KEYS.some((key) => url.get(key)) || url.get('sort') !== '';

  return (
    <>
      <PageHeader
        title="Search jobs"
        description="Openings across the furniture and panel trade: workshop, design, site and sales roles."
        actions={<DemoResetButton subject="the jobs app" onReset={resetJobsDemo} />}
      />
      <Flex gap="5" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Card.Root as="section" aria-label="Job filters" w={{ base: 'full', lg: '18rem' }} flexShrink={0}>
          <Card.Body gap="4">
            <Field.Root>
              <Field.Label>Keyword</Field.Label>
              <Input
                type="search"
                size="sm"
                placeholder="Role, skill or company"
                value={filters.keyword}
                onChange={(event) => setFilter({ q: event.target.value })}
              />
            </Field.Root>
            <FilterSelect
              label="Location"
              anyLabel="All locations"
              options={CITIES}
              value={filters.city}
              onChange={(city) => setFilter({ city })}
            />
            <FilterSelect
              label="Job type"
              anyLabel="All types"
              options={JOB_TYPES}
              value={filters.type}
              onChange={(type) => setFilter({ type })}
            />
            <FilterSelect
              label="Experience"
              anyLabel="Any experience"
              options={EXPERIENCE_BANDS.map((band) => ({ value: band.id, label: band.label }))}
              value={filters.experience}
              onChange={(exp) => setFilter({ exp })}
            />
            <RangeSliderField
              label="Monthly pay"
              value={filters.pay}
              min={PAY_FILTER_MIN}
              max={PAY_FILTER_MAX}
              step={5_000}
              thumbLabels={['Minimum monthly pay', 'Maximum monthly pay']}
              format={(value) => `₹${(value / 1000).toLocaleString('en-IN')}k`}
              onValueChange={([from = PAY_FILTER_MIN, to = PAY_FILTER_MAX]) =>
                setFilter({ pay: from === PAY_FILTER_MIN && to === PAY_FILTER_MAX ? '' : `${from}-${to}` })
              }
            />
            <Button
              size="sm"
              variant={savedOnly ? 'subtle' : 'outline'}
              colorPalette={savedOnly ? 'brand' : 'gray'}
              aria-pressed={savedOnly}
              onClick={() => setFilter({ saved: savedOnly ? '' : '1' })}
            >
              Saved jobs only ({saved.length})
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!filtered}
              onClick={() => url.set(Object.fromEntries([...FILTER_KEYS, 'sort'].map((key) => [key, ''])))}
            >
              Clear filters
            </Button>
          </Card.Body>
        </Card.Root>

        <Stack as="section" aria-labelledby="job-results-heading" gap="4" flex="1" minW="0" w="full">
          <Flex gap="3" wrap="wrap" justify="space-between" align="flex-end">
            <Heading as="h2" id="job-results-heading" size="md" aria-live="polite">
              {found.length} {found.length === 1 ? 'job' : 'jobs'} found
            </Heading>
            <Box minW="12rem">
              <FilterSelect
                label="Sort by"
                options={JOB_SORTS.map((entry) => ({ value: entry.id, label: entry.label }))}
                value={sort}
                onChange={(next) => url.set({ sort: next === 'newest' ? '' : next, page: '' })}
              />
            </Box>
          </Flex>
          {found.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title="No jobs match"
              description="Widen the pay range or clear a filter to see more openings."
            />
          ) : (
            <>
              <Stack as="ul" listStyleType="none" gap="3" aria-label="Jobs">
                {items.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </Stack>
              <PaginationBar
                count={found.length}
                page={page}
                pageSize={PAGE_SIZE}
                recordName="jobs"
                label="Job result pages"
                onPageChange={(next) => url.set({ page: next === 1 ? '' : String(next) })}
              />
            </>
          )}
        </Stack>
      </Flex>
    </>
  );
}
