import { SignUpScreen } from '../_shared/sign-up-screen';

export default function SignUpCoverPage() {
  return <SignUpScreen variant="cover" />;
}
