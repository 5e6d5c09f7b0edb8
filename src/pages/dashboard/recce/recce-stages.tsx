/**
 * The six stages of a survey: a stepper that marks the stages already saved, and the form of the
 * stage chosen, saved on its own (a stale version opens RecordForm's reload-or-overwrite choice).
 */
import { Box, Button, DataList, HStack, List, Text } from '@chakra-ui/react';
import { Check, Circle } from 'lucide-react';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import {
  RECCE_STAGE_LABELS,
  RECCE_STAGES,
  recceStageEntries,
  STAGE_FIELDS,
  stageFormSchema,
  stageFormValues,
  useSaveRecceStage,
  type RecceStage,
  type StageEntry,
  type StageField,
} from '@/services/projects';

export function RecceStepper({
  entries,
  current,
  onSelect,
}: {
  entries: readonly StageEntry[];
  current: RecceStage;
  onSelect: (stage: RecceStage) => void;
}) {
  const done = new Set(entries.filter((e) => e.completed_at !== null).map((e) => e.stage));
  return (
    <Box as="nav" aria-label="Survey stages">
      <List.Root as="ol" listStyle="none" display="flex" flexWrap="wrap" gap="2">
        {RECCE_STAGES.map((stage, index) => {
          const complete = done.has(stage);
          const selected = stage === current;
          return (
            <List.Item key={stage}>
              <Button
                size="sm"
                variant={selected ? 'solid' : 'outline'}
                colorPalette={complete ? 'green' : 'gray'}
                aria-current={selected ? 'step' : undefined}
                aria-label={`${index + 1}. ${RECCE_STAGE_LABELS[stage]}: ${complete ? 'saved' : 'not saved yet'}`}
                onClick={() => onSelect(stage)}
              >
                {complete ? <Check aria-hidden="true" /> : <Circle aria-hidden="true" />}
                {index + 1}. {RECCE_STAGE_LABELS[stage]}
              </Button>
            </List.Item>
          );
        })}
      </List.Root>
      <Text textStyle="sm" color="fg.muted" mt="2">
        {done.size} of {RECCE_STAGES.length} stages saved
      </Text>
    </Box>
  );
}

const shown = (value: string | number | null | undefined): string => {
  if (value === 'yes') return 'Yes';
  if (value === 'no') return 'No';
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

function fieldSpec(field: StageField): RecordFieldSpec {
  const base = { name: field.name, label: field.label, required: field.required ?? false };
  switch (field.kind) {
    case 'yesno':
      return {
        ...base,
        kind: 'select',
        placeholder: 'Choose…',
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      };
    case 'select':
      return {
        ...base,
        kind: 'select',
        options: (field.options ?? []).map((option) => ({ value: option, label: option })),
      };
    case 'count':
      return { ...base, kind: 'number', min: 0, max: field.max ?? 1000, step: 1 };
    case 'textarea':
      return { ...base, kind: 'textarea', wide: true };
    default:
      return { ...base, kind: 'text', ...(field.helper ? { helper: field.helper } : {}) };
  }
}

export function RecceStageForm({
  recceId,
  stage,
  entry,
  locked,
  onSaved,
}: {
  recceId: string;
  stage: RecceStage;
  entry: StageEntry | undefined;
  locked: boolean;
  onSaved: () => void;
}) {
  const save = useSaveRecceStage(recceId);
  const fields = STAGE_FIELDS[stage].map(fieldSpec);
  const label = RECCE_STAGE_LABELS[stage];
  const values = stageFormValues(stage, entry?.answers ?? {});
  return (
    <Box>
      <HStack justify="space-between" mb="3">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {label}
        </Text>
        {entry?.completed_at ? (
          <Text textStyle="sm" color="fg.muted">
            Saved {new Date(entry.completed_at).toLocaleString('en-IN')}
          </Text>
        ) : null}
      </HStack>
      {locked ? (
        <DataList.Root orientation="horizontal" size="sm" aria-label={`${label} answers`}>
          {STAGE_FIELDS[stage].map((field) => (
            <DataList.Item key={field.name}>
              <DataList.ItemLabel>{field.label}</DataList.ItemLabel>
              <DataList.ItemValue>{shown(values[field.name])}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <RecordForm
          key={`${stage}:${entry?.id ?? 'new'}:${entry?.version ?? 0}`}
          label={`${label} stage`}
          schema={stageFormSchema(stage)}
          defaultValues={values}
          fields={fields}
          submitLabel={`Save ${label.toLowerCase()}`}
          describeError={(error) => formFailureOf(error)}
          onReload={async () => {
            const fresh = (await recceStageEntries(recceId)).find((e) => e.stage === stage);
            return stageFormValues(stage, fresh?.answers ?? {});
          }}
          onSubmit={async (answers, context) => {
            let base = entry ? { id: entry.id, version: entry.version } : null;
            if (context.overwrite) {
              const fresh = (await recceStageEntries(recceId)).find((e) => e.stage === stage);
              base = fresh ? { id: fresh.id, version: fresh.version } : null;
            }
            await save.mutateAsync({ stage, answers, entry: base });
            toaster.create({ type: 'success', title: `${label} saved` });
            // After RecordForm marks the saved values clean, so moving on does not ask first.
            window.setTimeout(onSaved, 0);
          }}
        />
      )}
    </Box>
  );
}
