import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/ui';
import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { createPasswordSchema, type CreatePasswordForm, type CreatePasswordValues } from '@/services/auth';
import { AuthScreen, ScreenLink, flowHref } from './auth-screen';
import { NewPasswordFields } from './new-password-fields';

/**
 * Where a reset link would land: choose a new password under the shared rules. Without a reset link
 * there is nothing to attach the password to, and the toast says the old one still applies.
 */
export function CreatePasswordScreen({ variant }: { variant: AuthFrameVariant }) {
  const navigate = useNavigate();
  const form = useForm<CreatePasswordForm, unknown, CreatePasswordValues>({
    resolver: zodResolver(createPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = () => {
    toaster.success({
      title: 'New password checked',
      description:
        'It meets every rule. Saving it needs the link from a reset email, which this workspace does not send yet, so your current password still applies.',
    });
    navigate(flowHref('sign-in', variant));
  };

  return (
    <AuthScreen
      variant={variant}
      fallbackTitle={`Create password (${variant})`}
      description="Choose a new password for your account."
      coverTitle="A fresh start"
      coverText="Pick a password you do not use anywhere else."
      footer={
        <>
          Changed your mind? <ScreenLink to={flowHref('sign-in', variant)}>Back to sign in</ScreenLink>
        </>
      }
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <Stack gap="4">
            <NewPasswordFields passwordLabel="New password" />
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} w="full">
              Save password
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </AuthScreen>
  );
}
