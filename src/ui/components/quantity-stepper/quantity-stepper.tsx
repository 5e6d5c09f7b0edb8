import { Group, IconButton, chakra } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  /** What is counted, e.g. "Study table"; names the buttons ("Increase quantity of Study table"). */
  label: string;
  value: number;
  onChange: (next: number) => void;
  min?: number;
  max?: number;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * A quantity between two buttons, for carts and order lines. Each button names what it changes, the
 * number is announced politely when it changes, and the ends of the range disable their button.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max = 99,
  size = 'sm',
}: QuantityStepperProps) {
  return (
    <Group attached role="group" aria-label={`Quantity of ${label}`}>
      <IconButton
        variant="outline"
        size={size}
        aria-label={`Decrease quantity of ${label}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Minus />
      </IconButton>
      <chakra.output
        aria-live="polite"
        aria-label={`Quantity of ${label}`}
        minW="10"
        px="2"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        borderYWidth="1px"
        borderColor="border"
        fontVariantNumeric="tabular-nums"
        textStyle="sm"
        fontWeight="medium"
      >
        {value}
      </chakra.output>
      <IconButton
        variant="outline"
        size={size}
        aria-label={`Increase quantity of ${label}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus />
      </IconButton>
    </Group>
  );
}
