import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, toaster } from '@/ui';
import { localIsoDate } from '@/ui/format/local-date';
import { href } from '@/routes/paths';
import { ConflictError } from '@/services/backend';
import { useStoredUser } from '@/services/auth';
import {
  completeTask,
  moveTask,
  TASK_STATUS_LABELS,
  taskKeys,
  undoComplete,
  useTasks,
  type Task,
  type TaskRow,
  type TaskStatus,
} from '@/services/projects';
import { MyTaskGroupCard } from './tasks/my-task-group';
import { groupMyTasks, MY_TASK_GROUPS } from './tasks/tasks-model';
import { RouteHeader } from './page-frame';

const CONFLICT = 'This task was changed by someone else. Your list has been reloaded.';

function failure(title: string, error: unknown) {
  toaster.create(
    error instanceof ConflictError
      ? { type: 'error', title: CONFLICT }
      : { type: 'error', title, description: error instanceof Error ? error.message : undefined },
  );
}

/**
 * The signed-in person's tasks by when they need them: overdue, today, upcoming, and what they
 * finished lately. One click completes a task (the toast offers Undo, back to the status it had).
 */
export default function DashboardMyTaskPage() {
  const user = useStoredUser();
  const client = useQueryClient();
  const meId = user?.staffId;
  const today = localIsoDate(new Date());
  const tasks = useTasks({ assignee: 'me', meId, page: 0, pageSize: 1000 }, { enabled: meId !== undefined });
  const groups = useMemo(() => groupMyTasks(tasks.data?.rows ?? [], today), [tasks.data, today]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const withBusy = async (id: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      await client.invalidateQueries({ queryKey: taskKeys.all });
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const undo = (task: Task, saved: TaskRow, previous: TaskStatus) =>
    withBusy(task.id, async () => {
      try {
        await undoComplete(saved, previous);
        toaster.create({ type: 'info', title: `${task.title} is back in ${TASK_STATUS_LABELS[previous]}` });
      } catch (error) {
        failure('The task was not reopened', error);
      }
    });

  const complete = (task: Task) =>
    withBusy(task.id, async () => {
      try {
        const saved = await completeTask(task);
        toaster.create({
          type: 'success',
          title: `${task.title} completed`,
          action: { label: 'Undo', onClick: () => void undo(task, saved, task.status) },
        });
      } catch (error) {
        failure('The task was not completed', error);
      }
    });

  const reopen = (task: Task) =>
    withBusy(task.id, async () => {
      try {
        await moveTask({ id: task.id, version: task.version, status: 'todo' });
        toaster.create({ type: 'info', title: `${task.title} is open again` });
      } catch (error) {
        failure('The task was not reopened', error);
      }
    });

  let body;
  if (meId === undefined) {
    body = (
      <EmptyState
        title="Sign in to see your tasks"
        description="My tasks lists what is assigned to the signed-in person."
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={href('/auth/login')}>Sign in</Link>
          </Button>
        }
      />
    );
  } else if (tasks.isPending) {
    body = <LoadingState label="Loading your tasks…" />;
  } else if (tasks.isError) {
    body = (
      <ErrorState
        title="Your tasks could not be loaded"
        message={tasks.error.message}
        onRetry={() => void tasks.refetch()}
      />
    );
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        {MY_TASK_GROUPS.map((group) => (
          <MyTaskGroupCard
            key={group}
            group={group}
            tasks={groups[group]}
            busy={busy}
            onComplete={(task) => void complete(task)}
            onReopen={(task) => void reopen(task)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="6">
      <RouteHeader
        title="My tasks"
        description="What is assigned to you, by when it is due. Tick a task to complete it; the toast lets you undo."
        actions={
          meId ? (
            <Button asChild size="sm" variant="outline">
              <Link to={href('/dashboard/tasks', { assignee: 'me' })}>Open as a list</Link>
            </Button>
          ) : undefined
        }
      />
      {body}
    </Stack>
  );
}
