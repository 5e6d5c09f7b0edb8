import { SignUpScreen } from '../_shared/sign-up-screen';

export default function SignUpBasicPage() {
  return <SignUpScreen variant="basic" />;
}
