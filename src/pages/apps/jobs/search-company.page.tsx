import {
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
} from '@chakra-ui/react';
import { Check, Plus, SearchX, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { EmptyState, PageHeader, toaster } from '@/ui';
import { CITIES, COMPANIES, INDUSTRIES, type Company } from './jobs-fixtures';
import { COMPANY_SORTS, searchCompanies, toggleId, type CompanySort } from './jobs-search';
import { resetJobsDemo, useFollowedCompanies, useJobs } from './jobs-store';
import { CompanyMark, companyJobsHref, FilterSelect, useUrlFilters } from './jobs-ui';

const isSort = (value: string): value is CompanySort => COMPANY_SORTS.some((sort) => sort.id === value);

function CompanyCard({ company, openRoles }: { company: Company; openRoles: number }) {
  const [followed, setFollowed] = useFollowedCompanies();
  const following = followed.includes(company.id);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <CompanyMark name={company.name} size="lg" />
          <Stack gap="0.5" flex="1" minW="0">
            <Heading as="h3" size="sm">
              {company.name}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {company.industry} · {company.city}
            </Text>
            {following && (
              <Badge alignSelf="flex-start" colorPalette="brand" size="sm">
                Following
              </Badge>
            )}
          </Stack>
        </Flex>
        <Text textStyle="sm" flex="1">
          {company.about}
        </Text>
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <Star size={14} aria-hidden="true" /> <span>{company.rating.toFixed(1)}</span>
          </HStack>
          <span>{company.employees} people</span>
          <span>since {company.founded}</span>
        </HStack>
        <Flex gap="2" justify="space-between" align="center" wrap="wrap">
          {openRoles > 0 ? (
            <Link asChild colorPalette="brand" textStyle="sm" fontWeight="medium">
              <RouterLink to={companyJobsHref(company.name)}>
                {openRoles} open role{openRoles === 1 ? '' : 's'}
                <Text as="span" srOnly>
                  {' '}
                  at {company.name}
                </Text>
              </RouterLink>
            </Link>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No open roles
            </Text>
          )}
          <Button
            size="xs"
            variant={following ? 'subtle' : 'outline'}
            colorPalette={following ? 'brand' : 'gray'}
            aria-pressed={following}
            onClick={() => {
              setFollowed((current) => toggleId(current, company.id));
              toaster.create({
                type: 'success',
                title: following ? `Stopped following ${company.name}` : `Following ${company.name}`,
              });
            }}
          >
            {following ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Follow
            <Text as="span" srOnly>
              {company.name}
            </Text>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export default function AppsJobsSearchCompanyPage() {
  const [jobs] = useJobs();
  const [followed] = useFollowedCompanies();
  const url = useUrlFilters();
  const sortParam = url.get('sort');
  const sort: CompanySort = isSort(sortParam) ? sortParam : 'name';
  const followingOnly = url.get('following') === '1';
  const openRoles = (companyId: string) =>
    jobs.filter((job) => job.companyId === companyId && job.status === 'Open').length;
  const found = searchCompanies(
    COMPANIES.filter((company) => !followingOnly || followed.includes(company.id)),
    { query: url.get('q'), industry: url.get('industry'), city: url.get('city') },
    sort,
    openRoles,
  );
  const filtered = ['q', 'industry', 'city', 'following', 'sort'].some((key) => url.get(key));

  return (
    <>
      <PageHeader
        title="Search companies"
        description="Furniture makers, panel processors and suppliers hiring in the trade; follow the ones you like."
        actions={<DemoResetButton subject="the jobs app" onReset={resetJobsDemo} />}
      />
      <Card.Root as="section" aria-label="Company filters" mb="5">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
            <Field.Root>
              <Field.Label>Search</Field.Label>
              <Input
                type="search"
                size="sm"
                placeholder="Name or what they make"
                value={url.get('q')}
                onChange={(event) => url.set({ q: event.target.value })}
              />
            </Field.Root>
            <FilterSelect
              label="Industry"
              anyLabel="All industries"
              options={INDUSTRIES}
              value={url.get('industry')}
              onChange={(industry) => url.set({ industry })}
            />
            <FilterSelect
              label="Location"
              anyLabel="All locations"
              options={CITIES}
              value={url.get('city')}
              onChange={(city) => url.set({ city })}
            />
            <FilterSelect
              label="Sort by"
              options={COMPANY_SORTS.map((entry) => ({ value: entry.id, label: entry.label }))}
              value={sort}
              onChange={(next) => url.set({ sort: next === 'name' ? '' : next })}
            />
          </SimpleGrid>
          <HStack gap="2" mt="3" wrap="wrap">
            <Button
              size="sm"
              variant={followingOnly ? 'subtle' : 'outline'}
              colorPalette={followingOnly ? 'brand' : 'gray'}
              aria-pressed={followingOnly}
              onClick={() => url.set({ following: followingOnly ? '' : '1' })}
            >
              Following only ({followed.length})
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!filtered}
              onClick={() => url.set({ q: '', industry: '', city: '', following: '', sort: '' })}
            >
              Clear filters
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Stack as="section" aria-labelledby="company-results-heading" gap="4">
        <Heading as="h2" id="company-results-heading" size="md" aria-live="polite">
          {found.length} {found.length === 1 ? 'company' : 'companies'}
        </Heading>
        {found.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title="No companies match"
            description="Try another industry or location, or clear the filters."
          />
        ) : (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="4"
            aria-label="Companies"
          >
            {found.map((company) => (
              <CompanyCard key={company.id} company={company} openRoles={openRoles(company.id)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
