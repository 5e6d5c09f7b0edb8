/** A person's progress through a course: a bar with the percentage, and where they stand. */
import { Badge, HStack, Progress, Text } from '@chakra-ui/react';

export type Standing = 'complete' | 'behind' | 'on-track' | 'not-enrolled';

export const STANDING_LABELS: Record<Standing, string> = {
  complete: 'Complete',
  behind: 'Behind',
  'on-track': 'On track',
  'not-enrolled': 'Not enrolled',
};
const STANDING_PALETTE: Record<Standing, string> = {
  complete: 'green',
  behind: 'red',
  'on-track': 'blue',
  'not-enrolled': 'gray',
};

export function standingOf(row: { completed: boolean; behind: boolean } | null): Standing {
  if (row === null) return 'not-enrolled';
  return row.completed ? 'complete' : row.behind ? 'behind' : 'on-track';
}

export function StandingBadge({ standing }: { standing: Standing }) {
  return <Badge colorPalette={STANDING_PALETTE[standing]}>{STANDING_LABELS[standing]}</Badge>;
}

export function CourseProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <HStack gap="2" minW="8rem">
      <Progress.Root value={percent} size="sm" flex="1" colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" minW="3ch" textAlign="end">
        {percent}%
      </Text>
    </HStack>
  );
}
