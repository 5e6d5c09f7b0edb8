import {
  AbsoluteCenter,
  Card,
  Flex,
  Heading,
  HStack,
  Progress,
  ProgressCircle,
  Stack,
  Text,
} from '@chakra-ui/react';

export interface Goal {
  id: string;
  label: string;
  value: number;
  target: number;
}

export interface GoalProgressProps {
  title: string;
  goals: Goal[];
  /** Formats values and targets, e.g. rupees or sqft. */
  format?: (value: number) => string;
}

const percent = (goal: Goal) =>
  goal.target > 0 ? Math.min(100, Math.round((goal.value / goal.target) * 100)) : 0;

/** Progress towards targets: an overall ring and one bar per goal, each saying how far along it is. */
export function GoalProgress({
  title,
  goals,
  format = (value) => value.toLocaleString('en-IN'),
}: GoalProgressProps) {
  const overall =
    goals.length === 0 ? 0 : Math.round(goals.reduce((sum, goal) => sum + percent(goal), 0) / goals.length);
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
          <ProgressCircle.Root
            value={overall}
            size="xl"
            colorPalette="brand"
            aria-label={`${title}: ${overall}% overall`}
          >
            <ProgressCircle.Circle>
              <ProgressCircle.Track />
              <ProgressCircle.Range strokeLinecap="round" />
            </ProgressCircle.Circle>
            <AbsoluteCenter>
              <ProgressCircle.ValueText />
            </AbsoluteCenter>
          </ProgressCircle.Root>
          <Stack gap="3" flex="1" w="full" minW="0">
            {goals.map((goal) => {
              const done = percent(goal);
              return (
                <Progress.Root
                  key={goal.id}
                  value={done}
                  size="sm"
                  colorPalette={done >= 100 ? 'green' : 'brand'}
                >
                  <HStack justify="space-between" gap="2" mb="1">
                    <Progress.Label textStyle="sm">{goal.label}</Progress.Label>
                    <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                      {format(goal.value)} of {format(goal.target)} · {done}%
                    </Text>
                  </HStack>
                  <Progress.Track aria-label={goal.label}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              );
            })}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
