import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
