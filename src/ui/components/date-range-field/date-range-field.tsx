import { Fieldset, Group, Input, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface DateRange {
  /** ISO date, yyyy-mm-dd, or '' when not chosen. */
  start: string;
  end: string;
}

export interface DateRangeFieldProps {
  label: string;
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  /** Earliest allowed date (ISO). */
  min?: string;
  /** Latest allowed date (ISO). */
  max?: string;
  startLabel?: string;
  endLabel?: string;
  helpText?: string;
  error?: string | undefined;
  required?: boolean;
}

/**
 * Two native date inputs (the platform's own accessible calendar on every device); the end date cannot be
 * set before the start.
 */
export function DateRangeField({
  label,
  value,
  onValueChange,
  min,
  max,
  startLabel = 'From',
  endLabel = 'To',
  helpText,
  error,
  required = false,
}: DateRangeFieldProps) {
  const id = useId();
  const describedBy =
    [helpText ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    type: 'date',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <Fieldset.Root invalid={Boolean(error)} minW="0" gap="1.5">
      <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
        {label}
        {required && (
          <Text as="span" color="red.fg" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Fieldset.Legend>
      <Group attached w="full">
        <Input
          {...inputProps}
          aria-label={startLabel}
          value={value.start}
          min={min}
          max={value.end || max}
          onChange={(event) => onValueChange({ ...value, start: event.target.value })}
        />
        <Input
          {...inputProps}
          aria-label={endLabel}
          value={value.end}
          min={value.start || min}
          max={max}
          onChange={(event) => onValueChange({ ...value, end: event.target.value })}
        />
      </Group>
      {helpText && (
        <Text id={`${id}-help`} textStyle="xs" color="fg.muted">
          {helpText}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} textStyle="xs" color="red.fg">
          {error}
        </Text>
      )}
    </Fieldset.Root>
  );
}
