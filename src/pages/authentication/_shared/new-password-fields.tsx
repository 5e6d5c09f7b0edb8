/** "Choose a password" and "type it again", with the live rules checklist: sign-up and create-password share them. */
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '@/ui/components/password-field/password-field';
import { PasswordStrengthMeter } from '@/ui/components/password-strength-meter/password-strength-meter';
import { checkPasswordRules } from '@/services/auth';
import { FormField } from './form-field';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

export function NewPasswordFields({ passwordLabel = 'Password' }: { passwordLabel?: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PasswordPair>();
  const password = useWatch({ control, name: 'password' }) ?? '';
  const rulesId = useId();
  return (
    <>
      <FormField label={passwordLabel} error={errors.password?.message}>
        {/* Once the form has been checked, changing the password re-checks the confirmation too (deps). */}
        <PasswordField
          autoComplete="new-password"
          aria-describedby={rulesId}
          {...register('password', { deps: ['confirmPassword'] })}
        />
      </FormField>
      <PasswordStrengthMeter id={rulesId} rules={checkPasswordRules(password)} />
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordField
          autoComplete="new-password"
          toggleLabel="Show confirmation"
          {...register('confirmPassword')}
        />
      </FormField>
    </>
  );
}
