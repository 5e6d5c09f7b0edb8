import { SignInScreen } from '../_shared/sign-in-screen';

export default function SignInCoverPage() {
  return <SignInScreen variant="cover" fallbackTitle="Sign in (cover)" />;
}
