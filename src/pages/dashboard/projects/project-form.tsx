/**
 * Create a project: from a won lead (its client, contact and site address carried over; the client
 * is made from the lead when it has none) or from scratch (an existing client, or a new one by
 * name). The database copies the design-stage and payment-stage templates in. The same component
 * is the create-project page and the dialog on the projects list.
 */
import { Field, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SearchableSelect, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec, RecordFormFailure } from '@/ui/components/record-form/record-form-types';
import { isDataSourceError } from '@/services/backend';
import { formFailureOf } from '@/services/kit';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  PROJECT_CONSTRAINT_FIELDS,
  projectFormSchema,
  useClientOptions,
  useCreateProject,
  useStaffOptions,
  useWonLeads,
  type ProjectFormInput,
  type ProjectFormValues,
  type WonLead,
} from '@/services/projects';
import { useStoredUser } from '@/services/auth';

const DESIGNERS = ['designer'] as const;
const MANAGERS = ['sales', 'admin'] as const;

type Source = 'lead' | 'scratch';

export interface ProjectFormProps {
  /** Called with the new project's id once it is saved. */
  onCreated: (id: string) => void;
  onCancel?: () => void;
  /** Ask before leaving with unsaved changes (the page); a dialog asks on its own close. */
  blockNavigation?: boolean;
}

function describeError(error: unknown): RecordFormFailure {
  if (isDataSourceError(error) && error.kind === 'permission') {
    return {
      kind: 'fields',
      fields: {
        relationship_manager_id:
          'You would not see this project: make yourself its relationship manager, or start from your own won lead.',
      },
      message: 'The database refused the project (projects.add on a project you can see).',
    };
  }
  return formFailureOf(error, PROJECT_CONSTRAINT_FIELDS);
}

export function ProjectForm({ onCreated, onCancel, blockNavigation = true }: ProjectFormProps) {
  const user = useStoredUser();
  const [source, setSource] = useState<Source>('lead');
  const [lead, setLead] = useState<WonLead | null>(null);
  const wonLeads = useWonLeads();
  const clients = useClientOptions();
  const designers = useStaffOptions(DESIGNERS);
  const managers = useStaffOptions(MANAGERS);
  const create = useCreateProject();
  // Told after the form has marked itself saved, so the page's unsaved-changes guard lets it go.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const told = useRef(false);
  useEffect(() => {
    if (createdId === null || told.current) return;
    told.current = true;
    onCreated(createdId);
  }, [createdId, onCreated]);

  const leadOptions = useMemo(
    () =>
      (wonLeads.data ?? []).map((candidate) => ({
        value: candidate.id,
        label: [candidate.name, candidate.city].filter(Boolean).join(' · '),
      })),
    [wonLeads.data],
  );

  const fields = useMemo(() => {
    const people = (list: { id: string; name: string }[] | undefined) =>
      (list ?? []).map((person) => ({ value: person.id, label: person.name }));
    const scratch: RecordFieldSpec<keyof ProjectFormInput>[] =
      source === 'scratch'
        ? [
            {
              name: 'client_id',
              label: 'Client',
              kind: 'select',
              placeholder: 'A new client…',
              options: people(clients.data),
              helper: 'Or leave this and type a new client’s name.',
            },
            { name: 'client_name', label: 'New client’s name', kind: 'text' },
            { name: 'client_phone', label: 'New client’s phone', kind: 'tel', autoComplete: 'off' },
          ]
        : [];
    const common: RecordFieldSpec<keyof ProjectFormInput>[] = [
      {
        name: 'name',
        label: 'Project name',
        kind: 'text',
        required: source === 'scratch',
        ...(source === 'lead' ? { helper: 'Left empty, it is named after the lead.' } : {}),
      },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
      },
      { name: 'site_address', label: 'Site address', kind: 'textarea', wide: true },
      { name: 'city', label: 'City', kind: 'text' },
      { name: 'estimate', label: 'Estimate', kind: 'money', unit: '₹', step: 1000, min: 0 },
      { name: 'area_sqft', label: 'Area', kind: 'number', unit: 'sqft', min: 1 },
      { name: 'start_date', label: 'Start date', kind: 'date' },
      { name: 'target_date', label: 'Target date', kind: 'date' },
      {
        name: 'designer_id',
        label: 'Designer',
        kind: 'select',
        placeholder: 'Not yet',
        options: people(designers.data),
      },
      {
        name: 'relationship_manager_id',
        label: 'Relationship manager',
        kind: 'select',
        placeholder: source === 'lead' ? 'The lead’s owner' : 'Choose…',
        options: people(managers.data),
      },
      { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
    ];
    return [...scratch, ...common];
  }, [source, clients.data, designers.data, managers.data]);

  const defaults: ProjectFormInput = {
    source,
    lead_id: lead?.id ?? null,
    client_id: null,
    client_name: '',
    client_phone: '',
    name: '',
    category: 'residential',
    site_address: lead?.address ?? '',
    city: lead?.city ?? '',
    estimate: lead?.estimated_value ?? null,
    area_sqft: null,
    start_date: null,
    target_date: null,
    designer_id: null,
    relationship_manager_id: source === 'scratch' ? (user?.staffId ?? null) : null,
    notes: '',
  };

  return (
    <Stack gap="5">
      <RadioGroup.Root
        value={source}
        onValueChange={(details) => setSource(details.value === 'scratch' ? 'scratch' : 'lead')}
        colorPalette="brand"
      >
        <RadioGroup.Label>Start from</RadioGroup.Label>
        <HStack gap="6" mt="2" wrap="wrap">
          <RadioGroup.Item value="lead">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>A won lead</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="scratch">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>Scratch</RadioGroup.ItemText>
          </RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>

      {source === 'lead' ? (
        <Field.Root required>
          <Field.Label>
            Won lead <Field.RequiredIndicator />
          </Field.Label>
          <SearchableSelect
            portalled={false}
            options={leadOptions}
            value={lead ? [lead.id] : []}
            onValueChange={(value) =>
              setLead(wonLeads.data?.find((candidate) => candidate.id === value[0]) ?? null)
            }
            placeholder={wonLeads.isPending ? 'Loading won leads…' : 'Type a name or city'}
            emptyText="No won lead without a project"
          />
          <Field.HelperText>
            {wonLeads.isError
              ? 'The won leads could not be loaded.'
              : lead
                ? `Carried over: ${[lead.phone, lead.email, lead.address, lead.city].filter(Boolean).join(' · ')}`
                : 'Won leads you can see that have no project yet.'}
          </Field.HelperText>
        </Field.Root>
      ) : null}

      {source === 'lead' && !lead ? (
        <Text color="fg.muted">Choose the won lead to carry over its client, contact and site.</Text>
      ) : (
        <RecordForm<ProjectFormInput, ProjectFormValues>
          key={`${source}:${lead?.id ?? ''}`}
          label="New project"
          schema={projectFormSchema}
          defaultValues={defaults}
          fields={fields}
          submitLabel="Create project"
          blockNavigation={blockNavigation}
          {...(onCancel ? { onCancel } : {})}
          describeError={describeError}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(values);
            toaster.create({
              type: 'success',
              title: 'Project created',
              description: 'Its stages were copied in.',
            });
            setCreatedId(created.id);
          }}
        >
          <Text textStyle="sm" color="fg.muted">
            The default design-stage and payment-stage templates are copied into the project when it is
            created.
          </Text>
        </RecordForm>
      )}
    </Stack>
  );
}
