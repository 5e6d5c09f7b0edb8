import { HStack, Slider, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';

export interface SliderMark {
  value: number;
  label: string;
}

export interface RangeSliderFieldProps {
  label: string;
  /** One value for a single slider, two for a range. */
  value: number[];
  onValueChange: (value: number[]) => void;
  min?: number;
  max?: number;
  step?: number;
  marks?: SliderMark[];
  /** Names each thumb for screen readers, e.g. ['Minimum thickness', 'Maximum thickness']. */
  thumbLabels?: string[];
  /** Formats a value for the readout and for screen readers, e.g. (v) => `${v} mm`. */
  format?: (value: number) => string;
  disabled?: boolean;
}

/** A slider with a live readout and labelled marks; two values make it a range with two thumbs. */
export function RangeSliderField({
  label,
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  marks,
  thumbLabels,
  format = String,
  disabled = false,
}: RangeSliderFieldProps) {
  const id = useId();
  // Zag always points each thumb's aria-labelledby at the field's label, which outranks aria-label; so each
  // thumb's own name is a hidden element the thumb is labelled by.
  const thumbLabelIds = thumbLabels?.map((_, index) => `${id}-thumb-${index}`);
  return (
    <Slider.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      colorPalette="brand"
      thumbAlignment="center"
      aria-labelledby={thumbLabelIds}
      getAriaValueText={(details) => format(details.value)}
      minStepsBetweenThumbs={value.length > 1 ? 1 : 0}
      w="full"
      pb={marks ? '4' : undefined}
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        {thumbLabels?.map((thumbLabel, index) => (
          <VisuallyHidden key={thumbLabel} id={thumbLabelIds?.[index]}>
            {thumbLabel}
          </VisuallyHidden>
        ))}
        <Text textStyle="sm" fontWeight="medium" aria-hidden="true">
          {value.map(format).join(' – ')}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
        {marks && <Slider.Marks marks={marks} />}
      </Slider.Control>
    </Slider.Root>
  );
}
