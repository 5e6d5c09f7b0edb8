import { Badge, CloseButton, HStack } from '@chakra-ui/react';
import { describeRange, type DateRangeParams } from './date-range';

/** The list's date range as a removable badge ("Ordered 1 Nov 2026 – 30 Nov 2026"); nothing without one. */
export function DateRangeBadge({
  label,
  range,
  clearLabel,
  onClear,
}: {
  label: string;
  range: DateRangeParams;
  clearLabel: string;
  onClear: () => void;
}) {
  const text = describeRange(range);
  if (text === null) return null;
  return (
    <HStack>
      <Badge size="lg" colorPalette="orange" variant="subtle" gap="2">
        {label} {text}
        <CloseButton size="2xs" aria-label={clearLabel} onClick={onClear} />
      </Badge>
    </HStack>
  );
}
