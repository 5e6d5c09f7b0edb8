import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/ui';
import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { signUpSchema, type SignUpForm, type SignUpValues } from '@/services/auth';
import { AuthScreen, ScreenLink, flowHref } from './auth-screen';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

/**
 * Sign-up checks the details with the same rules as every password form. Staff accounts are opened by
 * an administrator (there is no self-service sign-up), and the toast says so instead of pretending.
 */
export function SignUpScreen({ variant }: { variant: AuthFrameVariant }) {
  const navigate = useNavigate();
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = (values: SignUpValues) => {
    toaster.success({
      title: 'Details checked',
      description: `No account was opened: staff accounts are created by an administrator. Ask one to add ${values.name} (${values.email}), then sign in.`,
    });
    navigate(flowHref('sign-in', variant), { state: { email: values.email } });
  };

  return (
    <AuthScreen
      variant={variant}
      fallbackTitle={`Sign up (${variant})`}
      description="Create your account for the workspace."
      coverTitle="Join the workshop's workspace"
      footer={
        <>
          Already have an account? <ScreenLink to={flowHref('sign-in', variant)}>Sign in</ScreenLink>
        </>
      }
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack gap="4">
            <FormField label="Full name" error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </FormField>
            <FormField label="Work email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            <NewPasswordFields />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} w="full">
              Create account
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </AuthScreen>
  );
}
