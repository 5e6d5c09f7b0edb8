import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { DialogFrame, toaster, Tooltip } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { localIsoDate } from '@/ui/format/local-date';
import { formFailureOf } from '@/services/kit';
import { usePermissions } from '@/services/admin';
import {
  createTask,
  dueDateError,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  taskKeys,
  type TaskOption,
} from '@/services/projects';

const optionalId = z
  .string()
  .optional()
  .transform((value) => value || null);

function schemaFor(today: string) {
  return z.object({
    title: z.string().trim().min(1, 'Give the task a title').max(200, 'At most 200 characters'),
    description: z
      .string()
      .trim()
      .max(4000, 'At most 4000 characters')
      .transform((value) => value || null),
    project_id: optionalId,
    assignee_id: optionalId,
    due_date: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Pick a date')
      .refine(
        (value) => value === '' || value >= today,
        `The due date cannot be before the task was created (${today})`,
      )
      .transform((value) => value || null),
    priority: z.enum(TASK_PRIORITIES, { message: 'Pick a priority' }),
  });
}

const EMPTY = {
  title: '',
  description: '',
  project_id: '',
  assignee_id: '',
  due_date: '',
  priority: 'medium' as const,
};

/** "New task" for holders of tasks.manage: a task on a project (or general), given to someone. */
export function NewTaskDialog({ projects, assignees }: { projects: TaskOption[]; assignees: TaskOption[] }) {
  const { can, reason } = usePermissions();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const today = localIsoDate(new Date());
  const allowed = can('tasks.manage');
  return (
    <>
      <Tooltip content={reason('tasks.manage') ?? ''} disabled={allowed}>
        <Button size="sm" colorPalette="brand" disabled={!allowed} onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" /> New task
        </Button>
      </Tooltip>
      <DialogFrame open={open} onOpenChange={setOpen} title="New task" size="lg">
        <RecordForm
          label="New task"
          schema={schemaFor(today)}
          defaultValues={EMPTY}
          blockNavigation={false}
          submitLabel="Add task"
          onCancel={() => setOpen(false)}
          fields={[
            { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
            {
              name: 'project_id',
              label: 'Project',
              kind: 'select',
              placeholder: 'General (no project)',
              options: projects.map((p) => ({ value: p.id, label: p.name })),
            },
            {
              name: 'assignee_id',
              label: 'Assignee',
              kind: 'select',
              placeholder: 'Unassigned',
              options: assignees.map((p) => ({ value: p.id, label: p.name })),
            },
            { name: 'due_date', label: 'Due date', kind: 'date' },
            {
              name: 'priority',
              label: 'Priority',
              kind: 'select',
              options: TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] })),
            },
            { name: 'description', label: 'Description', kind: 'textarea', wide: true },
          ]}
          describeError={(error) => {
            const due = dueDateError(error);
            return due ? { kind: 'fields', fields: { due_date: due } } : formFailureOf(error);
          }}
          onSubmit={async (values) => {
            const saved = await createTask(values);
            await client.invalidateQueries({ queryKey: taskKeys.all });
            toaster.create({ type: 'success', title: `${saved.title} added` });
            setOpen(false);
          }}
        />
      </DialogFrame>
    </>
  );
}
