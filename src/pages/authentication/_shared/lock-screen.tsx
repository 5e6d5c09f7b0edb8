import { Avatar, Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '@/ui';
import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { PasswordField } from '@/ui/components/password-field/password-field';
import { signOut, unlockSchema, type UnlockForm, useStoredUser } from '@/services/auth';
import { SIGN_IN_PATH } from '@/routes/paths';
import { AuthScreen, flowHref } from './auth-screen';
import { FormField } from './form-field';
import { destinationAfterSignIn } from './navigation-state';
import { attemptSignIn } from './sign-in-form';

/** The screen after a pause: the stored user is shown and unlocks with their password (a real sign-in). */
export function LockScreen({ variant }: { variant: AuthFrameVariant }) {
  const user = useStoredUser();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UnlockForm>({ resolver: zodResolver(unlockSchema), defaultValues: { password: '' } });

  const fallbackTitle = `Lock screen (${variant})`;
  const coverTitle = 'Your session is locked';
  const coverText = 'Your work is where you left it.';

  if (!user) {
    return (
      <AuthScreen
        variant={variant}
        fallbackTitle={fallbackTitle}
        coverTitle={coverTitle}
        coverText={coverText}
        description="Nobody is signed in on this browser, so there is nothing to unlock."
      >
        <Button asChild colorPalette="brand" w="full">
          <RouterLink to={flowHref('sign-in', variant)}>Sign in</RouterLink>
        </Button>
      </AuthScreen>
    );
  }

  const name = user.name ?? user.email;

  const onSubmit = async ({ password }: UnlockForm) => {
    const result = await attemptSignIn(user.email, password);
    if (!result.ok) {
      toaster.error({ title: 'Still locked', description: result.message });
      setFocus('password');
      return;
    }
    toaster.success({
      title: 'Unlocked',
      description: `Welcome back, ${result.user.name ?? result.user.email}.`,
    });
    navigate(destinationAfterSignIn(location.state, result.user.designation), { replace: true });
  };

  const switchUser = () => {
    void signOut().finally(() => navigate(SIGN_IN_PATH));
  };

  return (
    <AuthScreen
      variant={variant}
      fallbackTitle={fallbackTitle}
      coverTitle={coverTitle}
      coverText={coverText}
      media={
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
      }
      description={
        <>
          <Text as="span" display="block" color="fg" fontWeight="medium">
            {name}
          </Text>
          {user.name && (
            <Text as="span" display="block">
              {user.email}
            </Text>
          )}
          <Text as="span" display="block" mt="2">
            Enter your password to unlock.
          </Text>
        </>
      }
      footer={
        <>
          Not {name}?{' '}
          <Button
            variant="plain"
            size="sm"
            p="0"
            h="auto"
            colorPalette="brand"
            color="colorPalette.fg"
            onClick={switchUser}
          >
            Sign in as someone else
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="4">
          {/* The username field lets password managers pick the right saved password. */}
          <input type="hidden" name="username" autoComplete="username" value={user.email} readOnly />
          <FormField label="Password" error={errors.password?.message}>
            <PasswordField autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Unlocking…" w="full">
            Unlock
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
