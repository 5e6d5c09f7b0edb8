import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { DemoGrid, DemoSection, PageHeader, SortableList, usePersistedOrder } from '@/ui';

interface DashboardCard {
  id: string;
  title: string;
  figure: string;
  note: string;
}

const DASHBOARD_CARDS: DashboardCard[] = [
  { id: 'leads', title: 'Leads today', figure: '14', note: '5 from the website' },
  { id: 'quotations', title: 'Quotations sent', figure: '38', note: 'this month' },
  { id: 'production', title: 'Orders in production', figure: '9', note: '2 due this week' },
  { id: 'stock', title: 'Panels below reorder level', figure: '3', note: '12 mm BWR plywood' },
  { id: 'recce', title: 'Site surveys due', figure: '6', note: 'next 7 days' },
  { id: 'payments', title: 'Payments pending', figure: '₹ 4.6 L', note: 'across 11 projects' },
];

interface TaskCard {
  id: string;
  title: string;
  project: string;
  priority: 'High' | 'Medium' | 'Low';
}

const TASKS: TaskCard[] = [
  { id: 'measure', title: 'Measure the kitchen walls', project: 'Mehta villa', priority: 'High' },
  { id: 'boq', title: 'Build the BOQ for wardrobes', project: 'Sharma residence', priority: 'Medium' },
  { id: 'cutlist', title: 'Send the cut list to the workshop', project: 'Iyer apartment', priority: 'High' },
  { id: 'photos', title: 'Upload site photos', project: 'Kapoor flat', priority: 'Low' },
];

const PRIORITY_PALETTE = { High: 'red', Medium: 'orange', Low: 'gray' } as const;

export const DASHBOARD_ORDER_KEY = 'fpw.demo.draggable-cards.dashboard';
export const TASK_ORDER_KEY = 'fpw.demo.draggable-cards.tasks';

/** Puts records in the order of `ids` (every id is known: the order was reconciled when read). */
function inOrder<T extends { id: string }>(records: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Cards the user arranges by mouse, touch or keyboard. The order is kept in localStorage and read back
 * through validation, so a stale or hand-edited value falls back to a sensible order.
 */
export function DraggableCardsDemo() {
  const dashboardIds = useMemo(() => DASHBOARD_CARDS.map((card) => card.id), []);
  const taskIds = useMemo(() => TASKS.map((task) => task.id), []);
  const dashboard = usePersistedOrder(DASHBOARD_ORDER_KEY, dashboardIds);
  const tasks = usePersistedOrder(TASK_ORDER_KEY, taskIds);

  return (
    <>
      <PageHeader
        title="Draggable cards"
        description="Arrange cards by dragging the handle, or with the keyboard: Space to lift, arrow keys to move, Space to drop."
      />
      <DemoGrid>
        <DemoSection
          title="Dashboard cards"
          description="A grid; your arrangement is remembered on this device."
        >
          <Stack gap="4">
            <SortableList
              label="Dashboard cards"
              items={inOrder(DASHBOARD_CARDS, dashboard.order)}
              getId={(card) => card.id}
              getLabel={(card) => card.title}
              onReorder={(cards) => dashboard.setOrder(cards.map((card) => card.id))}
              columns={{ base: 1, sm: 2, lg: 3 }}
              renderItem={(card, handle, { isDragging }) => (
                <Card.Root
                  variant="outline"
                  size="sm"
                  h="full"
                  boxShadow={isDragging ? 'lg' : undefined}
                  bg="bg.panel"
                >
                  <Card.Body>
                    <HStack align="start" justify="space-between" gap="2">
                      <Stack gap="0.5" minW="0">
                        <Text textStyle="sm" color="fg.muted">
                          {card.title}
                        </Text>
                        <Text textStyle="2xl" fontWeight="semibold">
                          {card.figure}
                        </Text>
                        <Text textStyle="xs" color="fg.muted">
                          {card.note}
                        </Text>
                      </Stack>
                      {handle}
                    </HStack>
                  </Card.Body>
                </Card.Root>
              )}
            />
            <Button alignSelf="start" size="sm" variant="ghost" onClick={dashboard.reset}>
              <RotateCcw /> Restore the default order
            </Button>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Task list"
          description="A single column: the arrow keys move a lifted task up and down."
        >
          <Stack gap="4">
            <SortableList
              label="Tasks in priority order"
              items={inOrder(TASKS, tasks.order)}
              getId={(task) => task.id}
              getLabel={(task) => task.title}
              onReorder={(next) => tasks.setOrder(next.map((task) => task.id))}
              gap="2"
              renderItem={(task, handle, { isDragging }) => (
                <HStack
                  gap="2"
                  p="2"
                  pe="3"
                  borderWidth="1px"
                  rounded="l2"
                  bg="bg.panel"
                  boxShadow={isDragging ? 'lg' : undefined}
                >
                  {handle}
                  <Box flex="1" minW="0">
                    <Text textStyle="sm" fontWeight="medium" truncate>
                      {task.title}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {task.project}
                    </Text>
                  </Box>
                  <Badge colorPalette={PRIORITY_PALETTE[task.priority]} flexShrink={0}>
                    {task.priority}
                  </Badge>
                </HStack>
              )}
            />
            <Button alignSelf="start" size="sm" variant="ghost" onClick={tasks.reset}>
              <RotateCcw /> Restore the default order
            </Button>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
