import { Field, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** A line under the control saying what to enter; linked to it with aria-describedby. */
  helpText?: ReactNode;
  /** The validation message; marks the control invalid and is linked with aria-describedby. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The control's id, so an error summary can link to it (`#id`). */
  id?: string;
  /** Label beside the control; responsive, e.g. { base: 'vertical', md: 'horizontal' }. */
  orientation?: Field.RootProps['orientation'];
  children: ReactNode;
}

/**
 * The frame of every form control: label, required mark, help and error text. Chakra's Field context gives
 * the control inside its id, aria-invalid and aria-required. Help and error share one description element
 * registered as the field's helper text, so aria-describedby names both (Ark would otherwise put the error
 * only in aria-errormessage, which few screen readers announce).
 */
export function FormField({
  label,
  helpText,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  id,
  orientation = 'vertical',
  children,
}: FormFieldProps) {
  const autoId = useId();
  const descriptionId = `${id ?? autoId}-description`;
  return (
    <Field.Root
      id={id}
      ids={{ helperText: descriptionId }}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      orientation={orientation}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="1.5" flex="1" w="full" minW="0">
        {children}
        {/* Always present (even empty) so the field links to it from the first render; Ark detects it once. */}
        {
          <Stack id={descriptionId} gap="0.5" textStyle="xs" _empty={{ display: 'none' }}>
            {error && (
              <HStack gap="1" color="red.fg" align="flex-start">
                <CircleAlert size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }} />
                <Text>{error}</Text>
              </HStack>
            )}
            {helpText && <Text color="fg.muted">{helpText}</Text>}
          </Stack>
        }
      </Stack>
    </Field.Root>
  );
}
