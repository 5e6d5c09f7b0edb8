import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Chakra's fg.error is red.500 in light mode: 3.8:1 on white, under the 4.5:1 that small text needs.
 * A darker red there keeps messages readable (dark mode's red.400 on the dark canvas already passes).
 */
export const ERROR_TEXT_COLOR = { _light: 'red.700', _dark: 'fg.error' } as const;

export interface FormFieldProps {
  label: string;
  /** The validation message; its presence marks the field invalid and links the message to the input. */
  error?: string | undefined;
  helper?: ReactNode;
  children: ReactNode;
}

/** Label, input and the message beside it, wired by Chakra's Field (ids, aria-invalid, aria-describedby). */
export function FormField({ label, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText color={ERROR_TEXT_COLOR}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
