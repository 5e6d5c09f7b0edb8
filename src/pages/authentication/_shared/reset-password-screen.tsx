import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/ui';
import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { resetPasswordSchema, type ResetPasswordForm, type ResetPasswordValues } from '@/services/auth';
import { backendConfig } from '@/services/kit';
import { AuthScreen, ScreenLink, flowHref } from './auth-screen';
import { FormField } from './form-field';

/**
 * Asks for a reset link. No mail is sent from this app yet (the embedded database has no mail server),
 * so the toast says plainly what happened; it never reveals whether the account exists.
 */
export function ResetPasswordScreen({ variant }: { variant: AuthFrameVariant }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = ({ email }: ResetPasswordValues) => {
    if (backendConfig().kind === 'embedded') {
      toaster.success({
        title: 'Reset link requested',
        description: `If an account exists for ${email}, a reset link was sent. This demo has no mail server, so nothing leaves your browser: the demo accounts use the password shown on the sign-in page.`,
      });
    } else {
      toaster.info({
        title: 'Ask an administrator',
        description: `Password reset by email is not switched on for this workspace yet. An administrator can reset the password for ${email}.`,
      });
    }
    navigate(flowHref('sign-in', variant), { state: { email } });
  };

  return (
    <AuthScreen
      variant={variant}
      fallbackTitle={`Reset password (${variant})`}
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      coverTitle="Locked out?"
      coverText="It happens. A new password is one link away."
      footer={
        <>
          Remembered it? <ScreenLink to={flowHref('sign-in', variant)}>Back to sign in</ScreenLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} w="full">
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
