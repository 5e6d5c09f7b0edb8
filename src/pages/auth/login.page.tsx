import { SignInScreen } from '@/pages/authentication/_shared/sign-in-screen';

/** The first screen of the app: sign in with a work email and password (the embedded demo lists its accounts). */
export default function AuthLoginPage() {
  return <SignInScreen variant="basic" />;
}
