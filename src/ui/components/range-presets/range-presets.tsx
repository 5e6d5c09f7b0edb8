import { SegmentGroup } from '@chakra-ui/react';

export interface RangePreset {
  /** Length of the range in days, counted back from today (today included). */
  days: number;
  /** What the button reads, e.g. "30 days". */
  label: string;
}

export interface RangePresetsProps {
  /** The chosen preset's days. */
  value: number;
  onValueChange: (days: number) => void;
  presets: readonly RangePreset[];
  /** The group's accessible name. */
  label?: string;
}

/**
 * The dashboards' date-range filter: a row of presets ("7 days", "30 days", "90 days") read as radio buttons,
 * one always chosen. Dashboards compare periods of fixed length, so presets serve better than free dates.
 */
export function RangePresets({ value, onValueChange, presets, label = 'Date range' }: RangePresetsProps) {
  return (
    <SegmentGroup.Root
      size="sm"
      aria-label={label}
      value={String(value)}
      onValueChange={(details) => {
        const days = Number(details.value);
        if (presets.some((preset) => preset.days === days)) onValueChange(days);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={presets.map((preset) => ({ value: String(preset.days), label: preset.label }))}
      />
    </SegmentGroup.Root>
  );
}
