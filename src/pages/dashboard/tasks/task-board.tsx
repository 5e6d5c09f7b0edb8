import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { KanbanBoard, toaster, type KanbanColumn } from '@/ui';
import { ConflictError, isDataSourceError } from '@/services/backend';
import {
  isTaskStatus,
  moveTask,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  taskKeys,
  type Task,
  type TaskRow,
  type TaskStatus,
} from '@/services/projects';
import { taskDetailsHref } from './task-columns';
import { applyMove, boardOrder, formatTaskDate, isOpen, positionAt, PRIORITY_PALETTE } from './tasks-model';

export const TASK_CONFLICT_MESSAGE = 'This task was changed by someone else. The board has been reloaded.';

function failureMessage(error: unknown): string {
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found'))
    return 'This task is not yours to move.';
  return error instanceof Error ? error.message : 'The move did not go through.';
}

function TaskCard({ task, today }: { task: Task; today: string }) {
  const late = isOpen(task.status) && task.due_date !== null && task.due_date < today;
  return (
    <Stack gap="1" minW="0">
      <ChakraLink asChild textStyle="sm" fontWeight="medium" lineClamp={2}>
        <Link to={taskDetailsHref(task.id)}>{task.title}</Link>
      </ChakraLink>
      <Text textStyle="xs" color="fg.muted" truncate>
        {task.project_code ?? 'General'} · {task.assignee_name ?? 'Unassigned'}
      </Text>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text textStyle="xs" color={late ? 'fg.error' : 'fg.muted'}>
          {task.due_date ? `Due ${formatTaskDate(task.due_date)}` : 'No due date'}
        </Text>
        <HStack gap="1">
          {task.checklist_total > 0 ? (
            <Badge size="sm" variant="outline">
              {task.checklist_done}/{task.checklist_total}
            </Badge>
          ) : null}
          <Badge size="sm" colorPalette={PRIORITY_PALETTE[task.priority]} variant="subtle">
            {TASK_PRIORITY_LABELS[task.priority]}
          </Badge>
        </HStack>
      </HStack>
    </Stack>
  );
}

/**
 * Tasks in columns by status. A move shows at once, is saved with the version the card showed
 * (someone else's newer change refuses it: the board says so and reloads) and offers Undo.
 */
export function TaskBoard({ tasks, today }: { tasks: readonly Task[]; today: string }) {
  const client = useQueryClient();
  const [optimistic, setOptimistic] = useState<Task[] | null>(null);
  const ordered = useMemo(() => boardOrder(tasks), [tasks]);
  const cards = optimistic ?? ordered;
  const columns: KanbanColumn[] = TASK_STATUSES.map((status) => ({
    id: status,
    title: TASK_STATUS_LABELS[status],
  }));
  const reload = () => client.invalidateQueries({ queryKey: taskKeys.all });

  const undo = async (before: Task, after: TaskRow) => {
    try {
      await moveTask({
        id: before.id,
        version: after.version,
        status: before.status,
        position: before.position,
      });
      toaster.create({
        type: 'info',
        title: `${before.title} is back in ${TASK_STATUS_LABELS[before.status]}`,
      });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: TASK_CONFLICT_MESSAGE }
          : { type: 'error', title: 'The move was not undone', description: failureMessage(error) },
      );
    }
    await reload();
  };

  const move = async (task: Task, status: TaskStatus, index: number) => {
    const column = cards.filter((card) => card.status === status && card.id !== task.id);
    const position = positionAt(column, index);
    setOptimistic(applyMove(cards, task.id, status, position));
    let saved: TaskRow | null = null;
    try {
      saved = await moveTask({ id: task.id, version: task.version, status, position });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: TASK_CONFLICT_MESSAGE }
          : { type: 'error', title: 'The task was not moved', description: failureMessage(error) },
      );
    }
    await reload();
    setOptimistic(null);
    if (!saved) return;
    const done = saved;
    toaster.create({
      type: 'success',
      title: `${task.title} moved to ${TASK_STATUS_LABELS[status]}`,
      action: { label: 'Undo', onClick: () => void undo(task, done) },
    });
  };

  return (
    <KanbanBoard
      label="Tasks by status"
      columns={columns}
      cards={cards}
      getCardId={(task) => task.id}
      getColumnId={(task) => task.status}
      getCardLabel={(task) => task.title}
      renderCard={(task) => <TaskCard task={task} today={today} />}
      onMove={(task, toColumnId, toIndex) => {
        if (isTaskStatus(toColumnId)) void move(task, toColumnId, toIndex);
      }}
    />
  );
}
