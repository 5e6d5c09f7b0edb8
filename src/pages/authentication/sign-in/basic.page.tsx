import { SignInScreen } from '../_shared/sign-in-screen';

export default function SignInBasicPage() {
  return <SignInScreen variant="basic" fallbackTitle="Sign in (basic)" />;
}
