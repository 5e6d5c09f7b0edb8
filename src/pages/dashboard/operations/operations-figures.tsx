import { Box, Heading, HStack, Link, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatCard } from '@/ui';
import { PROJECT_STAGE_LABELS } from '@/services/projects';
import type { OperationsDashboard } from '@/services/projects';
import { compactRupees } from '../projects/project-columns';
import {
  barWidths,
  designLink,
  overdueTasksLink,
  paymentsDueMonthLink,
  recceLink,
  stageLink,
} from './operations-links';

export interface Figure {
  label: string;
  value: string;
  to: string;
  /** What the link opens, for screen readers. */
  opens: string;
}

/** The headline figures: payments due this month, recces and designs due this week and overdue. */
export function headlineFigures(data: OperationsDashboard): Figure[] {
  const payments = data.payments_due_month;
  const figures: Figure[] = [];
  if (payments) {
    figures.push({
      label: 'Payments due this month',
      value: `${compactRupees(payments.amount)} · ${payments.count.toLocaleString('en-IN')}`,
      to: paymentsDueMonthLink(),
      opens: 'projects with payments due this month',
    });
  }
  figures.push(
    {
      label: 'Recces due this week',
      value: String(data.recces.due_week),
      to: recceLink('week'),
      opens: 'recces due this week',
    },
    {
      label: 'Recces overdue',
      value: String(data.recces.overdue),
      to: recceLink('overdue'),
      opens: 'overdue recces',
    },
    {
      label: 'Designs due this week',
      value: String(data.designs.due_week),
      to: designLink('week'),
      opens: 'designs due this week',
    },
    {
      label: 'Designs overdue',
      value: String(data.designs.overdue),
      to: designLink('overdue'),
      opens: 'overdue designs',
    },
  );
  return figures;
}

export function HeadlineFigures({ data }: { data: OperationsDashboard }) {
  const figures = headlineFigures(data);
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: figures.length }}
      gap="4"
      as="ul"
      aria-label="Operations figures"
      listStyle="none"
    >
      {figures.map((figure) => (
        <LinkBox
          as="li"
          key={figure.label}
          rounded="l3"
          _hover={{ shadow: 'sm' }}
          _focusWithin={{ shadow: 'outline' }}
        >
          <StatCard label={figure.label} value={figure.value} />
          <LinkOverlay asChild>
            <RouterLink
              to={figure.to}
              aria-label={`${figure.label}: ${figure.value}, show ${figure.opens}`}
            />
          </LinkOverlay>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" p="4" rounded="l3" borderWidth="1px" bg="bg.panel">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export interface Bar {
  key: string;
  label: string;
  count: number;
  to: string;
  opens: string;
  detail?: string | undefined;
}

export function BarList({ label, bars, palette }: { label: string; bars: Bar[]; palette: string }) {
  const widths = barWidths(bars.map((bar) => bar.count));
  return (
    <Stack as="ul" aria-label={label} gap="2" listStyle="none">
      {bars.map((bar, index) => (
        <Box as="li" key={bar.key}>
          <Link
            asChild
            display="block"
            _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
            rounded="l2"
            px="1"
          >
            {/* The name holds all the visible text, as it reads (WCAG 2.5.3, label in name). */}
            <RouterLink
              to={bar.to}
              aria-label={`${bar.label}: ${bar.count}${bar.detail ? ` ${bar.detail}` : ''}, show ${bar.opens}`}
            >
              <HStack justify="space-between" gap="3">
                <Text textStyle="sm">{bar.label} </Text>
                <Text textStyle="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {bar.count}
                  {bar.detail ? (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' '}
                      {bar.detail}
                    </Text>
                  ) : null}
                </Text>
              </HStack>
              <Box h="2" mt="1" rounded="full" bg="bg.muted" aria-hidden="true">
                <Box
                  h="full"
                  rounded="full"
                  colorPalette={palette}
                  bg="colorPalette.solid"
                  width={`${widths[index] ?? 0}%`}
                />
              </Box>
            </RouterLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

export function ProjectsByStage({ data }: { data: OperationsDashboard }) {
  const bars = data.projects_by_stage.map((row) => ({
    key: row.stage,
    label: PROJECT_STAGE_LABELS[row.stage],
    count: row.projects,
    to: stageLink(row.stage),
    opens: `projects at the ${PROJECT_STAGE_LABELS[row.stage]} stage`,
    detail: row.on_hold > 0 ? `(${row.on_hold} on hold)` : undefined,
  }));
  return (
    <Panel title="Projects by stage">
      <BarList label="Projects by stage" bars={bars} palette="brand" />
    </Panel>
  );
}

export function OverdueTasksByPerson({ data }: { data: OperationsDashboard }) {
  const bars = data.overdue_tasks.map((row) => ({
    key: row.staff_id ?? 'unassigned',
    label: row.name,
    count: row.overdue,
    to: overdueTasksLink(row.staff_id),
    opens: row.staff_id ? `${row.name}’s overdue tasks` : 'overdue tasks',
  }));
  return (
    <Panel title="Overdue tasks by person">
      {bars.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          Nothing overdue. Well done.
        </Text>
      ) : (
        <BarList label="Overdue tasks by person" bars={bars} palette="red" />
      )}
    </Panel>
  );
}
