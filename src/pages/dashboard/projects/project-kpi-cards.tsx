import { LinkBox, LinkOverlay, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatCard } from '@/ui';
import type { ProjectKpis } from '@/services/projects';
import { compactRupees } from './project-columns';
import { listLink } from './projects-url';

interface Card {
  label: string;
  value: string;
  to: Record<string, string>;
  /** What the link opens, for screen readers. */
  opens: string;
}

function cards(kpis: ProjectKpis | undefined): Card[] {
  const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-IN'));
  return [
    { label: 'Active', value: count(kpis?.active), to: { status: 'active' }, opens: 'active projects' },
    { label: 'On hold', value: count(kpis?.on_hold), to: { status: 'on_hold' }, opens: 'projects on hold' },
    {
      label: 'Completed',
      value: count(kpis?.completed),
      to: { status: 'completed' },
      opens: 'completed projects',
    },
    {
      label: 'Value in progress',
      value: kpis ? compactRupees(kpis.value_in_progress) : '…',
      to: { status: 'active', sort: 'estimate', dir: 'desc' },
      opens: 'active projects, largest first',
    },
    {
      label: 'Payments pending',
      value: !kpis
        ? '…'
        : kpis.payments_pending === null
          ? 'Not shown'
          : compactRupees(kpis.payments_pending),
      to: { payments: 'due' },
      opens: 'projects with payments due',
    },
  ];
}

/** The headline figures, each a link to the list filtered as it counts. */
export function ProjectKpiCards({ kpis, path }: { kpis: ProjectKpis | undefined; path: string }) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 5 }}
      gap="4"
      as="ul"
      aria-label="Project figures"
      listStyle="none"
    >
      {cards(kpis).map((card) => (
        <LinkBox
          as="li"
          key={card.label}
          rounded="l3"
          _hover={{ shadow: 'sm' }}
          _focusWithin={{ shadow: 'outline' }}
        >
          <StatCard label={card.label} value={card.value} />
          <LinkOverlay asChild>
            <RouterLink
              to={listLink(path, card.to)}
              aria-label={`${card.label}: ${card.value}, show ${card.opens}`}
            />
          </LinkOverlay>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
