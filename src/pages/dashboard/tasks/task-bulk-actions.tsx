import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster, Tooltip, type DataTableBulkContext, type DataTableFilterOption, OptionSelect } from '@/ui';
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
      <OptionSelect
        aria-label="Assign selected tasks to"
        value={assignee}
        onChange={(event) => setAssignee(event.currentTarget.value)}
        size="xs"
        disabled={!mayAssign}
        layout={{ width: '11rem' }}
        placeholder="Assign to…"
        options={assignees}
      />
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
      <OptionSelect
        aria-label="New status for selected tasks"
        value={status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setStatus(isTaskStatus(value) ? value : '');
        }}
        size="xs"
        layout={{ width: '10rem' }}
        placeholder="Set status…"
        options={TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))}
      />
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
