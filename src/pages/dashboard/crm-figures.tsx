/**
 * What the CRM dashboards and reports share: a figure that is a link to the list behind it, the
 * row of such figures, the date-range bar, and how counts, rates and hours read.
 */
import { Box, Flex, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DateRangeField, RangePresets, StatCard, type DateRange, type StatCardProps } from '@/ui';
import { localIsoDate } from '@/ui/format/local-date';
import { describeRange, isValidRange, REPORT_PRESETS } from './date-range';
import type { ReportRangeState } from './date-range';

/** The card's own text (label and value) names the link, so what is read is what is seen. */
export function FigureLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      display="block"
      textDecoration="none"
      borderRadius="l3"
      minW="0"
      _hover={{ textDecoration: 'none', '& > *': { borderColor: 'brand.emphasized' } }}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export interface LinkedFigure extends StatCardProps {
  to: string;
}

/** Headline figures, each opening the filtered list it counts. */
export function LinkedFigures({
  figures,
  label = 'Key figures',
}: {
  figures: LinkedFigure[];
  label?: string;
}) {
  return (
    <SimpleGrid
      templateColumns={{ base: '1fr', sm: 'repeat(auto-fit, minmax(13rem, 1fr))' }}
      gap="4"
      as="section"
      aria-label={label}
    >
      {figures.map(({ to, ...figure }) => (
        <FigureLink key={figure.label} to={to}>
          <StatCard {...figure} />
        </FigureLink>
      ))}
    </SimpleGrid>
  );
}

/** Presets and a custom range; a custom range applies once both days make a valid range. */
export function ReportRangeBar({ state }: { state: ReportRangeState }) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
      <Flex gap="4" wrap="wrap" align="flex-end">
        <RangePresets
          label="Report range"
          value={state.preset}
          onValueChange={state.setPreset}
          presets={REPORT_PRESETS}
        />
        {/* Keyed by the applied range, so the inputs follow a preset or the back button. */}
        <CustomRange key={`${state.range.from}:${state.range.to}`} state={state} />
      </Flex>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {describeRange(state.range)}
      </Text>
    </Flex>
  );
}

function CustomRange({ state }: { state: ReportRangeState }) {
  const [draft, setDraft] = useState<DateRange>({ start: state.range.from, end: state.range.to });
  const invalid = draft.start !== '' && draft.end !== '' && !isValidRange(draft.start, draft.end);
  return (
    <Box w={{ base: 'full', sm: '20rem' }}>
      <DateRangeField
        label="Custom range"
        value={draft}
        max={localIsoDate(new Date())}
        error={invalid ? 'Choose an end on or after the start, at most two years later.' : undefined}
        onValueChange={(next) => {
          setDraft(next);
          if (isValidRange(next.start, next.end)) state.setRange({ from: next.start, to: next.end });
        }}
      />
    </Box>
  );
}

const count = new Intl.NumberFormat('en-IN');
export const formatCount = (value: number) => count.format(value);

/** "25%" or "–" when there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`;
}

/** "6.5 h", "3.2 days" for longer waits, "–" when nobody was contacted. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '–';
  if (hours >= 48) return `${Math.round((hours / 24) * 10) / 10} days`;
  return `${Math.round(hours * 10) / 10} h`;
}
