import {
  Checkbox,
  Field,
  Fieldset,
  Group,
  HStack,
  Input,
  InputAddon,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { RecordFieldSpec } from './record-form-types';

export interface RecordFormFieldProps {
  spec: RecordFieldSpec;
  control: Control<FieldValues>;
}

/** Empty number inputs are null (not 0, not NaN), so the schema can say "enter a value". */
function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
}

/** One field of a RecordForm, bound to react-hook-form, with its label, helper and error. */
export function RecordFormField({ spec, control }: RecordFormFieldProps) {
  const { field, fieldState } = useController({ name: spec.name, control });
  // Taken apart: the React Compiler treats an object holding `ref` as a ref and refuses reads of it in render.
  const { name, value, onChange, onBlur, ref: inputRef } = field;
  const error = fieldState.error?.message;
  const invalid = error !== undefined;

  if (spec.kind === 'multi-select') {
    const selected: string[] = Array.isArray(value) ? (value as string[]) : [];
    return (
      <Fieldset.Root invalid={invalid} gridColumn={spec.wide ? '1 / -1' : undefined}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {spec.label}
        </Fieldset.Legend>
        {spec.helper && !invalid ? <Fieldset.HelperText>{spec.helper}</Fieldset.HelperText> : null}
        <Fieldset.Content>
          <HStack wrap="wrap" gap="4">
            {(spec.options ?? []).map((option) => (
              <Checkbox.Root
                key={option.value}
                checked={selected.includes(option.value)}
                readOnly={spec.readOnly}
                onCheckedChange={(details) => {
                  const next =
                    details.checked === true
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value);
                  onChange(next);
                }}
                onBlur={onBlur}
              >
                <Checkbox.HiddenInput name={spec.name} />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Fieldset.Content>
        {invalid ? <Fieldset.ErrorText color="red.fg">{error}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    );
  }

  if (spec.kind === 'checkbox') {
    return (
      <Field.Root invalid={invalid} gridColumn={spec.wide ? '1 / -1' : undefined} justifyContent="end">
        <Checkbox.Root
          checked={value === true}
          readOnly={spec.readOnly}
          onCheckedChange={(details) => onChange(details.checked === true)}
          onBlur={onBlur}
        >
          <Checkbox.HiddenInput name={spec.name} ref={inputRef} />
          <Checkbox.Control />
          <Checkbox.Label>{spec.label}</Checkbox.Label>
        </Checkbox.Root>
        {spec.helper && !invalid ? <Field.HelperText>{spec.helper}</Field.HelperText> : null}
        <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
      </Field.Root>
    );
  }

  const input = (() => {
    switch (spec.kind) {
      case 'textarea':
        return (
          <Textarea
            name={name}
            ref={inputRef}
            value={textOf(value)}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
            placeholder={spec.placeholder}
            readOnly={spec.readOnly}
            rows={3}
          />
        );
      case 'number':
      case 'money': {
        const numberInput = (
          <Input
            name={name}
            ref={inputRef}
            type="number"
            inputMode="decimal"
            step={spec.step ?? (spec.kind === 'money' ? 0.01 : 'any')}
            min={spec.min}
            max={spec.max}
            value={textOf(value)}
            onChange={(event) => onChange(numberOrNull(event.currentTarget.value))}
            onBlur={onBlur}
            placeholder={spec.placeholder}
            readOnly={spec.readOnly}
          />
        );
        if (!spec.unit) return numberInput;
        return (
          <Group attached w="full">
            {spec.kind === 'money' ? <InputAddon>{spec.unit}</InputAddon> : null}
            {numberInput}
            {spec.kind === 'number' ? <InputAddon>{spec.unit}</InputAddon> : null}
          </Group>
        );
      }
      case 'select':
        return (
          <NativeSelect.Root>
            <NativeSelect.Field
              name={name}
              ref={inputRef}
              value={textOf(value)}
              onChange={(event) => onChange(event.currentTarget.value)}
              onBlur={onBlur}
            >
              <option value="">{spec.placeholder ?? 'Choose…'}</option>
              {(spec.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      case 'file': {
        const file = value instanceof File ? value : null;
        return (
          <Stack gap="1">
            <Input
              name={name}
              ref={inputRef}
              type="file"
              accept={spec.accept}
              py="1.5"
              onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
              onBlur={onBlur}
              disabled={spec.readOnly}
            />
            {file ? (
              <Text textStyle="xs" color="fg.muted">
                Chosen: {file.name} ({Math.ceil(file.size / 1024)} KB)
              </Text>
            ) : null}
          </Stack>
        );
      }
      default:
        return (
          <Input
            name={name}
            ref={inputRef}
            type={spec.kind}
            value={textOf(value)}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
            placeholder={spec.placeholder}
            autoComplete={spec.autoComplete}
            readOnly={spec.readOnly}
          />
        );
    }
  })();

  return (
    <Field.Root invalid={invalid} required={spec.required} gridColumn={spec.wide ? '1 / -1' : undefined}>
      <Field.Label>
        {spec.label}
        {spec.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {input}
      {spec.helper && !invalid ? <Field.HelperText>{spec.helper}</Field.HelperText> : null}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}
