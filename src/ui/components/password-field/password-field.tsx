import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Name of the toggle for screen readers; its pressed state says whether the password shows. */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle. Takes every input prop (so `register()` of react-hook-form
 * spreads straight onto it); put it inside a Field.Root for its label and error text.
 */
export function PasswordField({
  ref,
  toggleLabel = 'Show password',
  disabled,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} disabled={disabled} {...inputProps} />
    </InputGroup>
  );
}
