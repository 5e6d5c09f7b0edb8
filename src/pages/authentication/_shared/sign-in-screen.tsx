import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { AuthScreen, ScreenLink, flowHref } from './auth-screen';
import { SignInForm } from './sign-in-form';

/** auth/login and the sign-in variants: the same form, in a basic or cover frame. */
export function SignInScreen({
  variant,
  fallbackTitle = 'Sign in',
}: {
  variant: AuthFrameVariant;
  fallbackTitle?: string;
}) {
  return (
    <AuthScreen
      variant={variant}
      fallbackTitle={fallbackTitle}
      description="Use your work email and password."
      coverTitle="Welcome back"
      footer={
        <>
          New to the workspace? <ScreenLink to={flowHref('sign-up', variant)}>Create an account</ScreenLink>
        </>
      }
    >
      <SignInForm resetPasswordHref={flowHref('reset-password', variant)} />
    </AuthScreen>
  );
}
