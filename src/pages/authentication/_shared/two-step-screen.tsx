import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/ui';
import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { CodeInput } from '@/ui/components/code-input/code-input';
import { twoStepSchema, type TwoStepForm, useStoredUser } from '@/services/auth';
import { backendConfig } from '@/services/kit';
import { HOME_PATH } from '@/routes/paths';
import { AuthScreen, ScreenLink, flowHref } from './auth-screen';

/** "a••••@fpw.in": enough to recognise your own address without showing it to someone behind you. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email[0]}${'•'.repeat(Math.min(4, Math.max(1, at - 1)))}${email.slice(at)}`;
}

/**
 * The second step of signing in. No codes are sent by this app yet: the embedded demo accepts any six
 * digits and says so; with Supabase, two-step verification is not switched on and the page says that.
 */
export function TwoStepScreen({ variant }: { variant: AuthFrameVariant }) {
  const navigate = useNavigate();
  const user = useStoredUser();
  const embedded = backendConfig().kind === 'embedded';
  const errorId = useId();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoStepForm>({ resolver: zodResolver(twoStepSchema), defaultValues: { code: '' } });

  const onSubmit = () => {
    if (!embedded) {
      toaster.info({
        title: 'Two-step verification is not switched on',
        description: 'This workspace does not use verification codes yet, so the code was not checked.',
      });
      return;
    }
    toaster.success({
      title: 'Code accepted',
      description: 'The embedded demo accepts any six digits: no code was sent or checked against one.',
    });
    navigate(HOME_PATH);
  };

  const resend = () =>
    toaster.info({
      title: 'No code sent',
      description: embedded
        ? 'The embedded demo has no mail or text-message service. Any six digits will do.'
        : 'This workspace does not send verification codes yet.',
    });

  return (
    <AuthScreen
      variant={variant}
      fallbackTitle={`Two step verification (${variant})`}
      description={
        user
          ? `Enter the six-digit code sent for ${maskEmail(user.email)}.`
          : 'Enter the six-digit code from your verification message.'
      }
      coverTitle="One more step"
      coverText="A second check keeps quotations and client details safe."
      maxW="lg"
      footer={
        <>
          Not you? <ScreenLink to={flowHref('sign-in', variant)}>Back to sign in</ScreenLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="5">
          <Stack gap="2">
            <Controller
              name="code"
              control={control}
              render={({ field, fieldState }) => (
                <CodeInput
                  label="Verification code"
                  name={field.name}
                  invalid={Boolean(fieldState.error)}
                  describedBy={fieldState.error ? errorId : undefined}
                  onValueChange={field.onChange}
                />
              )}
            />
            {errors.code && (
              <Text id={errorId} textStyle="sm" color="fg.error" aria-live="polite">
                {errors.code.message}
              </Text>
            )}
            {embedded && (
              <Text textStyle="sm" color="fg.muted">
                Demo: any six digits are accepted.
              </Text>
            )}
          </Stack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} w="full">
            Verify
          </Button>
          <Text textStyle="sm" color="fg.muted">
            Didn&apos;t get a code?{' '}
            <Button
              variant="plain"
              size="sm"
              p="0"
              h="auto"
              colorPalette="brand"
              color="colorPalette.fg"
              onClick={resend}
            >
              Send a new one
            </Button>
          </Text>
        </Stack>
      </form>
    </AuthScreen>
  );
}
