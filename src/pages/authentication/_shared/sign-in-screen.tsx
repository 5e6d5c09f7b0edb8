import type { AuthFrameVariant } from '@/ui/components/auth-frame/auth-frame';
import { AuthScreen, ScreenLink, flowHref } from './auth-screen';
import { SignInForm } from './sign-in-form';
import { CREATE_ACCOUNT, SIGN_IN_COVER_TITLE, SIGN_IN_DESCRIPTION, SignUpPrompt } from './sign-in-view';

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
      description={SIGN_IN_DESCRIPTION}
      coverTitle={SIGN_IN_COVER_TITLE}
      footer={
        <SignUpPrompt link={<ScreenLink to={flowHref('sign-up', variant)}>{CREATE_ACCOUNT}</ScreenLink>} />
      }
    >
      <SignInForm resetPasswordHref={flowHref('reset-password', variant)} />
    </AuthScreen>
  );
}
