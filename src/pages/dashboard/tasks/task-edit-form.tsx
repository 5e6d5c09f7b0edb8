import { Card } from '@chakra-ui/react';
import { z } from 'zod';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { formFailureOf } from '@/services/kit';
import {
  dueDateError,
  getTask,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  useUpdateTask,
  type Task,
  type TaskDetailsChanges,
} from '@/services/projects';
import { formatTaskDate } from './tasks-model';

const schema = z.object({
  title: z.string().trim().min(1, 'Give the task a title').max(200, 'At most 200 characters'),
  due_date: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Pick a date')
    .transform((value) => value || null),
  priority: z.enum(TASK_PRIORITIES, { message: 'Pick a priority' }),
  status: z.enum(TASK_STATUSES, { message: 'Pick a status' }),
});
type FormInput = z.input<typeof schema>;

const valuesOf = (task: Task): FormInput => ({
  title: task.title,
  due_date: task.due_date ?? '',
  priority: task.priority,
  status: task.status,
});

/** The created day in the business's calendar, as the database judges the due date. */
function createdDay(task: Task): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(task.created_at));
}

/**
 * The task's title, due date, priority and status, saved with the version loaded. A due date
 * before the creation day is refused beside the field (checked here and by the database).
 */
export function TaskEditForm({ task, canEditDetails }: { task: Task; canEditDetails: boolean }) {
  const update = useUpdateTask();
  const created = createdDay(task);
  const refined = schema.superRefine((values, context) => {
    if (values.due_date !== null && values.due_date < created) {
      context.addIssue({
        code: 'custom',
        path: ['due_date'],
        message: `The due date cannot be before the task was created (${created})`,
      });
    }
  });

  return (
    <Card.Root as="section" aria-labelledby="task-edit" size="sm">
      <Card.Header>
        <Card.Title as="h2" id="task-edit">
          Details
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <RecordForm
          key={`${task.id}:${task.version}`}
          label="Task details"
          schema={refined}
          defaultValues={valuesOf(task)}
          fields={[
            {
              name: 'title',
              label: 'Title',
              kind: 'text',
              required: true,
              wide: true,
              readOnly: !canEditDetails,
            },
            {
              name: 'due_date',
              label: 'Due date',
              kind: 'date',
              helper: `Not before ${formatTaskDate(created)}, the day it was created.`,
              readOnly: !canEditDetails,
            },
            // A select cannot be read-only: the assignee alone (no tasks.manage) sees the priority in the summary.
            ...(canEditDetails
              ? [
                  {
                    name: 'priority' as const,
                    label: 'Priority',
                    kind: 'select' as const,
                    options: TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] })),
                  },
                ]
              : []),
            {
              name: 'status',
              label: 'Status',
              kind: 'select',
              options: TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] })),
            },
          ]}
          describeError={(error) => {
            const due = dueDateError(error);
            return due ? { kind: 'fields', fields: { due_date: due } } : formFailureOf(error);
          }}
          onReload={async () => {
            const fresh = await getTask(task.id);
            return fresh ? valuesOf(fresh) : valuesOf(task);
          }}
          onSubmit={async (values, context) => {
            const base = context.overwrite ? ((await getTask(task.id)) ?? task) : task;
            const changes: TaskDetailsChanges = {};
            if (values.title !== task.title) changes.title = values.title;
            if (values.due_date !== task.due_date) changes.due_date = values.due_date;
            if (values.priority !== task.priority) changes.priority = values.priority;
            if (values.status !== task.status) changes.status = values.status;
            if (Object.keys(changes).length === 0) return;
            await update.mutateAsync({ id: task.id, version: base.version, changes });
            toaster.create({ type: 'success', title: 'Task saved' });
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
