/** Add or edit a lead stage or status: name, colour and (stages) whether it counts as won or closed. */
import { Alert, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ColorField, DialogActions, DialogFrame, toaster, OptionSelect } from '@/ui';
import type { LeadStage, LeadStatus } from '@/services/crm';
import {
  LEAD_SETTING_CONSTRAINT_FIELDS,
  leadSettingFormSchema,
  outcomeOf,
  STAGE_OUTCOME_LABELS,
  STAGE_OUTCOMES,
  useSaveLeadSetting,
  type LeadSettingFormInput,
  type LeadSettingKind,
  type StageOutcome,
} from '@/services/crm';
import { formFailureOf } from '@/services/kit';

const SWATCHES = [
  { value: '#3b82f6', label: 'Blue' },
  { value: '#06b6d4', label: 'Cyan' },
  { value: '#8b5cf6', label: 'Violet' },
  { value: '#f59e0b', label: 'Amber' },
  { value: '#ec4899', label: 'Pink' },
  { value: '#f97316', label: 'Orange' },
  { value: '#16a34a', label: 'Green' },
  { value: '#dc2626', label: 'Red' },
  { value: '#6b7280', label: 'Grey' },
];

type Errors = Partial<Record<keyof LeadSettingFormInput, string>>;

export interface LeadSettingDialogProps {
  kind: LeadSettingKind;
  item: LeadStage | LeadStatus | null;
  nextPosition: number;
  onClose: () => void;
}

export function LeadSettingDialog({ kind, item, nextPosition, onClose }: LeadSettingDialogProps) {
  const noun = kind === 'stage' ? 'stage' : 'status';
  const [values, setValues] = useState<LeadSettingFormInput>({
    name: item?.name ?? '',
    colour: item?.colour ?? '#3b82f6',
    outcome: item && 'is_won' in item ? outcomeOf(item) : 'open',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveLeadSetting();

  const submit = async () => {
    const parsed = leadSettingFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LeadSettingFormInput;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync({
        kind,
        form: parsed.data,
        existing: item ? { id: item.id, version: item.version } : null,
        nextPosition,
      });
      toaster.create({ type: 'success', title: `${parsed.data.name} saved` });
      onClose();
    } catch (error) {
      const failure = formFailureOf(error, LEAD_SETTING_CONSTRAINT_FIELDS);
      if (failure.kind === 'fields') setErrors(failure.fields as Errors);
      else if (failure.kind === 'conflict')
        setFormError(`Someone else changed this ${noun}: close and open it again.`);
      else setFormError(failure.message);
    }
  };

  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? `Edit ${item.name}` : `New ${noun}`}
      size="sm"
      footer={
        <DialogActions onCancel={onClose} form={`lead-${kind}-form`} busy={save.isPending} busyText="Saving…">
          Save {noun}
        </DialogActions>
      }
    >
      <form
        id={`lead-${kind}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          <Field.Root invalid={errors.name !== undefined} required>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Stack gap="1">
            <ColorField
              label="Colour"
              value={values.colour}
              swatches={SWATCHES}
              onValueChange={(colour) => setValues({ ...values, colour })}
            />
            {errors.colour ? (
              <Field.Root invalid>
                <Field.ErrorText>{errors.colour}</Field.ErrorText>
              </Field.Root>
            ) : null}
          </Stack>
          {kind === 'stage' ? (
            <Field.Root>
              <Field.Label>Counts as</Field.Label>
              <OptionSelect
                value={values.outcome}
                onChange={(event) =>
                  setValues({ ...values, outcome: event.currentTarget.value as StageOutcome })
                }
                options={STAGE_OUTCOMES.map((outcome) => ({
                  value: outcome,
                  label: STAGE_OUTCOME_LABELS[outcome],
                }))}
              />
              <Field.HelperText>
                Won and closed stages end the follow-ups; won counts as a conversion.
              </Field.HelperText>
            </Field.Root>
          ) : null}
          {formError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </form>
    </DialogFrame>
  );
}
