import { Group, InputAddon, NumberInput } from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface NumberFieldProps {
  /** NaN when empty. */
  value: number;
  onValueChange: (value: number) => void;
  /** Shown after the number: mm, sqft, %, rft, nos. */
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Decimal places kept, e.g. 2 for sqft, 0 for mm. */
  decimals?: number;
  name?: string;
  onBlur?: () => void;
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
}

const text = (value: number) => (Number.isNaN(value) ? '' : String(value));

/** A number with its unit beside it (panel length in mm, area in sqft, a discount in %); arrows step it. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { value, onValueChange, unit, min, max, step = 1, decimals = 0, name, onBlur, placeholder, size = 'md' },
  ref,
) {
  return (
    <Group attached w="full">
      <NumberInput.Root
        flex="1"
        size={size}
        value={text(value)}
        onValueChange={(details) => onValueChange(details.valueAsNumber)}
        min={min}
        max={max}
        step={step}
        locale="en-IN"
        formatOptions={{ maximumFractionDigits: decimals, useGrouping: true }}
        name={name}
      >
        <NumberInput.Control />
        <NumberInput.Input ref={ref} onBlur={onBlur} placeholder={placeholder} />
      </NumberInput.Root>
      {unit && <InputAddon>{unit}</InputAddon>}
    </Group>
  );
});

export type MoneyFieldProps = Omit<NumberFieldProps, 'unit' | 'decimals' | 'step'>;

/** Rupees: Indian grouping and the ₹ sign once the field is left; paise to two places. */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { value, onValueChange, min = 0, max, name, onBlur, placeholder, size = 'md' },
  ref,
) {
  return (
    <NumberInput.Root
      w="full"
      size={size}
      value={text(value)}
      onValueChange={(details) => onValueChange(details.valueAsNumber)}
      min={min}
      max={max}
      step={100}
      locale="en-IN"
      formatOptions={{ style: 'currency', currency: 'INR', maximumFractionDigits: 2 }}
      name={name}
    >
      <NumberInput.Control />
      <NumberInput.Input ref={ref} onBlur={onBlur} placeholder={placeholder} />
    </NumberInput.Root>
  );
});
