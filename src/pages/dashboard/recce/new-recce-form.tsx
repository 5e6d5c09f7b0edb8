/** Start a site survey for a project the person sees, in the one RecordForm. */
import { Text } from '@chakra-ui/react';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import {
  useStaffOptions,
  newRecceSchema,
  useCreateRecce,
  useRecceProjectOptions,
  type NewRecceInput,
} from '@/services/projects';

const SURVEYORS = ['designer', 'admin'] as const;

export function NewRecceForm({
  projectId,
  onCreated,
  onCancel,
}: {
  /** Fixed when the survey is started from a project's page. */
  projectId?: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const projects = useRecceProjectOptions();
  const staff = useStaffOptions(SURVEYORS);
  const create = useCreateRecce();
  if (projects.isPending || staff.isPending) return <Text color="fg.muted">Loading the projects…</Text>;
  const fields: RecordFieldSpec<keyof NewRecceInput>[] = [
    {
      name: 'project_id',
      label: 'Project',
      kind: 'select',
      required: true,
      wide: true,
      placeholder: 'Choose the project',
      options: (projects.data ?? []).map((p) => ({ value: p.id, label: p.label })),
      readOnly: projectId !== undefined,
    },
    {
      name: 'assignee_id',
      label: 'Surveyor',
      kind: 'select',
      placeholder: 'Unassigned',
      options: (staff.data ?? []).map((person) => ({ value: person.id, label: person.name })),
    },
    { name: 'due_date', label: 'Due', kind: 'date' },
    { name: 'notes', label: 'Notes for the surveyor', kind: 'textarea', wide: true },
  ];
  const designer = projects.data?.find((p) => p.id === projectId)?.designer_id ?? null;
  return (
    <RecordForm
      label="New recce"
      schema={newRecceSchema}
      defaultValues={{ project_id: projectId ?? '', assignee_id: designer, due_date: null, notes: '' }}
      fields={fields}
      submitLabel="Start recce"
      onCancel={onCancel}
      blockNavigation={false}
      describeError={(error) =>
        formFailureOf(error, {
          recces_notes_length_check: { field: 'notes', message: 'At most 4000 characters.' },
        })
      }
      onSubmit={async (values) => {
        const { id } = await create.mutateAsync(values);
        toaster.create({ type: 'success', title: 'Recce started' });
        onCreated(id);
      }}
    />
  );
}
