/**
 * Create a design for a project, or edit one with the version it was loaded at (a stale save opens
 * RecordForm's reload-or-overwrite choice). Approval is a review's: the status here stops short of it.
 */
import { Text } from '@chakra-ui/react';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import {
  DESIGN_CONSTRAINT_FIELDS,
  DESIGN_STATUS_LABELS,
  designChanges,
  designFormSchema,
  designFormValues,
  EDITABLE_DESIGN_STATUSES,
  EMPTY_DESIGN,
  getDesign,
  useCreateDesign,
  useDesignerOptions,
  useDesignProjectOptions,
  useUpdateDesign,
  type Design,
  type DesignFormInput,
} from '@/services/projects';

type FieldName = keyof DesignFormInput;

function useFields(includeProject: boolean): RecordFieldSpec<FieldName>[] | null {
  const projects = useDesignProjectOptions();
  const designers = useDesignerOptions();
  if (projects.isPending || designers.isPending) return null;
  return [
    ...(includeProject
      ? [
          {
            name: 'project_id' as const,
            label: 'Project',
            kind: 'select' as const,
            required: true,
            wide: true,
            placeholder: 'Choose the project',
            options: (projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
          },
        ]
      : []),
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'room', label: 'Room', kind: 'text' },
    {
      name: 'designer_id',
      label: 'Designer',
      kind: 'select',
      placeholder: 'Unassigned',
      options: (designers.data ?? []).map((d) => ({ value: d.id, label: d.name })),
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      helper: 'A review approves a design.',
      options: EDITABLE_DESIGN_STATUSES.map((s) => ({ value: s, label: DESIGN_STATUS_LABELS[s] })),
    },
    { name: 'area_sqft', label: 'Area', kind: 'number', unit: 'sq ft', min: 0, step: 0.01 },
    { name: 'due_date', label: 'Due date', kind: 'date' },
  ];
}

const describeError = (error: unknown) => formFailureOf(error, DESIGN_CONSTRAINT_FIELDS);

export function NewDesignForm({
  projectId,
  onCreated,
  onCancel,
}: {
  /** Preselected when the list is filtered to one project. */
  projectId: string | null;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const fields = useFields(true);
  const create = useCreateDesign();
  if (fields === null) return <Text color="fg.muted">Loading the projects and designers…</Text>;
  return (
    <RecordForm
      label="New design"
      schema={designFormSchema}
      defaultValues={{ ...EMPTY_DESIGN, project_id: projectId ?? '' }}
      fields={fields}
      submitLabel="Create design"
      onCancel={onCancel}
      blockNavigation={false}
      describeError={describeError}
      onSubmit={async (values) => {
        const row = await create.mutateAsync(values);
        toaster.create({ type: 'success', title: 'Design created' });
        onCreated(row.id);
      }}
    />
  );
}

export function EditDesignForm({ design }: { design: Design }) {
  const fields = useFields(false);
  const update = useUpdateDesign();
  if (fields === null) return <Text color="fg.muted">Loading the designers…</Text>;
  return (
    <RecordForm
      key={`${design.id}:${design.version}`}
      label="Design details"
      schema={designFormSchema}
      defaultValues={designFormValues(design)}
      fields={fields}
      submitLabel="Save design"
      blockNavigation={false}
      describeError={describeError}
      onReload={async () => designFormValues((await getDesign(design.id)) ?? design)}
      onSubmit={async (values, context) => {
        const base = context.overwrite ? ((await getDesign(design.id)) ?? design) : design;
        const changes = designChanges(design, values);
        if (Object.keys(changes).length === 0) return;
        await update.mutateAsync({ id: design.id, version: base.version, changes });
        toaster.create({ type: 'success', title: 'Design saved' });
      }}
    />
  );
}
