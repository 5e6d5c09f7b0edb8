import { Badge, Box, Card, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type Task } from '@/services/projects';
import { taskDetailsHref } from './task-columns';
import { formatTaskDate, MY_TASK_GROUP_LABELS, PRIORITY_PALETTE, type MyTaskGroup } from './tasks-model';

export interface MyTaskGroupProps {
  group: MyTaskGroup;
  tasks: readonly Task[];
  /** Ids of tasks being saved: their buttons wait. */
  busy: ReadonlySet<string>;
  onComplete: (task: Task) => void;
  onReopen: (task: Task) => void;
}

/** One group of My tasks (Overdue, Today, Upcoming, Done) with a one-click complete per task. */
export function MyTaskGroupCard({ group, tasks, busy, onComplete, onReopen }: MyTaskGroupProps) {
  const headingId = `my-tasks-${group}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title
            as="h2"
            id={headingId}
            color={group === 'overdue' && tasks.length > 0 ? 'fg.error' : undefined}
          >
            {MY_TASK_GROUP_LABELS[group]}
          </Card.Title>
          <Badge variant="subtle" aria-label={`${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`}>
            {tasks.length}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {tasks.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {group === 'overdue'
              ? 'Nothing overdue.'
              : group === 'done'
                ? 'Nothing finished lately.'
                : 'Nothing here.'}
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" aria-labelledby={headingId}>
            {tasks.map((task) => {
              const done = task.status === 'done';
              return (
                <Box as="li" key={task.id} borderBottomWidth="1px" borderColor="border.muted" py="1.5">
                  <HStack align="start" gap="2">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette={done ? 'green' : 'gray'}
                      aria-label={done ? `Reopen ${task.title}` : `Complete ${task.title}`}
                      loading={busy.has(task.id)}
                      onClick={() => (done ? onReopen(task) : onComplete(task))}
                    >
                      {done ? <CheckCircle2 /> : <Circle />}
                    </IconButton>
                    <Stack gap="0.5" minW="0" flex="1">
                      <ChakraLink
                        asChild
                        fontWeight="medium"
                        textDecoration={done ? 'line-through' : undefined}
                        color={done ? 'fg.muted' : undefined}
                      >
                        <Link to={taskDetailsHref(task.id)}>{task.title}</Link>
                      </ChakraLink>
                      <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
                        {task.project_code ? <Text as="span">{task.project_code}</Text> : null}
                        <Text as="span">
                          {done
                            ? `Done ${formatTaskDate(task.completed_at)}`
                            : task.due_date
                              ? `Due ${formatTaskDate(task.due_date)}`
                              : 'No due date'}
                        </Text>
                        {!done && task.status !== 'todo' ? (
                          <Text as="span">{TASK_STATUS_LABELS[task.status]}</Text>
                        ) : null}
                        <Badge size="sm" colorPalette={PRIORITY_PALETTE[task.priority]} variant="subtle">
                          {TASK_PRIORITY_LABELS[task.priority]}
                        </Badge>
                      </HStack>
                    </Stack>
                  </HStack>
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
