import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster, Tooltip, type DataTableBulkContext, type DataTableFilterOption } from '@/ui';
import { usePermissions } from '@/services/admin';
import {
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  isTaskStatus,
  useBulkAssignTasks,
  useBulkSetTaskStatus,
  type Task,
  type TaskStatus,
} from '@/services/projects';

function plural(count: number): string {
  return count === 1 ? '1 task' : `${count} tasks`;
}

function outcome(changed: number, asked: number, what: string) {
  toaster.create(
    changed === asked
      ? { type: 'success', title: `${plural(changed)} ${what}` }
      : {
          type: changed === 0 ? 'warning' : 'success',
          title: `${plural(changed)} of ${asked} ${what}`,
          description: 'The others were already so, or are not yours to change.',
        },
  );
}

/** The bulk bar's two actions: assign the selected tasks to someone, and set their status. */
export function TaskBulkActions({
  selected,
  clear,
  assignees,
}: DataTableBulkContext<Task> & { assignees: DataTableFilterOption[] }) {
  const { can, reason } = usePermissions();
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<TaskStatus | ''>('');
  const assign = useBulkAssignTasks();
  const setStatusOf = useBulkSetTaskStatus();
  const ids = selected.map((task) => task.id);
  const mayAssign = can('tasks.manage');

  const failed = (title: string) => (error: unknown) =>
    toaster.create({ type: 'error', title, description: error instanceof Error ? error.message : undefined });

  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="xs" width="11rem" disabled={!mayAssign}>
        <NativeSelect.Field
          aria-label="Assign selected tasks to"
          value={assignee}
          onChange={(event) => setAssignee(event.currentTarget.value)}
        >
          <option value="">Assign to…</option>
          {assignees.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Tooltip content={reason('tasks.manage') ?? 'Assign the selected tasks'} disabled={mayAssign}>
        <Button
          size="xs"
          variant="outline"
          disabled={!mayAssign || assignee === ''}
          loading={assign.isPending}
          loadingText="Assigning…"
          onClick={() =>
            assign
              .mutateAsync({ ids, assigneeId: assignee })
              .then((changed) => {
                outcome(changed, ids.length, 'assigned');
                clear();
              })
              .catch(failed('The tasks were not assigned'))
          }
        >
          Assign
        </Button>
      </Tooltip>
      <NativeSelect.Root size="xs" width="10rem">
        <NativeSelect.Field
          aria-label="New status for selected tasks"
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(isTaskStatus(value) ? value : '');
          }}
        >
          <option value="">Set status…</option>
          {TASK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TASK_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="xs"
        variant="outline"
        disabled={status === ''}
        loading={setStatusOf.isPending}
        loadingText="Changing status…"
        onClick={() => {
          if (status === '') return;
          setStatusOf
            .mutateAsync({ ids, status })
            .then((changed) => {
              outcome(changed, ids.length, `set to ${TASK_STATUS_LABELS[status]}`);
              clear();
            })
            .catch(failed('The status was not changed'));
        }}
      >
        Change status
      </Button>
    </HStack>
  );
}
