/** The saw settings of a job: kerf, trims, stages, first cut, minimum reusable offcut. */
import { Field, Input, SimpleGrid, chakra } from '@chakra-ui/react';
import type { SettingsDraft } from '@/services/optimizer';
import { OptionSelect } from '@/ui';

interface SettingsFormProps {
  readonly settings: SettingsDraft;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (settings: SettingsDraft) => void;
}

const NUMBER_FIELDS: {
  key: 'kerf' | 'trim' | 'minOffcutLength' | 'minOffcutWidth';
  label: string;
  help: string;
}[] = [
  { key: 'kerf', label: 'Saw kerf (mm)', help: 'Width the blade removes.' },
  { key: 'trim', label: 'Edge trim (mm)', help: 'Trimmed off every sheet edge.' },
  { key: 'minOffcutLength', label: 'Min. offcut length (mm)', help: 'Shorter leftovers are waste.' },
  { key: 'minOffcutWidth', label: 'Min. offcut width (mm)', help: 'Narrower leftovers are waste.' },
];

export function SettingsForm({ settings, errors, onChange }: SettingsFormProps) {
  return (
    <SimpleGrid as="fieldset" columns={{ base: 1, sm: 2, lg: 6 }} gap="4">
      <chakra.legend srOnly>Saw settings</chakra.legend>
      {NUMBER_FIELDS.map((field) => (
        <Field.Root key={field.key} invalid={errors[field.key] !== undefined}>
          <Field.Label>{field.label}</Field.Label>
          <Input
            size="sm"
            inputMode="decimal"
            value={settings[field.key]}
            onChange={(e) => onChange({ ...settings, [field.key]: e.currentTarget.value })}
          />
          {errors[field.key] ? (
            <Field.ErrorText color="red.fg">{errors[field.key]}</Field.ErrorText>
          ) : (
            <Field.HelperText>{field.help}</Field.HelperText>
          )}
        </Field.Root>
      ))}
      <Field.Root>
        <Field.Label>Guillotine stages</Field.Label>
        <OptionSelect
          value={settings.stages}
          onChange={(e) =>
            onChange({ ...settings, stages: e.currentTarget.value as SettingsDraft['stages'] })
          }
          size="sm"
          options={[
            { value: '2', label: '2 stages' },
            { value: '3', label: '3 stages' },
            { value: 'unlimited', label: 'Unlimited' },
          ]}
        />
        <Field.HelperText>Cut directions per part.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>First cut</Field.Label>
        <OptionSelect
          value={settings.firstCut}
          onChange={(e) =>
            onChange({ ...settings, firstCut: e.currentTarget.value as SettingsDraft['firstCut'] })
          }
          size="sm"
          options={[
            { value: 'either', label: 'Either way' },
            { value: 'length', label: 'Along the length' },
            { value: 'width', label: 'Across the width' },
          ]}
        />
        <Field.HelperText>Direction of full-sheet cuts.</Field.HelperText>
      </Field.Root>
    </SimpleGrid>
  );
}
