import { PinInput, Stack } from '@chakra-ui/react';

export interface CodeInputProps {
  /** Names the group and each box ("Verification code, digit 1 of 6"). */
  label: string;
  /** Called with the digits typed so far, joined. */
  onValueChange: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The id of the error or help text, so each box announces it. */
  describedBy?: string | undefined;
}

/**
 * A one-time code typed into single-digit boxes: each digit moves focus on, Backspace goes back, and
 * pasting the whole code fills every box (Chakra's PinInput does the keyboard and clipboard work).
 * Uncontrolled on purpose: the boxes own their digits, since a joined string loses empty gaps; remount
 * it with a new `key` to clear it.
 */
export function CodeInput({
  label,
  onValueChange,
  onComplete,
  length = 6,
  name,
  invalid,
  disabled,
  describedBy,
}: CodeInputProps) {
  return (
    <PinInput.Root
      count={length}
      otp
      type="numeric"
      name={name}
      invalid={invalid}
      disabled={disabled}
      placeholder=""
      size={{ base: 'lg', sm: 'xl' }}
      translations={{ inputLabel: (index, total) => `${label}, digit ${index + 1} of ${total}` }}
      onValueChange={(details) => onValueChange(details.valueAsString)}
      onValueComplete={(details) => onComplete?.(details.valueAsString)}
    >
      <Stack gap="2">
        <PinInput.Label fontWeight="medium" textStyle="sm">
          {label}
        </PinInput.Label>
        <PinInput.HiddenInput />
        <PinInput.Control gap={{ base: '1.5', sm: '2' }}>
          {Array.from({ length }, (_, index) => (
            <PinInput.Input key={index} index={index} aria-describedby={describedBy} />
          ))}
        </PinInput.Control>
      </Stack>
    </PinInput.Root>
  );
}
